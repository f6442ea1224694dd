import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	CONFORMANCE_REPO,
	SHARD_COUNT,
	SLASHED_BRANCH,
	SPECIAL_PATH,
	TAG,
	TOKEN,
	gitBlobId,
	sha256Hex,
	startConformanceHub,
	type ConformanceHub,
} from "./conformance-hub.ts";
import type {
	Attempt,
	ErrorFacts,
	Metadata,
	Page,
	Report,
	RequestLog,
	Sibling,
	Snapshot,
	TreeEntry,
} from "./python-report.ts";
import { PYTHON, pythonSuiteRuns } from "./python-steps.ts";

const here = dirname(fileURLToPath(import.meta.url));
const MiB = 1024 * 1024;

const SENTENCE_ENCODER = "atrium/tiny-sentence-encoder";

describe.runIf(pythonSuiteRuns("client"))(
	"Python huggingface_hub download algorithms, re-enacted with requests",
	() => {
		let hub: ConformanceHub;
		let workdir: string;
		let report: Report;
		const shaOf = async (repoId: string): Promise<string> =>
			((await (await fetch(`${hub.url}/api/models/${repoId}`)).json()) as { sha: string }).sha;

		/** The facts of one step; fails with the Python error and trace when the step failed. */
		function step<T>(name: string): T {
			const result = report.steps[name];
			expect(result, `step ${name} missing from the report`).toBeDefined();
			expect(result?.ok, `${name}: ${result?.error ?? ""}\n${result?.trace ?? ""}`).toBe(true);
			return result as T;
		}

		beforeAll(async () => {
			hub = await startConformanceHub();
			workdir = await mkdtemp(join(tmpdir(), "atrium-python-client-"));
			const scenario = {
				endpoint: hub.url,
				workdir,
				token: TOKEN,
				regular: { repo: "atrium/tiny-gpt", file: "config.json" },
				lfs: { repo: "atrium/large-checkpoint", file: "pytorch_model.bin", interruptAfter: MiB },
				dataset: { repo: "atrium/tiny-reviews", file: "data/train.csv", empty: "data/.keep" },
				special: {
					repo: CONFORMANCE_REPO,
					file: SPECIAL_PATH,
					branch: SLASHED_BRANCH,
					tag: TAG,
					nested: "nested/deeper",
				},
				snapshot: { repo: SENTENCE_ENCODER },
				info: {
					repo: "atrium/tiny-bert-mlm",
					author: "atrium",
					dataset: "atrium/tiny-reviews",
					space: "atrium/tiny-demo",
				},
				missingRepo: "atrium/does-not-exist",
				listing: { author: "atrium", filter: "text-generation", secondFilter: "license:apache-2.0", search: "tiny" },
				pathsInfo: {
					repo: SENTENCE_ENCODER,
					paths: ["config.json", "1_Pooling/config.json", "1_Pooling", "no/such/file"],
				},
			};
			const { stdout } = await promisify(execFile)(PYTHON, [join(here, "python_client.py"), JSON.stringify(scenario)], {
				cwd: here,
				maxBuffer: 64 * MiB,
				timeout: 120_000,
				// No __pycache__ left beside the sources.
				env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" },
			});
			report = JSON.parse(stdout) as Report;
		}, 180_000);

		afterAll(async () => {
			await hub?.close();
			if (workdir) await rm(workdir, { recursive: true, force: true });
		});

		it("hf_hub_download: HEAD (identity) then GET; blobs/<etag>, snapshots/<commit>/<path>, refs/main; a 40-hex revision is served from the cache", async () => {
			const facts = step<{
				requests: RequestLog[];
				meta: Metadata;
				attempts: Attempt[];
				sha256: string;
				git_blob_id: string;
				pointer_is_symlink: boolean;
				pointer_target: string;
				blob: string;
				blobs: string[];
				snapshots: string[];
				ref_main: string;
				cached_call: { from_cache: boolean; path: string; requests: RequestLog[] };
			}>("hf_hub_download");
			const config = hub.content("atrium/tiny-gpt", "config.json");
			const commit = await shaOf("atrium/tiny-gpt");
			const url = `${hub.url}/atrium/tiny-gpt/resolve/main/config.json`;
			expect(facts.requests.map((request) => [request.method, request.url, request.status])).toEqual([
				["HEAD", url, 200],
				["GET", url, 200],
			]);
			expect(facts.meta).toMatchObject({
				commit_hash: commit,
				etag: gitBlobId(config),
				size: config.byteLength,
				location: url,
				content_encoding: null,
			});
			expect(commit).toMatch(/^[0-9a-f]{40}$/);
			expect(facts.attempts).toEqual([
				expect.objectContaining({ status: 200, content_encoding: null, display_name: "config.json" }),
			]);
			expect(facts.sha256).toBe(sha256Hex(config));
			expect(facts.git_blob_id).toBe(facts.meta.etag);
			expect(facts.pointer_is_symlink).toBe(true);
			expect(facts.pointer_target).toBe(facts.blob);
			expect(facts.blobs).toEqual([gitBlobId(config)]);
			expect(facts.snapshots).toEqual([commit]);
			expect(facts.ref_main).toBe(commit);
			expect(facts.cached_call.from_cache).toBe(true);
			expect(facts.cached_call.requests).toEqual([]);
			expect(facts.cached_call.path).toMatch(new RegExp(`/snapshots/${commit}/config\\.json$`));
		});

		it("hf_hub_download: an LFS file interrupted after 1 MiB resumes with Range: bytes=<n>- (206 + Content-Range) and passes the size check", () => {
			const facts = step<{ meta: Metadata; attempts: Attempt[]; size: number; sha256: string }>(
				"hf_hub_download_resume",
			);
			const checkpoint = hub.content("atrium/large-checkpoint", "pytorch_model.bin");
			const size = checkpoint.byteLength;
			expect(facts.meta).toMatchObject({ status: 200, etag: sha256Hex(checkpoint), size, content_encoding: null });
			const [first, second] = facts.attempts;
			expect(facts.attempts).toHaveLength(2);
			expect(first).toMatchObject({ status: 200, range: null, content_length: String(size) });
			const resumedAt = first?.interrupted_at ?? 0;
			expect(resumedAt).toBeGreaterThanOrEqual(MiB);
			expect(resumedAt).toBeLessThan(size);
			expect(second).toMatchObject({
				status: 206,
				range: `bytes=${resumedAt}-`,
				content_range: `bytes ${resumedAt}-${size - 1}/${size}`,
				content_length: String(size - resumedAt),
				content_encoding: null,
				restarted: false,
			});
			expect(facts.size).toBe(size);
			expect(facts.sha256).toBe(sha256Hex(checkpoint));
		});

		it("hf_hub_download: quote()d paths, dataset prefix, a zero-byte file, a %2F-encoded branch, a tag, a Bearer token", async () => {
			interface Variant {
				url: string;
				commit: string;
				etag: string;
				size: number;
				sha256: string;
			}
			const facts = step<
				Record<"special_path" | "dataset_file" | "empty_file" | "slashed_branch" | "tag", Variant> & {
					branch_ref: string;
					with_token: { sha256: string; status: number };
				}
			>("hf_hub_download_variants");
			const special = hub.content(CONFORMANCE_REPO, SPECIAL_PATH);
			expect(facts.special_path).toMatchObject({
				url: `${hub.url}/${CONFORMANCE_REPO}/resolve/main/dir%20with%20space/file%20%231%20%C3%A9.txt`,
				commit: hub.commits.v2,
				etag: gitBlobId(special),
				sha256: sha256Hex(special),
			});
			const train = hub.content("atrium/tiny-reviews", "data/train.csv");
			expect(facts.dataset_file).toMatchObject({
				url: `${hub.url}/datasets/atrium/tiny-reviews/resolve/main/data/train.csv`,
				sha256: sha256Hex(train),
				size: train.byteLength,
			});
			expect(facts.empty_file).toMatchObject({
				size: 0,
				etag: gitBlobId(new Uint8Array()),
				sha256: sha256Hex(new Uint8Array()),
			});
			const oldConfig = hub.content(CONFORMANCE_REPO, "config.json", "v1");
			expect(facts.slashed_branch).toMatchObject({
				url: `${hub.url}/${CONFORMANCE_REPO}/resolve/feature%2Fv1/config.json`,
				commit: hub.commits.v1,
				sha256: sha256Hex(oldConfig),
			});
			expect(facts.tag).toMatchObject({
				url: `${hub.url}/${CONFORMANCE_REPO}/resolve/${TAG}/config.json`,
				commit: hub.commits.v1,
			});
			expect(facts.branch_ref).toBe(hub.commits.v1);
			expect(facts.with_token).toEqual({
				sha256: sha256Hex(hub.content("atrium/tiny-gpt", "config.json")),
				status: 200,
			});
		});

		it("errors: EntryNotFound (404 + X-Repo-Commit, .no_exist marker), RepoNotFound (401 anonymous / 404 with a token), RevisionNotFound", async () => {
			const facts =
				step<Record<string, ErrorFacts & { no_exist_marker?: boolean; ref_main?: string | null }>>("download_errors");
			const commit = await shaOf("atrium/tiny-gpt");
			expect(facts.entry_not_found).toMatchObject({
				kind: "EntryNotFoundError",
				status: 404,
				code: "EntryNotFound",
				commit,
				no_exist_marker: true,
				ref_main: commit,
			});
			for (const [name, status] of [
				["repo_not_found_anonymous", 401],
				["repo_not_found_token", 404],
				["info_repo_not_found", 401],
			] as const) {
				expect(facts[name], name).toMatchObject({ kind: "RepositoryNotFoundError", status, code: "RepoNotFound" });
			}
			expect(facts.revision_not_found).toMatchObject({
				kind: "RevisionNotFoundError",
				status: 404,
				code: "RevisionNotFound",
			});
			expect(facts.info_revision_not_found).toMatchObject({
				kind: "RevisionNotFoundError",
				status: 404,
				content_type: expect.stringContaining("application/json"),
				body_error: expect.stringContaining("no-such-branch"),
			});
			expect(facts.info_repo_not_found?.body_error).toEqual(expect.any(String));
		});

		describe("snapshot_download", () => {
			const expectSnapshot = async (snapshot: Snapshot): Promise<void> => {
				const commit = await shaOf(SENTENCE_ENCODER);
				expect(snapshot.commit).toBe(commit);
				expect(snapshot.folder.endsWith(`/snapshots/${commit}`)).toBe(true);
				const expected = Object.fromEntries(
					hub.paths(SENTENCE_ENCODER).map((path) => [path, sha256Hex(hub.content(SENTENCE_ENCODER, path))]),
				);
				expect(snapshot.files).toEqual(expected);
				expect(snapshot.listed).toBe(hub.paths(SENTENCE_ENCODER).length);
				const downloads = snapshot.requests.filter((request) => request.url.includes("/resolve/"));
				expect(downloads.length).toBe(2 * hub.paths(SENTENCE_ENCODER).length);
				for (const request of downloads) expect(request.url).toContain(`/resolve/${commit}/`);
			};

			it(">= 1.22: revision -> sha, then the recursive tree at that sha, then each file at the sha; a re-run at the sha only lists the tree", async () => {
				const snapshot = step<Snapshot & { rerun_with_commit: { folder: string; requests: RequestLog[] } }>(
					"snapshot_download_1_22",
				);
				await expectSnapshot(snapshot);
				expect(snapshot.listing).toBe("tree");
				const treeUrl = `${hub.url}/api/models/${SENTENCE_ENCODER}/tree/${snapshot.commit}?recursive=true&expand=false`;
				expect(snapshot.requests.slice(0, 2).map((request) => request.url)).toEqual([
					`${hub.url}/api/models/${SENTENCE_ENCODER}/revision/main`,
					treeUrl,
				]);
				expect(snapshot.rerun_with_commit.folder).toBe(snapshot.folder);
				expect(snapshot.rerun_with_commit.requests.map((request) => request.url)).toEqual([treeUrl]);
			});

			it("0.34 - 1.21: the file list comes from siblings (no tree request)", async () => {
				const snapshot = step<Snapshot>("snapshot_download_0_34");
				await expectSnapshot(snapshot);
				expect(snapshot.listing).toBe("siblings");
				expect(snapshot.requests.some((request) => request.url.includes("/tree/"))).toBe(false);
			});

			it("< 0.34: sha and siblings are asserted present", async () => {
				const snapshot = step<Snapshot>("snapshot_download_old");
				await expectSnapshot(snapshot);
				expect(snapshot.listing).toBe("siblings");
			});

			it("a dataset snapshot uses /api/datasets/ for the listing and the datasets/ prefix for files", async () => {
				const snapshot = step<Omit<Snapshot, "requests"> & { requests: string[] }>("snapshot_download_dataset");
				const repo = "atrium/tiny-reviews";
				const sha = ((await (await fetch(`${hub.url}/api/datasets/${repo}`)).json()) as { sha: string }).sha;
				expect(snapshot.commit).toBe(sha);
				expect(snapshot.folder.endsWith(`/datasets--atrium--tiny-reviews/snapshots/${sha}`)).toBe(true);
				expect(snapshot.requests).toEqual([
					`${hub.url}/api/datasets/${repo}/revision/main`,
					`${hub.url}/api/datasets/${repo}/tree/${sha}?recursive=true&expand=false`,
				]);
				expect(snapshot.files).toEqual(
					Object.fromEntries(hub.paths(repo).map((path) => [path, sha256Hex(hub.content(repo, path))])),
				);
			});

			it(">= 1.22 walks every tree page through absolute Link URLs that repeat the query", () => {
				const snapshot = step<Snapshot & { pages: Page[] }>("snapshot_download_pages");
				const all = hub.paths(CONFORMANCE_REPO);
				expect(all.length).toBeGreaterThan(SHARD_COUNT);
				expect(snapshot.commit).toBe(hub.commits.v2);
				expect(snapshot.listed).toBe(all.length);
				expect(snapshot.downloaded).toEqual(all.filter((path) => !path.startsWith("shards/")));
				expect(snapshot.pages.length).toBeGreaterThanOrEqual(2);
				expect(snapshot.pages.at(-1)?.next).toBeNull();
				for (const page of snapshot.pages.slice(0, -1)) {
					expect(page.next).toMatch(
						new RegExp(
							`^${hub.url}/api/models/${CONFORMANCE_REPO}/tree/${hub.commits.v2}\\?recursive=true&expand=false&`,
						),
					);
				}
			});
		});

		it("list_models: filters, limit=2 gives an absolute next link repeating every parameter, pages walk to the full result; full/expand spellings", () => {
			const facts = step<{
				first_page_link: string | null;
				first_page_count: number;
				pages: Page[];
				ids: string[];
				single_request_ids: string[];
				full: Record<string, number[]>;
				expand: Record<string, string[][]>;
				with_extras: {
					direction: string[];
					unknown_parameters: string[];
					two_filters_link: string | null;
					two_filters: string[];
				};
			}>("list_models");
			// Repeated filter keys must all match, and all of them must survive into the next link.
			expect(facts.with_extras.two_filters).toEqual(["atrium/tiny-llama-gguf", "atrium/tiny-lora-adapter"]);
			const repeated = new URL(/^<([^>]+)>/.exec(facts.with_extras.two_filters_link ?? "")?.[1] ?? "http://invalid/");
			expect(repeated.searchParams.getAll("filter")).toEqual(["text-generation", "license:apache-2.0"]);
			// The legacy direction=-1 and parameters the hub does not implement are accepted and ignored.
			expect(facts.with_extras.direction).toEqual([...facts.ids].sort());
			expect(facts.with_extras.unknown_parameters).toEqual([...facts.ids].sort());
			expect(facts.first_page_count).toBe(2);
			const link = /^<([^>]+)>; rel="next"$/.exec(facts.first_page_link ?? "");
			expect(link, facts.first_page_link ?? "no Link header").not.toBeNull();
			const next = new URL(link?.[1] ?? "");
			expect(next.origin).toBe(hub.url);
			expect(Object.fromEntries([...next.searchParams].filter(([key]) => key !== "cursor"))).toEqual({
				author: "atrium",
				filter: "text-generation",
				search: "tiny",
				sort: "downloads",
				limit: "2",
			});
			expect(facts.pages.length).toBeGreaterThanOrEqual(2);
			for (const page of facts.pages) expect(page.count).toBeLessThanOrEqual(2);
			expect(new Set(facts.ids).size).toBe(facts.ids.length);
			expect([...facts.ids].sort()).toEqual(["atrium/tiny-gpt", "atrium/tiny-llama-gguf", "atrium/tiny-lora-adapter"]);
			expect([...facts.single_request_ids].sort()).toEqual([...facts.ids].sort());
			expect(facts.full.true).toEqual(facts.full.True);
			expect(facts.full["1"]).toEqual(facts.full.True);
			expect(facts.full.True?.length).toBe(3);
			for (const count of facts.full.True ?? []) expect(count).toBeGreaterThan(0);
			for (const key of ["expand", "expand[]"]) {
				expect(facts.expand[key], key).toEqual(Array.from({ length: 3 }, () => ["_id", "downloads", "id", "sha"]));
			}
		});

		it("model_info: strict dates, transformersInfo with known keys only, safetensors {parameters,total}, siblings with blobs=True; parses for every model", () => {
			interface Info {
				id: string;
				sha: string;
				siblings: Sibling[];
				transformersInfo?: Record<string, string>;
				safetensors?: { parameters: Record<string, number>; total: number };
				lastModified: string;
				createdAt: string;
			}
			const facts = step<{
				plain: Info;
				blobs: Info;
				expand: Record<string, string[]>;
				every_model: Record<string, string[]>;
				others: {
					dataset: { id: string; sha: string; siblings: string[] };
					space: { id: string; sha: string; siblings: string[]; sdk: string };
				};
				requests: RequestLog[];
			}>("model_info");
			expect(facts.others.dataset.siblings.sort()).toEqual(hub.paths("atrium/tiny-reviews"));
			expect(facts.others.dataset.sha).toMatch(/^[0-9a-f]{40}$/);
			expect(facts.others.space).toMatchObject({ id: "atrium/tiny-demo", sdk: "gradio" });
			expect(facts.others.space.siblings.sort()).toEqual(hub.paths("atrium/tiny-demo"));
			const repo = "atrium/tiny-bert-mlm";
			expect(facts.requests.slice(0, 2).map((request) => request.url)).toEqual([
				`${hub.url}/api/models/${repo}`,
				`${hub.url}/api/models/${repo}?blobs=True`,
			]);
			expect(facts.plain.sha).toMatch(/^[0-9a-f]{40}$/);
			expect(facts.plain.siblings.map((sibling) => sibling.rfilename).sort()).toEqual(hub.paths(repo));
			expect(Object.keys(facts.plain.transformersInfo ?? {})).toContain("auto_model");
			expect(facts.plain.safetensors?.total).toBe(
				Object.values(facts.plain.safetensors?.parameters ?? {}).reduce((sum, value) => sum + value, 0),
			);
			expect(facts.plain.lastModified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
			for (const sibling of facts.blobs.siblings) {
				const bytes = hub.content(repo, sibling.rfilename);
				expect(sibling.size, sibling.rfilename).toBe(bytes.byteLength);
				if (sibling.rfilename.endsWith(".safetensors")) {
					expect(sibling.lfs).toMatchObject({ size: bytes.byteLength, sha256: sha256Hex(bytes) });
					expect(sibling.lfs?.pointer_size).toBeGreaterThan(100);
				} else {
					expect(sibling.lfs, sibling.rfilename).toBeNull();
					expect(sibling.blob_id, sibling.rfilename).toBe(gitBlobId(bytes));
				}
			}
			expect(facts.expand.expand).toEqual(["_id", "id", "lastModified", "sha"]);
			expect(facts.expand["expand[]"]).toEqual(facts.expand.expand);
			expect(Object.keys(facts.every_model).sort()).toEqual(
				expect.arrayContaining([
					"atrium/tiny-gpt",
					"atrium/tiny-llama-gguf",
					"atrium/large-checkpoint",
					"atrium/broken-card",
				]),
			);
			for (const [id, keys] of Object.entries(facts.every_model))
				expect(keys, id).toEqual(expect.arrayContaining(["_id", "id", "sha", "siblings", "lastModified"]));
		});

		it("paths_info as form data (paths=a&paths=b%2Fc&expand=False), tree listings with True/true/1, %2F sub-paths and a slashed branch", async () => {
			const facts = step<{
				paths_info: TreeEntry[];
				sent_form_old: string;
				sent_form_new: string;
				paths_info_expanded: TreeEntry[];
				paths_info_branch: TreeEntry[];
				tree: Record<string, string[]>;
				nested_on_branch: TreeEntry[];
				repo_files: string[];
				tree_missing_dir: ErrorFacts;
			}>("paths_info_and_tree");
			const repo = SENTENCE_ENCODER;
			expect(facts.sent_form_old).toBe(
				"paths=config.json&paths=1_Pooling%2Fconfig.json&paths=1_Pooling&paths=no%2Fsuch%2Ffile&expand=False",
			);
			expect(facts.sent_form_new.endsWith("&expand=true")).toBe(true);
			const byPath = Object.fromEntries(facts.paths_info.map((entry) => [entry.path, entry]));
			expect(Object.keys(byPath).sort()).toEqual(["1_Pooling", "1_Pooling/config.json", "config.json"]);
			expect(byPath["1_Pooling"]).toMatchObject({
				type: "directory",
				tree_id: expect.stringMatching(/^[0-9a-f]{40}$/),
			});
			for (const path of ["config.json", "1_Pooling/config.json"]) {
				const bytes = hub.content(repo, path);
				expect(byPath[path]).toMatchObject({
					type: "file",
					size: bytes.byteLength,
					blob_id: gitBlobId(bytes),
					lfs: null,
				});
			}
			const commit = await shaOf(repo);
			for (const entry of facts.paths_info_expanded) expect(entry.last_commit?.id, entry.path).toBe(commit);
			expect(facts.paths_info.every((entry) => entry.last_commit === null)).toBe(true);
			expect(facts.paths_info_branch).toEqual([
				expect.objectContaining({
					path: "config.json",
					blob_id: gitBlobId(hub.content(CONFORMANCE_REPO, "config.json", "v1")),
				}),
			]);
			const recursive = [...hub.paths(repo), "1_Pooling"].sort();
			for (const flag of ["True", "true", "1"]) expect(facts.tree[flag], flag).toEqual(recursive);
			expect(facts.tree.False).toEqual(recursive.filter((path) => path !== "1_Pooling/config.json"));
			expect(facts.nested_on_branch).toEqual([
				expect.objectContaining({
					type: "file",
					path: "nested/deeper/leaf.txt",
					blob_id: gitBlobId(hub.content(CONFORMANCE_REPO, "nested/deeper/leaf.txt", "v1")),
				}),
			]);
			expect(facts.repo_files).toEqual(hub.paths(repo));
			expect(facts.tree_missing_dir).toMatchObject({ kind: "EntryNotFoundError", status: 404, commit });
		});

		it("list_repo_refs (branches, converts, tags; pullRequests with include_prs) and list_repo_commits at main, at a %2F-encoded branch and formatted", () => {
			interface Ref {
				name: string;
				ref: string;
				target_commit: string;
			}
			interface Commit {
				commit_id: string;
				authors: string[];
				created_at: string;
				title: string;
				message: string;
				formatted_title: string | null;
				formatted_message: string | null;
			}
			const facts = step<{
				refs: { branches: Ref[]; converts: Ref[]; tags: Ref[] };
				refs_with_prs: { pull_requests: unknown[] };
				commits_main: Commit[];
				commits_branch: Commit[];
				commits_formatted: Commit[];
				requests: string[];
			}>("refs_and_commits");
			const byName = (refs: Ref[]): Record<string, string> =>
				Object.fromEntries(refs.map((ref) => [ref.name, ref.target_commit]));
			expect(byName(facts.refs.branches)).toEqual({ main: hub.commits.v2, [SLASHED_BRANCH]: hub.commits.v1 });
			expect(facts.refs.branches.find((ref) => ref.name === "main")?.ref).toBe("refs/heads/main");
			expect(byName(facts.refs.tags)).toEqual({ [TAG]: hub.commits.v1 });
			expect(facts.refs.converts).toEqual([]);
			expect(facts.refs_with_prs.pull_requests).toEqual([]);
			expect(facts.commits_main.map((commit) => [commit.commit_id, commit.title])).toEqual([
				[hub.commits.v2, "Second revision"],
				[hub.commits.v1, "First revision"],
			]);
			expect(facts.commits_main[0]?.authors).toEqual(["conformance"]);
			expect(facts.commits_main[1]?.created_at).toBe("2026-07-01T10:00:00+00:00");
			expect(facts.commits_branch.map((commit) => commit.commit_id)).toEqual([hub.commits.v1]);
			// list_repo_commits(formatted=True) reads item["formatted"]["title"/"message"]; without it they stay None.
			expect(facts.commits_main[0]?.formatted_title).toBeNull();
			expect(facts.commits_formatted.map((commit) => [commit.formatted_title, commit.formatted_message])).toEqual(
				facts.commits_main.map((commit) => [commit.title, commit.message]),
			);
			expect(facts.requests).toContain(`${hub.url}/api/models/${CONFORMANCE_REPO}/commits/feature%2Fv1`);
		});

		it("download counts under this traffic follow docs/download-counting.md: HEAD + GET + a resumed GET of one file by one client count once", async () => {
			step<unknown>("hf_hub_download");
			await hub.flushDownloads();
			const downloadsOf = async (kind: "models" | "datasets", repoId: string): Promise<number> =>
				((await (await fetch(`${hub.url}/api/${kind}/${repoId}?expand=downloads`)).json()) as { downloads: number })
					.downloads;
			// transformers and sentence-transformers count root config.json; timm counts pytorch_model.bin; no library: the defaults.
			expect(await downloadsOf("models", "atrium/tiny-gpt")).toBe(1);
			expect(await downloadsOf("models", "atrium/large-checkpoint")).toBe(1);
			expect(await downloadsOf("models", SENTENCE_ENCODER)).toBe(1);
			expect(await downloadsOf("models", CONFORMANCE_REPO)).toBe(1);
			// Only its metadata was read.
			expect(await downloadsOf("models", "atrium/tiny-bert-mlm")).toBe(0);
			// Every file of a dataset fetched by one client within five minutes is one download.
			expect(await downloadsOf("datasets", "atrium/tiny-reviews")).toBe(1);
		});
	},
);
