import { afterAll, beforeAll, expect, it } from "vitest";
import { ErrorBody, RepoDuplicated, RepoExists } from "@atrium/hub-api";
import { findRepo } from "../../repos/repos.repository.ts";
import { addTestRepo, addTestUser, postAs, type TestUser } from "../../testing/accounts.ts";
import { readJson } from "../../testing/contract-check.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { commitFiles } from "../../testing/lfs-helpers.ts";

describeDialects("duplicating a repository", (dialect) => {
	let hub: TestHub;
	let alice: TestUser;
	let bob: TestUser;
	const post = (path: string, user: TestUser, body: unknown) => postAs(hub, path, user, body);
	const treeOf = async (api: string, user: TestUser) =>
		(
			(await (await hub.app.request(`${api}/tree/main?recursive=true`, { headers: user.auth() })).json()) as {
				path: string;
				oid: string;
			}[]
		).map((entry) => `${entry.path}@${entry.oid}`);

	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		alice = await addTestUser(hub.db, "alice");
		bob = await addTestUser(hub.db, "bob");
		const files = { "README.md": "---\nlicense: mit\n---\n# m\n", "weights/model.bin": new Uint8Array(64).fill(7) };
		await addTestRepo(hub, { type: "model", id: "alice/model", files });
		await commitFiles(hub, "alice/model", "main", { "config.json": "{}" });
		await addTestRepo(hub, { type: "model", id: "alice/hidden", files, private: true });
		await addTestRepo(hub, { type: "model", id: "alice/gated", files, gated: "manual" });
		await addTestRepo(hub, { type: "space", id: "alice/demo", files: { "index.html": "<p>hi</p>" } });
	});
	afterAll(() => hub.close());

	it("copies the default branch's files into one commit of a new repository", async () => {
		const answer = await readJson(
			await post("/api/models/alice/model/duplicate", bob, { repository: "bob/copy" }),
			RepoDuplicated,
		);
		expect(answer.url).toMatch(/\/bob\/copy$/);
		expect(await treeOf("/api/models/bob/copy", bob)).toEqual(await treeOf("/api/models/alice/model", bob));
		const commits = await (await hub.app.request("/api/models/bob/copy/commits/main", { headers: bob.auth() })).json();
		expect(commits).toEqual([expect.objectContaining({ title: "Duplicate from alice/model" })]);
		const copy = await findRepo(hub.db.kysely, "model", "bob/copy");
		expect(copy).toMatchObject({ private: 0, gated: "false" });
		const download = await hub.app.request("/bob/copy/resolve/main/weights/model.bin", { headers: bob.auth() });
		expect(new Uint8Array(await download.arrayBuffer())).toEqual(new Uint8Array(64).fill(7));
	});

	it("answers 409 with the url when the name is taken, as duplicate_repo(exist_ok=True) reads it", async () => {
		const taken = await readJson(
			await post("/api/models/alice/model/duplicate", bob, { repository: "bob/copy" }),
			RepoExists,
			409,
		);
		expect(taken.url).toMatch(/\/bob\/copy$/);
	});

	it("follows private or visibility, else the source's privacy; spaces too", async () => {
		await readJson(
			await post("/api/models/alice/model/duplicate", bob, { repository: "bob/p", private: true }),
			RepoDuplicated,
		);
		expect((await findRepo(hub.db.kysely, "model", "bob/p"))?.private).toBe(1);
		const space = await post("/api/spaces/alice/demo/duplicate", bob, {
			repository: "bob/demo",
			visibility: "private",
			hardware: "cpu-basic",
			secrets: [{ key: "K", value: "V" }],
		});
		await readJson(space, RepoDuplicated);
		expect((await findRepo(hub.db.kysely, "space", "bob/demo"))?.private).toBe(1);
		await readJson(
			await post("/api/models/alice/hidden/duplicate", alice, { repository: "alice/hidden2" }),
			RepoDuplicated,
		);
		expect((await findRepo(hub.db.kysely, "model", "alice/hidden2"))?.private).toBe(1);
	});

	it("needs download access to the source and write access to the target namespace", async () => {
		const hidden = await post("/api/models/alice/hidden/duplicate", bob, { repository: "bob/leak" });
		expect(hidden.status).toBe(404);
		const gated = await post("/api/models/alice/gated/duplicate", bob, { repository: "bob/leak" });
		expect(gated.headers.get("x-error-code")).toBe("GatedRepo");
		await readJson(await post("/api/models/alice/model/duplicate", bob, { repository: "alice/mine" }), ErrorBody, 403);
		const readToken = await postAs(hub, "/api/models/alice/model/duplicate", bob, { repository: "bob/r" }, "read");
		expect(readToken.status).toBe(403);
		for (const body of [{}, { repository: 3 }, { repository: "no-slash" }, { repository: "bob/x", visibility: "x" }])
			await readJson(await post("/api/models/alice/model/duplicate", bob, body), ErrorBody, 400);
		for (const id of ["bob/leak", "alice/mine", "bob/r", "bob/x"])
			expect(await findRepo(hub.db.kysely, "model", id)).toBeUndefined();
	});
});
