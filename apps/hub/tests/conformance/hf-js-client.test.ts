import { mkdtemp, readFile, readdir, readlink, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import {
	countCommits,
	downloadFile,
	downloadFileToCacheDir,
	fileExists,
	listCommits,
	listFiles,
	listModels,
	modelInfo,
	repoExists,
	snapshotDownload,
} from "@huggingface/hub";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
	CONFORMANCE_REPO,
	SLASHED_BRANCH,
	sha256Hex,
	startConformanceHub,
	type ConformanceHub,
} from "./conformance-hub.ts";

/*
 * What src/hf-client.test.ts (the hub's own @huggingface/hub test) leaves out of the JS client's
 * behaviours: raw-slash revisions in tree and commits URLs, a hubUrl with a trailing slash (the
 * client then requests //api/...), HEAD /raw/ for fileExists, repoExists (expand[]=likes),
 * countCommits (X-Total-Count), and snapshotDownload / downloadFileToCacheDir (JSON paths-info).
 */

/** A fetch that records every requested URL and method, for showing what went over the wire. */
function recordingFetch(log: { method: string; url: string }[]): typeof fetch {
	return (input, init) => {
		const url = input instanceof Request ? input.url : String(input);
		log.push({ method: init?.method ?? (input instanceof Request ? input.method : "GET"), url });
		return fetch(input, init);
	};
}

/** Every file below a directory (following the cache's symlinks), as relative path → sha256 of the bytes. */
async function filesUnder(root: string): Promise<Record<string, string>> {
	const found: Record<string, string> = {};
	for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
		if (entry.isDirectory()) continue;
		const full = join(entry.parentPath, entry.name);
		found[relative(root, full)] = sha256Hex(await readFile(full));
	}
	return found;
}

describe("@huggingface/hub behaviours beyond the hub's own client test", () => {
	let hub: ConformanceHub;
	let cacheDir: string;

	beforeAll(async () => {
		hub = await startConformanceHub();
		cacheDir = await mkdtemp(join(tmpdir(), "atrium-js-cache-"));
		// The cache functions print "Downloading <file> to <path>" (console.debug) for every file.
		vi.spyOn(console, "debug").mockImplementation(() => undefined);
	}, 60_000);
	afterAll(async () => {
		vi.restoreAllMocks();
		await hub?.close();
		if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
	});

	it("works with a hubUrl that ends in a slash (the client then asks for //api/... and //ns/name/resolve/...)", async () => {
		const log: { method: string; url: string }[] = [];
		const hubUrl = `${hub.url}/`;
		const info = await modelInfo({
			hubUrl,
			name: "atrium/tiny-gpt",
			additionalFields: ["sha"],
			fetch: recordingFetch(log),
		});
		expect(info.sha).toMatch(/^[0-9a-f]{40}$/);
		const names: string[] = [];
		for await (const model of listModels({ hubUrl, search: { owner: "atrium" }, limit: 3, fetch: recordingFetch(log) }))
			names.push(model.name);
		expect(names).toHaveLength(3);
		const blob = await downloadFile({
			hubUrl,
			repo: "atrium/tiny-gpt",
			path: "config.json",
			fetch: recordingFetch(log),
		});
		expect(sha256Hex(new Uint8Array(await (blob ?? new Blob()).arrayBuffer()))).toBe(
			sha256Hex(hub.content("atrium/tiny-gpt", "config.json")),
		);
		expect(log.some((entry) => entry.url.startsWith(`${hub.url}//api/`))).toBe(true);
		expect(log.some((entry) => entry.url.startsWith(`${hub.url}//atrium/tiny-gpt/resolve/`))).toBe(true);
	});

	it("lists files and commits of a slashed branch sent raw (tree/feature/v1, commits/feature/v1)", async () => {
		const log: { method: string; url: string }[] = [];
		const files: string[] = [];
		for await (const entry of listFiles({
			hubUrl: hub.url,
			repo: CONFORMANCE_REPO,
			revision: SLASHED_BRANCH,
			recursive: true,
			fetch: recordingFetch(log),
		})) {
			if (entry.type === "file") files.push(entry.path);
		}
		expect(log[0]?.url).toContain(`/tree/${SLASHED_BRANCH}?`);
		expect(files.sort()).toEqual([".gitattributes", "README.md", "config.json", "nested/deeper/leaf.txt"]);
		const nested: string[] = [];
		for await (const entry of listFiles({
			hubUrl: hub.url,
			repo: CONFORMANCE_REPO,
			revision: SLASHED_BRANCH,
			path: "nested",
		}))
			nested.push(`${entry.type}:${entry.path}`);
		expect(nested).toEqual(["directory:nested/deeper"]);
		const commits = [];
		for await (const commit of listCommits({
			hubUrl: hub.url,
			repo: CONFORMANCE_REPO,
			revision: SLASHED_BRANCH,
			fetch: recordingFetch(log),
		}))
			commits.push(commit);
		expect(log.at(-1)?.url).toContain(`/commits/${SLASHED_BRANCH}`);
		expect(commits.map((commit) => commit.oid)).toEqual([hub.commits.v1]);
		expect(commits[0]?.date).toBeInstanceOf(Date);
		const mainCommits = [];
		for await (const commit of listCommits({ hubUrl: hub.url, repo: CONFORMANCE_REPO })) mainCommits.push(commit.oid);
		expect(mainCommits).toEqual([hub.commits.v2, hub.commits.v1]);
		expect(await countCommits({ hubUrl: hub.url, repo: CONFORMANCE_REPO })).toBe(2);
		expect(await countCommits({ hubUrl: hub.url, repo: CONFORMANCE_REPO, revision: SLASHED_BRANCH })).toBe(1);
	});

	it("listFiles follows the tree's Link pages (more than 1000 entries)", async () => {
		const log: { method: string; url: string }[] = [];
		const paths: string[] = [];
		for await (const entry of listFiles({
			hubUrl: hub.url,
			repo: CONFORMANCE_REPO,
			recursive: true,
			fetch: recordingFetch(log),
		}))
			if (entry.type === "file") paths.push(entry.path);
		expect(paths.sort()).toEqual(hub.paths(CONFORMANCE_REPO));
		expect(log.length).toBeGreaterThanOrEqual(2);
		expect(log[1]?.url).toMatch(/[?&]cursor=/);
	});

	it("reads model info at an encodeURIComponent()-ed slashed revision", async () => {
		const info = await modelInfo({
			hubUrl: hub.url,
			name: CONFORMANCE_REPO,
			revision: SLASHED_BRANCH,
			additionalFields: ["sha"],
		});
		expect(info.sha).toBe(hub.commits.v1);
	});

	it("fileExists answers from HEAD /raw/ (true, false, LFS files included); repoExists from expand[]=likes", async () => {
		const log: { method: string; url: string }[] = [];
		const exists = (path: string, revision?: string): Promise<boolean> =>
			fileExists({
				hubUrl: hub.url,
				repo: CONFORMANCE_REPO,
				path,
				fetch: recordingFetch(log),
				...(revision ? { revision } : {}),
			});
		expect(await exists("config.json")).toBe(true);
		expect(await exists("weights/blob.bin")).toBe(true);
		expect(await exists("no-such-file.txt")).toBe(false);
		expect(await exists("empty.txt", SLASHED_BRANCH)).toBe(false);
		expect(log[0]).toEqual({ method: "HEAD", url: `${hub.url}/${CONFORMANCE_REPO}/raw/main/config.json` });
		expect(await repoExists({ hubUrl: hub.url, repo: "atrium/tiny-gpt", fetch: recordingFetch(log) })).toBe(true);
		expect(log.at(-1)?.url).toContain("?expand[]=likes");
		expect(await repoExists({ hubUrl: hub.url, repo: "atrium/does-not-exist" })).toBe(false);
		expect(await repoExists({ hubUrl: hub.url, repo: { type: "dataset", name: "atrium/tiny-reviews" } })).toBe(true);
	});

	it("snapshotDownload fills the shared cache: revision -> sha, tree, JSON paths-info per file, then the bytes", async () => {
		const log: { method: string; url: string }[] = [];
		const repo = "atrium/tiny-sentence-encoder";
		const folder = await snapshotDownload({ hubUrl: hub.url, repo, cacheDir, fetch: recordingFetch(log) });
		const sha = (await modelInfo({ hubUrl: hub.url, name: repo, additionalFields: ["sha"] })).sha;
		expect(folder).toBe(join(cacheDir, "models--atrium--tiny-sentence-encoder", "snapshots", sha));
		const expected = Object.fromEntries(hub.paths(repo).map((path) => [path, sha256Hex(hub.content(repo, path))]));
		expect(await filesUnder(folder)).toEqual(expected);
		expect(log.some((entry) => entry.method === "POST" && entry.url.includes(`/paths-info/${sha}`))).toBe(true);
		expect(log.some((entry) => entry.url.includes(`/tree/${sha}`))).toBe(true);
		const link = await readlink(join(folder, "model.safetensors"));
		expect(link).toContain(`blobs/${sha256Hex(hub.content(repo, "model.safetensors"))}`);
	});

	it("downloadFileToCacheDir resolves a slashed branch to its commit and stores the file under snapshots/<commit>", async () => {
		const path = await downloadFileToCacheDir({
			hubUrl: hub.url,
			repo: CONFORMANCE_REPO,
			path: "nested/deeper/leaf.txt",
			revision: SLASHED_BRANCH,
			cacheDir,
		});
		expect(path).toBe(
			join(cacheDir, "models--conformance--special-files", "snapshots", hub.commits.v1, "nested/deeper/leaf.txt"),
		);
		expect(sha256Hex(await readFile(path))).toBe(
			sha256Hex(hub.content(CONFORMANCE_REPO, "nested/deeper/leaf.txt", "v1")),
		);
	});
});
