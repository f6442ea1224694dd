import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { fileFromBytes } from "../../commits/commit-file.ts";
import { createCommit } from "../../commits/create-commit.ts";
import { blobId } from "../../git/objects/blob.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { handmadeRepos } from "../../../seed/handmade-repos.ts";

const SHA1 = /^[0-9a-f]{40}$/;
const seeded = (id: string, path: string): Uint8Array => {
	const content = handmadeRepos().find((repo) => repo.id === id)?.files[path];
	if (content === undefined) throw new Error(`no seed file ${id}/${path}`);
	return typeof content === "string" ? new TextEncoder().encode(content) : content;
};

describeBackends("file routes", (hub) => {
	// In-process requests name their client as the site's calls do (the hub's internal address header).
	const request = async (path: string, init?: RequestInit): Promise<Response> => hub().app.request(path, init);

	it("answers HEAD on a regular file with exact size, git ETag, commit and no compression", async () => {
		const config = seeded("atrium/tiny-gpt", "config.json");
		const info = (await (await request("/api/models/atrium/tiny-gpt")).json()) as { sha: string };
		const head = await request("/atrium/tiny-gpt/resolve/main/config.json", {
			method: "HEAD",
			headers: { "Accept-Encoding": "gzip" },
		});
		expect(head.status).toBe(200);
		expect(head.headers.get("content-length")).toBe(String(config.byteLength));
		expect(head.headers.get("etag")).toBe(`"${blobId(config)}"`);
		expect(head.headers.get("x-repo-commit")).toBe(info.sha);
		expect(head.headers.get("accept-ranges")).toBe("bytes");
		expect(head.headers.get("content-encoding")).toBeNull();
		expect(head.headers.get("x-linked-etag")).toBeNull();
		expect(head.headers.get("content-disposition")).toBe(
			`inline; filename*=UTF-8''config.json; filename="config.json";`,
		);
		expect(await head.text()).toBe("");
		const get = await request("/atrium/tiny-gpt/resolve/main/config.json");
		expect(new Uint8Array(await get.arrayBuffer())).toEqual(config);
	});

	it("serves LFS files with X-Linked-Etag (sha256) and X-Linked-Size, and their pointer on /raw/", async () => {
		const content = seeded("atrium/large-checkpoint", "pytorch_model.bin");
		const sha256 = createHash("sha256").update(content).digest("hex");
		const head = await request("/atrium/large-checkpoint/resolve/main/pytorch_model.bin", { method: "HEAD" });
		expect(head.headers.get("x-linked-etag")).toBe(`"${sha256}"`);
		expect(head.headers.get("etag")).toBe(`"${sha256}"`);
		expect(head.headers.get("x-linked-size")).toBe(String(content.byteLength));
		expect(head.headers.get("content-length")).toBe(String(content.byteLength));
		const full = new Uint8Array(
			await (await request("/atrium/large-checkpoint/resolve/main/pytorch_model.bin")).arrayBuffer(),
		);
		expect(createHash("sha256").update(full).digest("hex")).toBe(sha256);
		const raw = await request("/atrium/large-checkpoint/raw/main/pytorch_model.bin");
		expect(await raw.text()).toBe(
			`version https://git-lfs.github.com/spec/v1\noid sha256:${sha256}\nsize ${content.byteLength}\n`,
		);
		expect(raw.headers.get("etag")).toMatch(/^"[0-9a-f]{40}"$/);
	});

	it("honours single ranges: a-b, a-, suffix, 0-0 probe, and 416 beyond the end", async () => {
		const content = seeded("atrium/large-checkpoint", "pytorch_model.bin");
		const url = "/atrium/large-checkpoint/resolve/main/pytorch_model.bin";
		const middle = await request(url, { headers: { Range: "bytes=1000-1999" } });
		expect(middle.status).toBe(206);
		expect(middle.headers.get("content-range")).toBe(`bytes 1000-1999/${content.byteLength}`);
		expect(middle.headers.get("content-length")).toBe("1000");
		expect(new Uint8Array(await middle.arrayBuffer())).toEqual(content.subarray(1000, 2000));
		const tail = await request(url, { headers: { Range: `bytes=${content.byteLength - 10}-` } });
		expect(new Uint8Array(await tail.arrayBuffer())).toEqual(content.subarray(content.byteLength - 10));
		const suffix = await request(url, { headers: { Range: "bytes=-5" } });
		expect(suffix.headers.get("content-range")).toBe(
			`bytes ${content.byteLength - 5}-${content.byteLength - 1}/${content.byteLength}`,
		);
		const probe = await request("/atrium/tiny-gpt/resolve/main/config.json", { headers: { Range: "bytes=0-0" } });
		expect(probe.status).toBe(206);
		expect(probe.headers.get("content-range")).toMatch(/^bytes 0-0\/\d+$/);
		const beyond = await request(url, { headers: { Range: `bytes=${content.byteLength}-` } });
		expect(beyond.status).toBe(416);
		expect(beyond.headers.get("content-range")).toBe(`bytes */${content.byteLength}`);
		expect(await beyond.json()).toHaveProperty("error");
	});

	it("serves zero-byte files, datasets and spaces prefixes, and HEAD as a revision", async () => {
		const empty = await request("/datasets/atrium/tiny-reviews/resolve/main/data/.keep");
		expect(empty.status).toBe(200);
		expect(empty.headers.get("content-length")).toBe("0");
		expect(await empty.text()).toBe("");
		const probe = await request("/datasets/atrium/tiny-reviews/resolve/main/data/.keep", {
			headers: { Range: "bytes=0-0" },
		});
		expect(probe.status).toBe(200);
		expect(probe.headers.get("content-range")).toBe("bytes */0");
		const csv = await request("/datasets/atrium/tiny-reviews/resolve/HEAD/data/test.csv");
		expect(await csv.text()).toMatch(/^text,label\n/);
		const app = await request("/spaces/atrium/tiny-demo/raw/main/app.py", { method: "HEAD" });
		expect(app.status).toBe(200);
		expect(app.headers.get("etag")).toMatch(/^"[0-9a-f]{40}"$/);
		const sha = ((await (await request("/api/models/atrium/tiny-gpt")).json()) as { sha: string }).sha;
		expect((await request(`/atrium/tiny-gpt/resolve/${sha}/config.json`, { method: "HEAD" })).status).toBe(200);
	});

	it("serves paths with spaces and non-ASCII characters", async () => {
		const { db, storage } = hub();
		await createCommit(
			{ db, storage },
			{ type: "model", repoId: "tester/unicode", files: [fileFromBytes("notes/été 1.txt", "bonjour")], title: "init" },
		);
		const response = await request("/tester/unicode/resolve/main/notes/%C3%A9t%C3%A9%201.txt");
		expect(response.status).toBe(200);
		expect(await response.text()).toBe("bonjour");
		expect(response.headers.get("content-disposition")).toBe(
			`inline; filename*=UTF-8''%C3%A9t%C3%A9%201.txt; filename="_t_ 1.txt";`,
		);
	});

	it("answers 304 to a matching If-None-Match", async () => {
		const head = await request("/atrium/tiny-gpt/resolve/main/config.json", { method: "HEAD" });
		const etag = head.headers.get("etag") ?? "";
		const again = await request("/atrium/tiny-gpt/resolve/main/config.json", { headers: { "If-None-Match": etag } });
		expect(again.status).toBe(304);
	});

	it("reports missing files, revisions and repositories with client-readable codes", async () => {
		const entry = await request("/atrium/tiny-gpt/resolve/main/adapter_config.json", { method: "HEAD" });
		expect(entry.status).toBe(404);
		expect(entry.headers.get("x-error-code")).toBe("EntryNotFound");
		expect(entry.headers.get("x-repo-commit")).toMatch(SHA1);
		const revision = await request("/atrium/tiny-gpt/resolve/v9/config.json");
		expect(revision.status).toBe(404);
		expect(revision.headers.get("x-error-code")).toBe("RevisionNotFound");
		const encoded = await request("/atrium/tiny-gpt/resolve/refs%2Fpr%2F3/config.json");
		expect(encoded.headers.get("x-error-code")).toBe("RevisionNotFound");
		const repo = await request("/atrium/missing/resolve/main/config.json");
		expect(repo.status).toBe(401);
		expect(repo.headers.get("x-error-code")).toBe("RepoNotFound");
		expect(repo.headers.get("content-type")).toMatch(/^application\/json/);
	});

	it("resolves unencoded slashed revisions on resolve and raw: longest existing branch or tag first", async () => {
		const { db, storage } = hub();
		const commitOf = async (files: Record<string, string>, title: string): Promise<string> =>
			(
				await createCommit(
					{ db, storage },
					{
						type: "model",
						repoId: "tester/slashed",
						files: Object.entries(files).map(([path, text]) => fileFromBytes(path, text)),
						title,
					},
				)
			).commitId;
		const v1 = await commitOf({ "config.json": '{"revision":1}' }, "first");
		const v2 = await commitOf({ "config.json": '{"revision":2}', "v1/config.json": '{"nested":2}' }, "second");
		const repo = await db.kysely
			.selectFrom("repos")
			.select("pk")
			.where("full_id", "=", "tester/slashed")
			.executeTakeFirstOrThrow();
		await db.kysely
			.insertInto("refs")
			.values([
				{ repo_pk: repo.pk, kind: "branch", name: "feature/v1", commit_id: v1 },
				{ repo_pk: repo.pk, kind: "tag", name: "feature", commit_id: v2 },
				{ repo_pk: repo.pk, kind: "tag", name: "releases/2026/q3", commit_id: v1 },
			])
			.execute();
		const body = async (path: string): Promise<{ status: number; text: string; commit: string | null }> => {
			const response = await request(path);
			return { status: response.status, text: await response.text(), commit: response.headers.get("x-repo-commit") };
		};
		expect(await body("/tester/slashed/resolve/feature/v1/config.json")).toEqual({
			status: 200,
			text: '{"revision":1}',
			commit: v1,
		});
		expect(await body("/tester/slashed/raw/feature/v1/config.json")).toMatchObject({ status: 200, commit: v1 });
		expect(await body("/tester/slashed/resolve/feature%2Fv1/config.json")).toMatchObject({
			text: '{"revision":1}',
			commit: v1,
		});
		expect(await body("/tester/slashed/resolve/feature/config.json")).toMatchObject({
			text: '{"revision":2}',
			commit: v2,
		});
		expect(await body("/tester/slashed/resolve/feature/v1%2Fconfig.json")).toMatchObject({ status: 200, commit: v1 });
		expect(await body("/tester/slashed/resolve/releases/2026/q3/config.json")).toMatchObject({
			status: 200,
			commit: v1,
		});
		expect(await body(`/tester/slashed/resolve/${v1}/config.json`)).toMatchObject({ text: '{"revision":1}' });
		const head = await request("/tester/slashed/resolve/feature/v1/config.json", { method: "HEAD" });
		expect(head.headers.get("x-repo-commit")).toBe(v1);
		const missingFile = await request("/tester/slashed/resolve/feature/v1/absent.json");
		expect(missingFile.headers.get("x-error-code")).toBe("EntryNotFound");
		expect(await missingFile.json()).toMatchObject({ error: 'absent.json does not exist on "feature/v1"' });
		const missingBranch = await request("/tester/slashed/resolve/nope/v1/config.json");
		expect(missingBranch.status).toBe(404);
		expect(missingBranch.headers.get("x-error-code")).toBe("RevisionNotFound");
		expect(await missingBranch.json()).toMatchObject({ error: "Invalid rev id: nope" });
		const pr = await request("/tester/slashed/resolve/refs/pr/1/config.json");
		expect(pr.headers.get("x-error-code")).toBe("RevisionNotFound");
		expect(await pr.json()).toMatchObject({ error: "Invalid rev id: refs/pr/1" });
		expect((await request("/tester/slashed/resolve/feature%2Fv9/config.json")).headers.get("x-error-code")).toBe(
			"RevisionNotFound",
		);
		const paths = async (url: string): Promise<string[]> =>
			((await (await request(url)).json()) as { path: string }[]).map((entry) => entry.path);
		expect(await paths("/api/models/tester/slashed/tree/feature/v1")).toEqual([".gitattributes", "config.json"]);
		expect(await paths("/api/models/tester/slashed/tree/feature")).toEqual([".gitattributes", "config.json", "v1"]);
		const info = (await (await request("/api/models/tester/slashed/revision/feature/v1")).json()) as { sha: string };
		expect(info.sha).toBe(v1);
	});

	it("rejects path traversal and malformed paths with 400", async () => {
		for (const path of [
			"..%2F..%2Fsecret",
			"a%2F%2e%2e%2Fb",
			"dir%5C..%5Cx",
			".git/config",
			"%2Fetc%2Fpasswd",
			"a%00b",
		]) {
			const response = await request(`/atrium/tiny-gpt/resolve/main/${path}`);
			expect(response.status, path).toBe(400);
			expect(response.headers.get("x-error-code")).toBe("InvalidPath");
		}
	});

	it("counts one download per client for HEAD + GET + range probes of a counted file, and none for others", async () => {
		const { downloads, clock } = hub();
		const before = (await (
			await request("/api/models/atrium/tiny-whisper?expand=downloads&expand=downloadsAllTime")
		).json()) as { downloads: number };
		expect(before.downloads).toBe(0);
		const url = "/atrium/tiny-whisper/resolve/main/config.json";
		await request(url, { method: "HEAD", headers: { "X-Atrium-Client-Address": "10.0.0.1" } });
		await request(url, { headers: { "X-Atrium-Client-Address": "10.0.0.1" } });
		await request(url, { headers: { "X-Atrium-Client-Address": "10.0.0.1", Range: "bytes=0-0" } });
		await request("/atrium/tiny-whisper/resolve/main/tokenizer_config.json", {
			headers: { "X-Atrium-Client-Address": "10.0.0.1" },
		});
		await request(url, { headers: { "X-Atrium-Client-Address": "10.0.0.2" } });
		await request("/atrium/tiny-whisper/raw/main/config.json", { headers: { "X-Atrium-Client-Address": "10.0.0.3" } });
		clock.now += 2 * 60 * 60 * 1000;
		await request(url, { method: "HEAD", headers: { "X-Atrium-Client-Address": "10.0.0.1" } });
		await downloads.flush();
		const after = (await (await request("/api/models/atrium/tiny-whisper")).json()) as {
			downloads: number;
			downloadsAllTime: number;
		};
		expect(after).toMatchObject({ downloads: 3, downloadsAllTime: 3 });
		const top = (await (await request("/api/models?sort=downloads&limit=1")).json()) as {
			id: string;
			downloads: number;
		}[];
		expect(top[0]).toMatchObject({ id: "atrium/tiny-whisper", downloads: 3 });
	});

	it("counts by library rule: GGUF always, diffusers' model_index.json, timm's weights; datasets once per client window", async () => {
		const { downloads } = hub();
		const repos = [
			"/api/models/atrium/tiny-llama-gguf",
			"/api/models/atrium/tiny-diffusion",
			"/api/models/atrium/large-checkpoint",
			"/api/datasets/atrium/tiny-qa",
			"/api/spaces/atrium/tiny-demo",
		];
		const counts = async (): Promise<(number | undefined)[]> => {
			await downloads.flush();
			return Promise.all(
				repos.map(async (path) => ((await (await request(path)).json()) as { downloads?: number }).downloads),
			);
		};
		const before = await counts();
		const client = { "X-Atrium-Client-Address": "10.1.0.1" };
		await request("/atrium/tiny-llama-gguf/resolve/main/tiny-llama-F16.gguf", { method: "HEAD", headers: client });
		await request("/atrium/tiny-diffusion/resolve/main/model_index.json", { headers: client });
		await request("/atrium/tiny-diffusion/resolve/main/unet/config.json", { headers: client });
		await request("/atrium/large-checkpoint/resolve/main/pytorch_model.bin", { method: "HEAD", headers: client });
		await request("/atrium/large-checkpoint/resolve/main/config.json", { headers: client });
		await request("/datasets/atrium/tiny-qa/resolve/main/train.jsonl", { headers: client });
		await request("/datasets/atrium/tiny-qa/resolve/main/README.md", { headers: client });
		await request("/spaces/atrium/tiny-demo/resolve/main/app.py", { headers: client });
		await downloads.flush();
		const after = await counts();
		expect(after.map((count, index) => (count ?? 0) - (before[index] ?? 0))).toEqual([1, 1, 1, 1, 0]);
		expect(after[4]).toBeUndefined();
	});
});
