import { libraryOnlyReason, PROVIDERS, taskRoute } from "@atrium/inference-snippets";
import { expect, it } from "vitest";
import { fileFromBytes } from "../../commits/commit-file.ts";
import { createCommit } from "../../commits/create-commit.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { addTestUser } from "../../testing/accounts.ts";

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SHA1 = /^[0-9a-f]{40}$/;

describeBackends("repository API", (hub) => {
	const get = async (path: string, init?: RequestInit): Promise<Response> => hub().app.request(path, init);
	const json = async (path: string): Promise<unknown> => {
		const response = await get(path);
		expect(response.status, path).toBe(200);
		return response.json();
	};

	it("serves model info in the client shape", async () => {
		const info = (await json("/api/models/atrium/tiny-bert-mlm")) as Record<string, unknown>;
		expect(info).toMatchObject({
			id: "atrium/tiny-bert-mlm",
			modelId: "atrium/tiny-bert-mlm",
			author: "atrium",
			private: false,
			gated: false,
		});
		expect(info._id).toMatch(/^[0-9a-f]{24}$/);
		expect(info.sha).toMatch(SHA1);
		expect(info.lastModified).toMatch(ISO);
		expect(info.createdAt).toMatch(ISO);
		expect(info.pipeline_tag).toBe("fill-mask");
		expect(info.library_name).toBe("transformers");
		expect(info.transformersInfo).toEqual({
			auto_model: "AutoModelForMaskedLM",
			pipeline_tag: "fill-mask",
			processor: "AutoTokenizer",
		});
		// 13×16 embeddings + two 16×16 matrices + 13 biases, all F32.
		expect(info.safetensors).toEqual({ parameters: { F32: 733 }, total: 733 });
		expect(info.config).toEqual({
			architectures: ["BertForMaskedLM"],
			model_type: "bert",
			tokenizer_config: expect.objectContaining({ mask_token: "[MASK]" }),
		});
		expect(info.mask_token).toBe("[MASK]");
		expect(info.cardData).toMatchObject({ license: "apache-2.0", language: ["en"], datasets: ["atrium/tiny-reviews"] });
		expect(info.widgetData).toEqual([{ text: "Atrium is an [MASK] hub." }]);
		expect(info.tags).toEqual(
			expect.arrayContaining([
				"transformers",
				"fill-mask",
				"license:apache-2.0",
				"dataset:atrium/tiny-reviews",
				"en",
				"safetensors",
				"arxiv:1810.04805",
				"bert",
			]),
		);
		const siblings = (info.siblings as { rfilename: string }[]).map((sibling) => sibling.rfilename);
		expect(siblings).toEqual(
			expect.arrayContaining([".gitattributes", "README.md", "config.json", "model.safetensors", "tokenizer.json"]),
		);
	});

	it("reads GGUF headers and reports malformed cards without failing", async () => {
		const gguf = (await json("/api/models/atrium/tiny-llama-gguf")) as Record<string, unknown>;
		expect(gguf.gguf).toMatchObject({
			total: 2368,
			architecture: "llama",
			context_length: 2048,
			quantization: "F16",
			bos_token: "<s>",
			eos_token: "</s>",
		});
		expect(gguf.tags).toEqual(expect.arrayContaining(["gguf", "base_model:atrium/tiny-gpt", "text-generation"]));
		const broken = (await json("/api/models/atrium/broken-card")) as Record<string, unknown>;
		expect(broken.cardDataError).toMatch(/not valid YAML/);
		expect(broken.warnings).toEqual([expect.stringMatching(/^config\.json is not valid JSON/)]);
		expect(broken.cardData).toBeUndefined();
	});

	it("detects libraries and pipelines from files", async () => {
		const encoder = (await json("/api/models/atrium/tiny-sentence-encoder")) as Record<string, unknown>;
		expect(encoder).toMatchObject({ library_name: "sentence-transformers", pipeline_tag: "sentence-similarity" });
		const diffusion = (await json("/api/models/atrium/tiny-diffusion")) as Record<string, unknown>;
		expect(diffusion).toMatchObject({
			library_name: "diffusers",
			config: { diffusers: { _class_name: "StableDiffusionPipeline" } },
		});
		const vit = (await json("/api/models/atrium/tiny-vit-classifier")) as Record<string, unknown>;
		expect(vit).toMatchObject({
			pipeline_tag: "image-classification",
			transformersInfo: { auto_model: "AutoModelForImageClassification", processor: "AutoImageProcessor" },
		});
	});

	it("answers revisions: HEAD, branch, commit id, %2F-encoded, and missing ones", async () => {
		const info = (await json("/api/models/atrium/tiny-gpt")) as { sha: string };
		for (const revision of ["HEAD", "main", info.sha]) {
			expect(((await json(`/api/models/atrium/tiny-gpt/revision/${revision}`)) as { sha: string }).sha).toBe(info.sha);
		}
		const missing = await get("/api/models/atrium/tiny-gpt/revision/refs%2Fpr%2F1");
		expect(missing.status).toBe(404);
		expect(missing.headers.get("x-error-code")).toBe("RevisionNotFound");
		expect(await missing.json()).toMatchObject({ error: "Invalid rev id: refs/pr/1" });
	});

	it("adds blob details to siblings with blobs=true and honours expand", async () => {
		const info = (await json("/api/models/atrium/large-checkpoint/revision/main?blobs=True")) as {
			siblings: Record<string, unknown>[];
		};
		const bin = info.siblings.find((sibling) => sibling.rfilename === "pytorch_model.bin");
		expect(bin).toMatchObject({
			size: 12 * 1024 * 1024,
			blobId: expect.stringMatching(SHA1),
			lfs: { size: 12 * 1024 * 1024, sha256: expect.stringMatching(/^[0-9a-f]{64}$/), pointerSize: expect.any(Number) },
		});
		const expanded = await json("/api/models/atrium/tiny-gpt/revision/HEAD?expand[]=sha&expand[]=xetEnabled");
		expect(Object.keys(expanded as object).sort()).toEqual(["_id", "id", "sha", "xetEnabled"]);
	});

	it("answers expand[]=inferenceProviderMapping with the providers the provider table lists for the model's task", async () => {
		const whisper = (await json("/api/models/atrium/tiny-whisper?expand[]=inferenceProviderMapping")) as {
			inferenceProviderMapping: Record<string, { status: string; providerId: string; task: string }>;
		};
		// Served with a request of the table, or through the client libraries only (a multipart upload).
		const asr = Object.keys(PROVIDERS).filter(
			(id) => taskRoute(id, "automatic-speech-recognition") || libraryOnlyReason(id, "automatic-speech-recognition"),
		);
		expect(asr).toEqual(expect.arrayContaining(["hf-inference", "together"]));
		expect(Object.keys(whisper.inferenceProviderMapping).sort()).toEqual(asr.sort());
		for (const entry of Object.values(whisper.inferenceProviderMapping))
			expect(entry).toEqual({
				status: "live",
				providerId: "atrium/tiny-whisper",
				task: "automatic-speech-recognition",
			});
		// A model without a pipeline task is served by nobody: an empty mapping, not a missing field.
		const info = (await json("/api/models?limit=1000&expand[]=pipeline_tag")) as {
			id: string;
			pipeline_tag?: string;
		}[];
		const taskless = info.find((model) => !model.pipeline_tag);
		if (taskless) {
			const none = (await json(`/api/models/${taskless.id}?expand[]=inferenceProviderMapping`)) as Record<
				string,
				unknown
			>;
			expect(none.inferenceProviderMapping).toEqual({});
		}
		// Without the expand, model info stays as it was.
		expect(await json("/api/models/atrium/tiny-whisper")).not.toHaveProperty("inferenceProviderMapping");
	});

	it("adds HTML forms of commit titles and messages with expand[]=formatted, escaped", async () => {
		const { db, storage } = hub();
		await createCommit(
			{ db, storage },
			{
				type: "model",
				repoId: "tester/formatted",
				files: [fileFromBytes("a.txt", "one")],
				title: 'Fix <script> & "quotes"',
				message: "Line one\nuses <b>tags</b>",
			},
		);
		const plain = (await json("/api/models/tester/formatted/commits/main")) as Record<string, unknown>[];
		expect(plain[0]).not.toHaveProperty("formatted");
		const [commit] = (await json("/api/models/tester/formatted/commits/main?expand[]=formatted")) as Record<
			string,
			unknown
		>[];
		expect(commit?.title).toBe('Fix <script> & "quotes"');
		expect(commit?.message).toBe("Line one\nuses <b>tags</b>");
		// The shape huggingface_hub reads (GitCommitInfo of v1.3.7 and v1.28.0): item["formatted"]["title"/"message"].
		expect(commit?.formatted).toEqual({
			title: "Fix &lt;script&gt; &amp; &quot;quotes&quot;",
			message: "Line one\nuses &lt;b&gt;tags&lt;/b&gt;",
		});
		expect(commit).not.toHaveProperty("formatted_title");
		expect(commit).not.toHaveProperty("formatted_message");
	});

	it("answers RepoNotFound with 401 to anonymous and 404 to authenticated callers; 400 for malformed ids", async () => {
		const anonymous = await get("/api/models/atrium/nope");
		expect(anonymous.status).toBe(401);
		expect(anonymous.headers.get("x-error-code")).toBe("RepoNotFound");
		expect(anonymous.headers.get("x-error-message")).toBeTruthy();
		expect(await anonymous.json()).toHaveProperty("error");
		const { write } = await addTestUser(hub().db, "routes-user");
		const authed = await get("/api/models/atrium/nope", { headers: { Authorization: `Bearer ${write}` } });
		expect(authed.status).toBe(404);
		expect((await get("/api/models/atrium/bad..name")).status).toBe(400);
		expect((await get("/api/datasets/atrium/tiny-gpt")).status).toBe(401);
	});

	it("serves dataset and space info", async () => {
		const dataset = (await json("/api/datasets/atrium/tiny-reviews")) as Record<string, unknown>;
		expect(dataset).not.toHaveProperty("modelId");
		expect(dataset).not.toHaveProperty("pipeline_tag");
		expect(dataset.tags).toEqual(
			expect.arrayContaining(["task_categories:text-classification", "language:en", "license:cc-by-4.0"]),
		);
		expect(dataset.description).toMatch(/^Eight short product reviews/);
		const space = (await json("/api/spaces/atrium/tiny-demo")) as Record<string, unknown>;
		expect(space).toMatchObject({ sdk: "gradio", models: ["atrium/tiny-bert-mlm"] });
		expect(space).not.toHaveProperty("downloads");
		expect(((await json("/api/models/atrium/tiny-bert-mlm")) as { spaces: string[] }).spaces).toEqual([
			"atrium/tiny-demo",
			"atrium/tiny-static-demo",
		]);
		expect(((await json("/api/models/atrium/tiny-gpt")) as { spaces: string[] }).spaces).toEqual([]);
	});

	it("answers auth-check", async () => {
		expect(await json("/api/datasets/atrium/tiny-qa/auth-check")).toEqual({});
		expect((await get("/api/models/atrium/tiny-qa/auth-check")).headers.get("x-error-code")).toBe("RepoNotFound");
	});

	it("lists refs with all three arrays", async () => {
		const refs = (await json("/api/models/atrium/tiny-gpt/refs?include_prs=1")) as Record<string, unknown>;
		const info = (await json("/api/models/atrium/tiny-gpt")) as { sha: string };
		expect(refs).toEqual({
			branches: [{ name: "main", ref: "refs/heads/main", targetCommit: info.sha }],
			tags: [],
			converts: [],
			pullRequests: [],
		});
	});

	it("lists commits newest first with X-Total-Count, and tree entries keep their last commit", async () => {
		const { db, storage } = hub();
		const first = await createCommit(
			{ db, storage },
			{
				type: "model",
				repoId: "tester/history",
				files: [fileFromBytes("a.txt", "one"), fileFromBytes("config.json", "{}")],
				title: "First",
			},
		);
		const second = await createCommit(
			{ db, storage },
			{
				type: "model",
				repoId: "tester/history",
				files: [fileFromBytes("a.txt", "two"), fileFromBytes("config.json", "{}")],
				title: "Second",
			},
		);
		const response = await get("/api/models/tester/history/commits/main");
		expect(response.headers.get("x-total-count")).toBe("2");
		const commits = (await response.json()) as {
			id: string;
			title: string;
			date: string;
			authors: { user: string }[];
		}[];
		expect(commits.map((commit) => [commit.id, commit.title])).toEqual([
			[second.commitId, "Second"],
			[first.commitId, "First"],
		]);
		expect(commits[0]?.date).toMatch(ISO);
		const page = await get("/api/models/tester/history/commits/main?limit=1");
		expect(page.headers.get("link")).toMatch(
			/^<http:\/\/localhost\/api\/models\/tester\/history\/commits\/main\?limit=1&p=1>; rel="next"$/,
		);
		const tree = (await json("/api/models/tester/history/tree/main?expand=true")) as {
			path: string;
			lastCommit: { id: string };
		}[];
		expect(tree.find((entry) => entry.path === "a.txt")?.lastCommit.id).toBe(second.commitId);
		expect(tree.find((entry) => entry.path === "config.json")?.lastCommit.id).toBe(first.commitId);
		const old = (await json(`/api/models/tester/history/revision/${first.commitId}`)) as { sha: string };
		expect(old.sha).toBe(first.commitId);
	});

	it("accepts revisions with slashes, raw (tree, commits) or %2F-encoded", async () => {
		const { db } = hub();
		const repo = await db.kysely
			.selectFrom("repos")
			.select(["pk", "sha"])
			.where("full_id", "=", "atrium/tiny-sentence-encoder")
			.executeTakeFirstOrThrow();
		await db.kysely
			.insertInto("refs")
			.values({ repo_pk: repo.pk, kind: "branch", name: "release/v1", commit_id: repo.sha })
			.execute();
		const raw = (await json("/api/models/atrium/tiny-sentence-encoder/tree/release/v1/1_Pooling")) as {
			path: string;
		}[];
		expect(raw.map((entry) => entry.path)).toEqual(["1_Pooling/config.json"]);
		const encoded = (await json("/api/models/atrium/tiny-sentence-encoder/tree/release%2Fv1/1_Pooling")) as {
			path: string;
		}[];
		expect(encoded.map((entry) => entry.path)).toEqual(["1_Pooling/config.json"]);
		const info = (await json("/api/models/atrium/tiny-sentence-encoder/revision/release%2Fv1")) as { sha: string };
		expect(info.sha).toBe(repo.sha);
		const commits = await get("/api/models/atrium/tiny-sentence-encoder/commits/release/v1");
		expect(commits.headers.get("x-total-count")).toBe("1");
		const file = await get("/atrium/tiny-sentence-encoder/resolve/release%2Fv1/1_Pooling/config.json", {
			method: "HEAD",
		});
		expect(file.headers.get("x-repo-commit")).toBe(repo.sha);
		const refs = (await json("/api/models/atrium/tiny-sentence-encoder/refs")) as {
			branches: { name: string; ref: string }[];
		};
		expect(refs.branches.map((branch) => branch.ref)).toEqual(["refs/heads/main", "refs/heads/release/v1"]);
	});

	it("lists trees: root, recursive, sub-path, LFS entries, pagination, missing paths", async () => {
		const root = (await json("/api/models/atrium/tiny-sentence-encoder/tree/main")) as { path: string; type: string }[];
		expect(root.map((entry) => entry.path)).toContain("1_Pooling");
		expect(root.find((entry) => entry.path === "1_Pooling")).toMatchObject({
			type: "directory",
			size: 0,
			oid: expect.stringMatching(SHA1),
		});
		expect(root.some((entry) => entry.path.includes("/"))).toBe(false);
		const recursive = (await json("/api/models/atrium/tiny-sentence-encoder/tree/main?recursive=True")) as {
			path: string;
		}[];
		expect(recursive.map((entry) => entry.path)).toEqual(
			expect.arrayContaining(["1_Pooling", "1_Pooling/config.json"]),
		);
		const sub = (await json("/api/models/atrium/tiny-sentence-encoder/tree/main/1_Pooling")) as { path: string }[];
		expect(sub.map((entry) => entry.path)).toEqual(["1_Pooling/config.json"]);
		const lfs = (await json("/api/models/atrium/large-checkpoint/tree/main")) as Record<string, unknown>[];
		expect(lfs.find((entry) => entry.path === "pytorch_model.bin")).toMatchObject({
			size: 12582912,
			lfs: { oid: expect.stringMatching(/^[0-9a-f]{64}$/), size: 12582912, pointerSize: expect.any(Number) },
		});
		const missing = await get("/api/models/atrium/tiny-gpt/tree/main/nope");
		expect(missing.status).toBe(404);
		expect(missing.headers.get("x-error-code")).toBe("EntryNotFound");

		const seen: string[] = [];
		let next: string | undefined = "/api/models/atrium/tiny-bert-mlm/tree/main?limit=3&recursive=false";
		while (next) {
			const response = await get(next);
			seen.push(...((await response.json()) as { path: string }[]).map((entry) => entry.path));
			const link = response.headers.get("link");
			next = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1]?.replace("http://localhost", "") : undefined;
			if (next) expect(next).toContain("recursive=false");
		}
		expect(seen).toEqual(
			((await json("/api/models/atrium/tiny-bert-mlm/tree/main")) as { path: string }[]).map((entry) => entry.path),
		);
		expect(seen.length).toBeGreaterThan(3);
	});

	it("answers paths-info for JSON and form bodies, leaving missing paths out", async () => {
		const body = { paths: ["config.json", "nope.txt", "model.safetensors"], expand: true };
		const viaJson = await get("/api/models/atrium/tiny-gpt/paths-info/main", {
			method: "POST",
			headers: { "Content-Type": "application/json" },
			body: JSON.stringify(body),
		});
		const entries = (await viaJson.json()) as Record<string, unknown>[];
		expect(entries.map((entry) => entry.path)).toEqual(["config.json", "model.safetensors"]);
		expect(entries[0]).toMatchObject({
			type: "file",
			lastCommit: {
				id: expect.stringMatching(SHA1),
				title: "Load Atrium sample catalogue",
				date: expect.stringMatching(ISO),
			},
		});
		const viaForm = await get("/api/models/atrium/tiny-gpt/paths-info/main", {
			method: "POST",
			headers: { "Content-Type": "application/x-www-form-urlencoded" },
			body: "paths=config.json&paths=nope&expand=False",
		});
		const formEntries = (await viaForm.json()) as Record<string, unknown>[];
		expect(formEntries).toHaveLength(1);
		expect(formEntries[0]).not.toHaveProperty("lastCommit");
	});
});
