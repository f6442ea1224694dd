import { afterAll, beforeAll, expect, it } from "vitest";
import { BranchSquashed, ErrorBody, LfsFileList, LfsFilesDeleted } from "@atrium/hub-api";
import { setDenyForcePush } from "../git/git-settings.repository.ts";
import { findRepo } from "../../repos/repos.repository.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { addTestRepo, addTestUser, postAs, type TestUser } from "../../testing/accounts.ts";
import { readJson } from "../../testing/contract-check.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { commitFiles, sha256Of } from "../../testing/lfs-helpers.ts";

const WEIGHTS = "/api/models/alice/weights";
const bytes = (text: string) => new TextEncoder().encode(text);
const A = bytes("LFS content A");
const B = bytes("LFS content B, shared with another repository");
const C = bytes("LFS content on a branch");

describeDialects("LFS files, their purge and super-squash", (dialect) => {
	let hub: TestHub;
	let alice: TestUser;
	let bob: TestUser;
	const post = (path: string, user: TestUser, body: unknown) => postAs(hub, path, user, body);
	const get = (path: string, user?: TestUser) => hub.app.request(path, { headers: user ? user.auth() : {} });
	const lfsFiles = async (user = alice) => readJson(await get(`${WEIGHTS}/lfs-files`, user), LfsFileList);
	const commitCount = async (rev: string) =>
		((await (await get(`${WEIGHTS}/commits/${rev}`, alice)).json()) as unknown[]).length;
	const files = async (rev: string) =>
		((await (await get(`${WEIGHTS}/tree/${rev}`, alice)).json()) as { path: string }[]).map((f) => f.path).sort();

	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		alice = await addTestUser(hub.db, "alice");
		bob = await addTestUser(hub.db, "bob");
		await addTestRepo(hub, { type: "model", id: "alice/weights", files: { "README.md": "# w\n", "a.bin": A } });
		await commitFiles(hub, "alice/weights", "main", { "sub/b.bin": B, "notes.txt": "text" });
		await addTestRepo(hub, { type: "model", id: "alice/other", files: { "copy.bin": B } });
		await addTestRepo(hub, { type: "model", id: "alice/secret", files: { "s.bin": A }, private: true });
		expect((await post(`${WEIGHTS}/branch/dev`, alice, {})).status).toBe(200);
		await commitFiles(hub, "alice/weights", "dev", { "c.bin": C });
		expect((await post(`${WEIGHTS}/tag/main`, alice, { tag: "v1" })).status).toBe(200);
	});
	afterAll(() => hub.close());

	it("lists each LFS object once, with its path, the ref holding it and its first commit's date", async () => {
		const list = await lfsFiles();
		const byName = new Map(list.map((file) => [file.filename, file]));
		expect([...byName.keys()].sort()).toEqual(["a.bin", "c.bin", "sub/b.bin"]);
		expect(byName.get("a.bin")).toMatchObject({ fileOid: sha256Of(A), size: A.length, ref: "refs/heads/main" });
		expect(byName.get("sub/b.bin")?.ref).toBe("refs/heads/main");
		expect(byName.get("c.bin")?.ref).toBe("refs/heads/dev");
		expect(list.map((file) => file.fileOid)).toEqual([...list.map((file) => file.fileOid)].sort());
	});

	it("pages by sha256 through the Link header", async () => {
		const first = await get(`${WEIGHTS}/lfs-files?limit=2`, alice);
		const page = await readJson(first, LfsFileList);
		expect(page).toHaveLength(2);
		const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "")?.[1] ?? "";
		const url = new URL(next);
		const rest = await readJson(await get(url.pathname + url.search, alice), LfsFileList);
		expect(rest).toHaveLength(1);
		expect(page.map((f) => f.fileOid)).not.toContain(rest[0]?.fileOid);
		expect((await get(`${WEIGHTS}/lfs-files?cursor=bad`, alice)).status).toBe(400);
	});

	it("answers writers only: a reader gets 403, a hidden repository reads as missing", async () => {
		await readJson(await get(`${WEIGHTS}/lfs-files`, bob), ErrorBody, 403);
		const hidden = await get("/api/models/alice/secret/lfs-files", bob);
		const missing = await get("/api/models/alice/nothing/lfs-files", bob);
		expect(hidden.status).toBe(404);
		const shape = async (response: Response, name: string) => {
			const { requestId: _id, ...rest } = (await response.json()) as Record<string, unknown>;
			return JSON.stringify(rest).replace(name, "?");
		};
		expect(await shape(hidden, "secret")).toBe(await shape(missing, "nothing"));
		const squash = await post("/api/models/alice/secret/super-squash/main", bob, { message: "x" });
		expect(squash.status).toBe(404);
		const purge = await post("/api/models/alice/secret/lfs-files/batch", bob, { deletions: { sha: [sha256Of(A)] } });
		expect(purge.status).toBe(404);
		expect(await hub.storage.stat(blobKey(sha256Of(A)))).not.toBeNull();
	});

	it("refuses bad deletion bodies before any work", async () => {
		const bad = [{}, { deletions: { sha: [] } }, { deletions: { sha: ["ABC"] } }, { deletions: "x" }];
		for (const body of bad) await readJson(await post(`${WEIGHTS}/lfs-files/batch`, alice, body), ErrorBody, 400);
		const many = Array.from({ length: 1001 }, (_, i) => sha256Of(bytes(String(i))));
		const limited = await post(`${WEIGHTS}/lfs-files/batch`, alice, { deletions: { sha: many } });
		expect(limited.headers.get("x-error-code")).toBe("LimitExceeded");
	});

	it("purges objects from every revision, rewriting history, and frees what no other repository holds", async () => {
		const before = await commitCount("main");
		const oldHead = (await findRepo(hub.db.kysely, "model", "alice/weights"))?.sha ?? "";
		const onMain = (await lfsFiles()).filter((file) => file.ref === "refs/heads/main");
		const answer = await readJson(
			await post(`${WEIGHTS}/lfs-files/batch`, alice, {
				deletions: { sha: onMain.map((file) => file.fileOid), rewriteHistory: true },
			}),
			LfsFilesDeleted,
		);
		expect(answer.deleted.sort()).toEqual([sha256Of(A), sha256Of(B)].sort());
		expect(answer.freed).toEqual([]); // A is still in alice/secret, B in alice/other
		expect(answer.rewrittenCommits).toBeGreaterThanOrEqual(3);
		expect((await lfsFiles()).map((file) => file.filename)).toEqual(["c.bin"]);
		expect(await files("main")).toEqual([".gitattributes", "README.md", "notes.txt"]);
		expect(await files("dev")).toEqual([".gitattributes", "README.md", "c.bin", "notes.txt"]);
		expect(await files("v1")).toEqual([".gitattributes", "README.md", "notes.txt"]);
		expect(await commitCount("main")).toBe(before);
		expect((await get(`${WEIGHTS}/revision/${oldHead}`, alice)).status).toBe(404);
		expect((await get("/alice/weights/resolve/main/a.bin", alice)).status).toBe(404);
		expect(await hub.storage.stat(blobKey(sha256Of(B)))).not.toBeNull();
		const summary = await findRepo(hub.db.kysely, "model", "alice/weights");
		expect(summary?.sha).not.toBe(oldHead);
	});

	it("frees an object from storage when no other repository holds it", async () => {
		const answer = await readJson(
			await post(`${WEIGHTS}/lfs-files/batch`, alice, { deletions: { sha: [sha256Of(C)] } }),
			LfsFilesDeleted,
		);
		expect(answer).toMatchObject({ deleted: [sha256Of(C)], freed: [sha256Of(C)] });
		expect(await hub.storage.stat(blobKey(sha256Of(C)))).toBeNull();
		expect(await lfsFiles()).toEqual([]);
		const again = await post(`${WEIGHTS}/lfs-files/batch`, alice, { deletions: { sha: [sha256Of(C)] } });
		expect(await readJson(again, LfsFilesDeleted)).toEqual({ deleted: [], rewrittenCommits: 0, freed: [] });
	});

	it("squashes a branch into one commit with its tree, leaving other branches alone", async () => {
		const tree = await files("main");
		const devCommits = await commitCount("dev");
		const answer = await readJson(
			await post(`${WEIGHTS}/super-squash/main`, alice, { message: "Super-squash branch 'main'" }),
			BranchSquashed,
		);
		const commits = (await (await get(`${WEIGHTS}/commits/main`, alice)).json()) as { id: string; title: string }[];
		expect(commits).toEqual([expect.objectContaining({ id: answer.commitOid, title: "Super-squash branch 'main'" })]);
		expect(await files("main")).toEqual(tree);
		expect(await commitCount("dev")).toBe(devCommits);
		await readJson(await post(`${WEIGHTS}/super-squash/dev`, alice, {}), BranchSquashed);
		expect(await commitCount("dev")).toBe(1);
	});

	it("refuses tags, unknown branches, readers and a protected default branch", async () => {
		expect((await post(`${WEIGHTS}/super-squash/v1`, alice, {})).status).toBe(400);
		expect((await post(`${WEIGHTS}/super-squash/nope`, alice, {})).headers.get("x-error-code")).toBe(
			"RevisionNotFound",
		);
		expect((await post(`${WEIGHTS}/super-squash/main`, bob, {})).status).toBe(403);
		expect((await post(`${WEIGHTS}/super-squash/main`, alice, { message: 3 })).status).toBe(400);
		const repo = await findRepo(hub.db.kysely, "model", "alice/weights");
		await setDenyForcePush(hub.db.kysely, repo?.pk ?? "", true);
		const refused = await post(`${WEIGHTS}/super-squash/main`, alice, { message: "squash once more" });
		expect(refused.headers.get("x-error-code")).toBe("ForcePushDenied");
		expect((await findRepo(hub.db.kysely, "model", "alice/weights"))?.sha).toBe(repo?.sha);
	});

	it("purges and squashes a pull request's ref (refs/pr/{num}, URL-encoded as the client sends it)", async () => {
		const opened = await post(`${WEIGHTS}/discussions`, alice, { title: "More weights", pullRequest: true });
		const { num } = (await opened.json()) as { num: number };
		const ref = `refs%2Fpr%2F${num}`;
		const D = bytes("LFS content on a pull request");
		await commitFiles(hub, "alice/weights", `refs/pr/${num}`, { "pr.bin": D });
		await commitFiles(hub, "alice/weights", `refs/pr/${num}`, { "pr.txt": "text" });
		expect((await lfsFiles()).map((file) => file.ref)).toEqual([`refs/pr/${num}`]);
		const purged = await readJson(
			await post(`${WEIGHTS}/lfs-files/batch`, alice, { deletions: { sha: [sha256Of(D)], rewriteHistory: false } }),
			LfsFilesDeleted,
		);
		expect(purged).toMatchObject({ deleted: [sha256Of(D)], freed: [sha256Of(D)] });
		expect(await files(ref)).toEqual([".gitattributes", "README.md", "notes.txt", "pr.txt"]);
		await readJson(await post(`${WEIGHTS}/super-squash/${ref}`, alice, { message: "squash the PR" }), BranchSquashed);
		expect(await commitCount(ref)).toBe(1);
	});
});
