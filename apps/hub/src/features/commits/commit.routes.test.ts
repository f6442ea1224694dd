import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import {
	commit as hfCommit,
	createBranch,
	createRepo,
	deleteBranch,
	deleteFile,
	deleteRepo,
	downloadFile,
	fileExists,
	listCommits,
	listFiles,
	uploadFiles,
	modelInfo,
} from "@huggingface/hub";
import { expect, it } from "vitest";
import { CommitCreated, LikeState, RepoCreated, RepoExists, YamlInvalid } from "@atrium/hub-api";
import { createApp } from "../../app.ts";
import { createHubServer } from "../../http/create-server.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { recordBlobUpload } from "../lfs/blob-uploads.repository.ts";
import { readJson } from "../../testing/contract-check.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { writerHeaders, writerToken } from "../../testing/writers.ts";

const ndjson = (lines: unknown[]): string => lines.map((line) => JSON.stringify(line)).join("\n");
const b64 = (text: string): string => Buffer.from(text).toString("base64");

describeBackends("write API: repositories, commits, refs", (hub) => {
	const request = async (
		method: string,
		path: string,
		body?: unknown,
		headers: Record<string, string> = {},
	): Promise<Response> =>
		hub().app.request(path, {
			method,
			headers: { ...(await writerHeaders(hub(), "alice")), "content-type": "application/json", ...headers },
			...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
		});

	it("creates repositories (409 with url when taken), commits NDJSON, and reads back what was written", async () => {
		const created = await request("POST", "/api/repos/create", { name: "demo", organization: null, type: "model" });
		const body = await readJson(created, RepoCreated);
		expect(body).toMatchObject({ name: "alice/demo", url: "http://localhost/alice/demo" });
		const again = await request("POST", "/api/repos/create", { name: "demo", organization: "alice", type: "model" });
		expect(await readJson(again, RepoExists, 409)).toMatchObject({
			url: "http://localhost/alice/demo",
			code: "RepoExists",
		});
		const space = await request("POST", "/api/repos/create", {
			name: "app",
			type: "space",
			sdk: "gradio",
			private: true,
		});
		expect((await readJson(space, RepoCreated)).url).toBe("http://localhost/spaces/alice/app");
		// Concurrent creations of one name: one creates it, the others get the 409 with its url.
		const twins = await Promise.all(
			Array.from({ length: 4 }, () => request("POST", "/api/repos/create", { name: "twin", type: "model" })),
		);
		expect(twins.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
		for (const response of twins.filter((twin) => twin.status === 409))
			expect((await readJson(response, RepoExists, 409)).url).toBe("http://localhost/alice/twin");
		const noSdk = await request("POST", "/api/repos/create", { name: "app2", type: "space" });
		expect(noSdk.status).toBe(400);

		const info = (await (await request("GET", "/api/models/alice/demo")).json()) as {
			sha: string;
			siblings: { rfilename: string }[];
		};
		expect(info.siblings.map((s) => s.rfilename)).toEqual([".gitattributes"]);
		const commitResponse = await request(
			"POST",
			"/api/models/alice/demo/commit/main",
			ndjson([
				{ key: "header", value: { summary: "Add card", description: "with config", parentCommit: info.sha } },
				{
					key: "file",
					value: { path: "README.md", content: b64("---\npipeline_tag: fill-mask\n---\n# Demo\n"), encoding: "base64" },
				},
				{ key: "file", value: { path: "config/config.json", content: b64("{}"), encoding: "base64" } },
			]),
			{ "content-type": "application/x-ndjson" },
		);
		const result = await readJson(commitResponse, CommitCreated);
		expect(result.success).toBe(true);
		expect(result.commitUrl).toBe(`http://localhost/alice/demo/commit/${result.commitOid}`);
		const stale = await request(
			"POST",
			"/api/models/alice/demo/commit/main",
			ndjson([
				{ key: "header", value: { summary: "late", parentCommit: info.sha } },
				{ key: "deletedFile", value: { path: "README.md" } },
			]),
			{ "content-type": "application/x-ndjson" },
		);
		expect(stale.status).toBe(412);
		expect(stale.headers.get("x-error-code")).toBe("ParentCommitMismatch");
		const readme = await request("GET", "/alice/demo/resolve/main/README.md");
		expect(await readme.text()).toContain("# Demo");
		expect(readme.headers.get("x-repo-commit")).toBe(result.commitOid);
		const after = (await (await request("GET", "/api/models/alice/demo")).json()) as {
			pipeline_tag: string;
			sha: string;
		};
		expect(after).toMatchObject({ pipeline_tag: "fill-mask", sha: result.commitOid });
		const commits = await request("GET", "/api/models/alice/demo/commits/main");
		expect(commits.headers.get("x-total-count")).toBe("2");
		expect(((await commits.json()) as { title: string; message: string }[])[0]).toMatchObject({
			title: "Add card",
			message: "with config",
		});
	});

	it("refuses bad commits with their codes and writes nothing", async () => {
		await request("POST", "/api/repos/create", { name: "strict", type: "dataset" });
		const head = (await (await request("GET", "/api/datasets/alice/strict")).json()) as { sha: string };
		const post = (lines: unknown[], query = ""): Promise<Response> =>
			request("POST", `/api/datasets/alice/strict/commit/main${query}`, ndjson(lines), {
				"content-type": "application/x-ndjson",
			});
		const cases: [unknown[], string, number, string?][] = [
			[
				[
					{ key: "header", value: { summary: "x" } },
					{ key: "deletedFile", value: { path: "nope" } },
				],
				"EntryNotFound",
				404,
			],
			[
				[
					{ key: "header", value: { summary: "x" } },
					{ key: "file", value: { path: "../x", content: "" } },
				],
				"InvalidPath",
				400,
			],
			[
				[
					{ key: "header", value: { summary: "x" } },
					{ key: "lfsFile", value: { path: "w.bin", algo: "sha256", oid: "a".repeat(64), size: 3 } },
				],
				"LfsObjectMissing",
				422,
			],
			[[{ key: "file", value: { path: "a", content: "" } }], "BadRequest", 400],
			[
				[
					{ key: "header", value: { summary: "x" } },
					{ key: "weird", value: {} },
				],
				"BadRequest",
				400,
			],
			[
				[
					{ key: "header", value: { summary: "x" } },
					{ key: "file", value: { path: "big.txt", content: Buffer.alloc(10 * 1024 * 1024).toString("base64") } },
				],
				"RegularFileTooLarge",
				422,
				"git-lfs",
			],
		];
		for (const [lines, code, status, text] of cases) {
			const response = await post(lines, "");
			expect(response.status, code).toBe(status);
			expect(response.headers.get("x-error-code")).toBe(code);
			if (text) expect(((await response.json()) as { error: string }).error).toContain(text);
		}
		const missingBranch = await request(
			"POST",
			"/api/datasets/alice/strict/commit/nope",
			ndjson([{ key: "header", value: { summary: "x" } }]),
			{
				"content-type": "application/x-ndjson",
			},
		);
		expect(missingBranch.headers.get("x-error-code")).toBe("RevisionNotFound");
		const anonymous = await hub().app.request("/api/datasets/alice/strict/commit/main", {
			method: "POST",
			body: ndjson([{ key: "header", value: { summary: "x" } }]),
		});
		expect(anonymous.status).toBe(401);
		expect(((await (await request("GET", "/api/datasets/alice/strict")).json()) as { sha: string }).sha).toBe(head.sha);
	});

	it("commits LFS files already in storage (size checked), copies and deletes folders", async () => {
		await request("POST", "/api/repos/create", { name: "weights", type: "model" });
		const bytes = Buffer.alloc(2048, 7);
		const sha256 = createHash("sha256").update(bytes).digest("hex");
		await hub().storage.put(blobKey(sha256), new Uint8Array(bytes), bytes.byteLength);
		// As the LFS upload records it: a commit may only name objects uploaded for its repository.
		const repo = await hub()
			.db.kysely.selectFrom("repos")
			.select("pk")
			.where("full_id", "=", "alice/weights")
			.executeTakeFirstOrThrow();
		await recordBlobUpload(hub().db.kysely, { sha256, repoPk: repo.pk, userPk: "", size: bytes.byteLength });
		const post = (lines: unknown[]): Promise<Response> =>
			request("POST", "/api/models/alice/weights/commit/main", ndjson(lines), {
				"content-type": "application/x-ndjson",
			});
		const wrongSize = await post([
			{ key: "header", value: { summary: "w" } },
			{ key: "lfsFile", value: { path: "model.bin", algo: "sha256", oid: sha256, size: 99 } },
		]);
		expect(wrongSize.headers.get("x-error-code")).toBe("LfsObjectMissing");
		const ok = await post([
			{ key: "header", value: { summary: "w" } },
			{ key: "lfsFile", value: { path: "model.bin", algo: "sha256", oid: sha256, size: 2048 } },
			{ key: "file", value: { path: "docs/a.md", content: b64("a") } },
			{ key: "file", value: { path: "docs/b.md", content: b64("b") } },
		]);
		expect(ok.status).toBe(200);
		// Python's server-side copy: an lfsFile without size, for an object the repository holds.
		const copy = await post([
			{ key: "header", value: { summary: "copy" } },
			{ key: "lfsFile", value: { path: "copies/model.bin", algo: "sha256", oid: sha256 } },
			{ key: "copyFile", value: { path: "docs/c.md", srcPath: "docs/a.md" } },
		]);
		expect(copy.status).toBe(200);
		const removed = await post([
			{ key: "header", value: { summary: "rm" } },
			{ key: "deletedFolder", value: { path: "docs/" } },
		]);
		expect(removed.status).toBe(200);
		const tree = (await (await request("GET", "/api/models/alice/weights/tree/main?recursive=true")).json()) as {
			path: string;
			lfs?: { oid: string };
		}[];
		expect(tree.map((entry) => entry.path)).toEqual([".gitattributes", "copies", "copies/model.bin", "model.bin"]);
		expect(tree.find((entry) => entry.path === "model.bin")?.lfs?.oid).toBe(sha256);
		const file = await request("GET", "/alice/weights/resolve/main/copies/model.bin");
		expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
	});

	it("creates and deletes branches and tags; commits land on any branch", async () => {
		await request("POST", "/api/repos/create", { name: "refs", type: "model" });
		expect((await request("POST", "/api/models/alice/refs/branch/dev", {})).status).toBe(200);
		expect((await request("POST", "/api/models/alice/refs/branch/dev", {})).headers.get("x-error-code")).toBe(
			"RefExists",
		);
		const onDev = await request(
			"POST",
			"/api/models/alice/refs/commit/dev",
			ndjson([
				{ key: "header", value: { summary: "dev only" } },
				{ key: "file", value: { path: "dev.txt", content: b64("d") } },
			]),
			{ "content-type": "application/x-ndjson" },
		);
		const devCommit = (await readJson(onDev, CommitCreated)).commitOid;
		expect((await request("POST", "/api/models/alice/refs/tag/dev", { tag: "v1" })).status).toBe(200);
		expect((await request("POST", "/api/models/alice/refs/tag/main", { tag: "v1" })).status).toBe(409);
		expect((await request("POST", "/api/models/alice/refs/tag/nope", { tag: "v2" })).headers.get("x-error-code")).toBe(
			"RevisionNotFound",
		);
		expect((await request("POST", "/api/models/alice/refs/branch/feature%2Fx", { startingPoint: "v1" })).status).toBe(
			200,
		);
		const refs = (await (await request("GET", "/api/models/alice/refs/refs")).json()) as {
			branches: { name: string; targetCommit: string }[];
			tags: { name: string; targetCommit: string }[];
		};
		expect(refs.branches.map((b) => b.name).sort()).toEqual(["dev", "feature/x", "main"]);
		expect(refs.tags).toEqual([{ name: "v1", ref: "refs/tags/v1", targetCommit: devCommit }]);
		const main = (await (await request("GET", "/api/models/alice/refs/tree/main")).json()) as { path: string }[];
		expect(main.map((e) => e.path)).toEqual([".gitattributes"]);
		expect((await request("DELETE", "/api/models/alice/refs/branch/dev")).status).toBe(200);
		expect((await request("DELETE", "/api/models/alice/refs/tag/v1")).status).toBe(200);
		expect((await request("DELETE", "/api/models/alice/refs/branch/main")).status).toBe(400);
		expect((await request("GET", "/alice/refs/resolve/feature%2Fx/dev.txt")).status).toBe(200);
	});

	it("settings change privacy and gating, commits never reset them; move redirects the old name; delete", async () => {
		await request("POST", "/api/repos/create", { name: "settings", type: "model" });
		expect(
			(await request("PUT", "/api/models/alice/settings/settings", { visibility: "private", gated: "manual" })).status,
		).toBe(200);
		await request(
			"POST",
			"/api/models/alice/settings/commit/main",
			ndjson([
				{ key: "header", value: { summary: "x" } },
				{ key: "file", value: { path: "a.txt", content: b64("a") } },
			]),
			{ "content-type": "application/x-ndjson" },
		);
		expect(await (await request("GET", "/api/models/alice/settings")).json()).toMatchObject({
			private: true,
			gated: "manual",
		});
		expect((await request("PUT", "/api/models/alice/settings/settings", { private: false, gated: false })).status).toBe(
			200,
		);
		expect(await (await request("GET", "/api/models/alice/settings")).json()).toMatchObject({
			private: false,
			gated: false,
		});

		expect(
			(await request("POST", "/api/repos/move", { fromRepo: "alice/settings", toRepo: "alice/renamed", type: "model" }))
				.status,
		).toBe(200);
		const old = await request("GET", "/alice/settings/resolve/main/a.txt?download=true");
		expect(old.status).toBe(307);
		expect(old.headers.get("location")).toBe("/alice/renamed/resolve/main/a.txt?download=true");
		const api = await request("GET", "/api/models/alice/settings/revision/main");
		expect(api.headers.get("location")).toBe("/api/models/alice/renamed/revision/main");
		expect(((await (await request("GET", "/api/models/alice/renamed")).json()) as { id: string }).id).toBe(
			"alice/renamed",
		);
		// Site pages of the old name redirect too (the site is mounted as the catch-all).
		const withSite = createApp({
			db: hub().db,
			storage: hub().storage,
			config: {},
			downloads: hub().downloads,
			site: { fetch: async (page) => new Response(`page ${new URL(page.url).pathname}`) },
		});
		const page = await withSite.request("/alice/settings/tree/main?x=1");
		expect([page.status, page.headers.get("location")]).toEqual([307, "/alice/renamed/tree/main?x=1"]);
		expect(await (await withSite.request("/alice/renamed")).text()).toBe("page /alice/renamed");

		const deleted = await request("DELETE", "/api/repos/delete", {
			name: "renamed",
			organization: "alice",
			type: "model",
		});
		expect(deleted.status).toBe(200);
		expect(await deleted.text()).toBe("OK");
		expect((await request("GET", "/api/models/alice/renamed")).status).toBe(404);
		expect((await request("GET", "/api/models/alice/settings")).status).toBe(404);
		expect(
			(await request("DELETE", "/api/repos/delete", { name: "renamed", type: "model" })).headers.get("x-error-code"),
		).toBe("RepoNotFound");
	});

	it("20 concurrent commits on one parent over HTTP: one lands, 19 get 412; 20 without a parent all land", async () => {
		await request("POST", "/api/repos/create", { name: "race", type: "model" });
		const parent = ((await (await request("GET", "/api/models/alice/race")).json()) as { sha: string }).sha;
		const post = (i: number, parentCommit?: string): Promise<Response> =>
			request(
				"POST",
				"/api/models/alice/race/commit/main",
				ndjson([
					{ key: "header", value: { summary: `c${i}`, ...(parentCommit ? { parentCommit } : {}) } },
					{ key: "file", value: { path: `f${i}.txt`, content: b64(String(i)) } },
				]),
				{ "content-type": "application/x-ndjson" },
			);
		const raced = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i, parent)));
		expect(raced.filter((response) => response.status === 200)).toHaveLength(1);
		expect(raced.filter((response) => response.status === 412)).toHaveLength(19);
		const queued = await Promise.all(Array.from({ length: 20 }, (_, i) => post(100 + i)));
		expect(queued.map((response) => response.status)).toEqual(Array(20).fill(200));
		const history = await request("GET", "/api/models/alice/race/commits/main?limit=100");
		expect(history.headers.get("x-total-count")).toBe("22");
		const commits = (await history.json()) as { id: string }[];
		expect(commits).toHaveLength(22);
		const tree = (await (await request("GET", "/api/models/alice/race/tree/main")).json()) as { path: string }[];
		expect(tree.filter((entry) => /^f1\d\d\.txt$/.test(entry.path))).toHaveLength(20);
	});

	it("validates YAML front matter and counts likes", async () => {
		const good = await request("POST", "/api/validate-yaml", {
			content: "---\nlicense: mit\n---\n# x",
			repoType: "model",
		});
		expect(good.status).toBe(200);
		expect(await good.json()).toEqual({ errors: [], warnings: [] });
		const bad = await request("POST", "/api/validate-yaml", {
			content: "---\nlicense: [mit\n---\n",
			repoType: "model",
		});
		expect((await readJson(bad, YamlInvalid, 400)).errors).toHaveLength(1);
		const liked = await request("POST", "/api/models/atrium/tiny-gpt/like");
		expect(await readJson(liked, LikeState)).toEqual({ liked: true, likes: 1 });
		await request("POST", "/api/models/atrium/tiny-gpt/like");
		expect(((await (await request("GET", "/api/models/atrium/tiny-gpt")).json()) as { likes: number }).likes).toBe(1);
		await request("POST", "/api/models/atrium/tiny-gpt/like", undefined, await writerHeaders(hub(), "bob"));
		expect(((await (await request("GET", "/api/models/atrium/tiny-gpt")).json()) as { likes: number }).likes).toBe(2);
		const unliked = await request("DELETE", "/api/models/atrium/tiny-gpt/like");
		expect(await readJson(unliked, LikeState)).toEqual({ liked: false, likes: 1 });
		expect(((await (await request("GET", "/api/models/atrium/tiny-gpt")).json()) as { likes: number }).likes).toBe(1);
	});

	it("serves the real @huggingface/hub client: create, commit with deletions, branches, delete", async () => {
		const server = createHubServer(hub().app);
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		const hubUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
		try {
			const accessToken = await writerToken(hub(), "alice");
			const repo = { type: "model" as const, name: "alice/js-client" };
			const created = await createRepo({ repo, accessToken, hubUrl });
			expect(created.repoUrl).toBe(`${hubUrl}/alice/js-client`);
			const weights = new Uint8Array(300_000).map((_, i) => (i * 7) % 256);
			const uploaded = await uploadFiles({
				repo,
				accessToken,
				hubUrl,
				commitTitle: "files",
				files: [
					{ path: "a.txt", content: new Blob(["A"]) },
					{ path: "dir/b.txt", content: new Blob(["B"]) },
					{ path: "dir/c.txt", content: new Blob(["C"]) },
					{ path: "weights/model.bin", content: new Blob([weights]) },
				],
			});
			expect(uploaded?.commit.url).toBe(`${hubUrl}/alice/js-client/commit/${uploaded?.commit.oid}`);
			const listed = new Map<string, { size: number; lfs?: { oid: string } }>();
			for await (const file of listFiles({ repo, hubUrl, recursive: true })) listed.set(file.path, file);
			expect([...listed.keys()].sort()).toEqual([
				".gitattributes",
				"a.txt",
				"dir",
				"dir/b.txt",
				"dir/c.txt",
				"weights",
				"weights/model.bin",
			]);
			expect(listed.get("weights/model.bin")?.lfs?.oid).toBe(createHash("sha256").update(weights).digest("hex"));
			const downloaded = await downloadFile({ repo, hubUrl, path: "weights/model.bin" });
			expect(Buffer.from(await (downloaded as Blob).arrayBuffer()).equals(Buffer.from(weights))).toBe(true);
			expect(await (await downloadFile({ repo, hubUrl, path: "dir/b.txt" }))?.text()).toBe("B");
			await hfCommit({
				repo,
				accessToken,
				hubUrl,
				title: "Remove b and c",
				operations: [
					{ operation: "delete", path: "dir/b.txt" },
					{ operation: "delete", path: "dir/c.txt" },
				],
			});
			await deleteFile({ repo, accessToken, hubUrl, path: "a.txt" });
			await createBranch({ repo, accessToken, hubUrl, branch: "keep" });
			await createBranch({ repo, accessToken, hubUrl, branch: "gone" });
			await deleteBranch({ repo, accessToken, hubUrl, branch: "gone" });
			const files = [];
			for await (const file of listFiles({ repo, hubUrl, recursive: true })) files.push(file.path);
			expect(files).toEqual([".gitattributes", "weights", "weights/model.bin"]);
			expect(await fileExists({ repo, hubUrl, path: "a.txt" })).toBe(false);
			const titles = [];
			for await (const item of listCommits({ repo, hubUrl })) titles.push(item.title);
			expect(titles).toEqual(["Delete a.txt", "Remove b and c", "files", "initial commit"]);
			const info = await modelInfo({ name: repo.name, hubUrl, additionalFields: ["sha"] });
			expect(info.id).toBeDefined();
			const onKeep = await downloadFile({ repo, hubUrl, path: ".gitattributes", revision: "keep" });
			expect(await onKeep?.text()).toContain("filter=lfs");
			await deleteRepo({ repo, accessToken, hubUrl });
			expect(
				(await fetch(`${hubUrl}/api/models/alice/js-client`, { headers: { authorization: `Bearer ${accessToken}` } }))
					.status,
			).toBe(404);
		} finally {
			await new Promise((resolve) => server.close(resolve));
		}
	});
});
