import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inferenceSnippets } from "@atrium/inference-snippets";
import { librarySnippets } from "@atrium/tasks";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runAtrium, serveAtrium } from "./testing/atrium-process.ts";
import { openTestStorage } from "./testing/test-backends.ts";
import { createTestDatabase, postgresReachable } from "./testing/test-postgres.ts";

let directory: string;

beforeAll(async () => {
	directory = await mkdtemp(join(tmpdir(), "atrium-cli-"));
});
afterAll(async () => {
	await rm(directory, { recursive: true, force: true });
});

it("prints snippets as JSON: { library, inference }", async () => {
	const model = { id: "acme/tiny", library_name: "transformers", pipeline_tag: "fill-mask", tags: ["transformers"] };
	const file = join(directory, "model.json");
	await writeFile(file, JSON.stringify(model));
	const result = await runAtrium(["snippets", "--model", file, "--json"]);
	expect(result.stderr).toBe("");
	expect(result.code).toBe(0);
	expect(JSON.parse(result.stdout)).toEqual({ library: librarySnippets(model), inference: [] });
	const chat = {
		id: "acme/chat",
		library_name: "transformers",
		pipeline_tag: "text-generation",
		tags: ["conversational"],
	};
	const chatFile = join(directory, "chat.json");
	await writeFile(chatFile, JSON.stringify(chat));
	const flags = ["--provider", "hf-inference", "--streaming", "--bill-to", "acme-org", "--access-token", "hf_example"];
	const withProvider = await runAtrium(["snippets", "--model", chatFile, ...flags, "--json"]);
	expect(withProvider.code).toBe(0);
	const parsed = JSON.parse(withProvider.stdout) as { inference: { code: string }[] };
	expect(parsed).toEqual({
		library: librarySnippets(chat),
		inference: inferenceSnippets(chat, "hf-inference", {
			streaming: true,
			billTo: "acme-org",
			accessToken: "hf_example",
		}),
	});
	expect(parsed.inference.length).toBeGreaterThan(0);
	const bad = await runAtrium(["snippets", "--json"]);
	expect(bad.code).toBe(2);
	expect(bad.stderr).toMatch(/--model/);
});

it("imports a folder, serves it, and keeps download counts across a restart", async () => {
	const folder = join(directory, "my-model");
	await mkdir(join(folder, "sub"), { recursive: true });
	await writeFile(join(folder, "README.md"), "---\nlicense: mit\npipeline_tag: text-classification\n---\n# Mine\n");
	await writeFile(
		join(folder, "config.json"),
		'{"architectures":["BertForSequenceClassification"],"model_type":"bert"}',
	);
	await writeFile(join(folder, "sub", "notes.txt"), "hello");
	const data = join(directory, "data");
	const imported = await runAtrium(["import", folder, "--repo", "me/my-model", "--data", data]);
	expect(imported.stderr).toBe("");
	// Nobody owns "me" yet: the import makes it an organization of the site admins (namespace-claims.ts).
	expect(imported.stdout).toMatch(
		/^Created organization me, administered by the site admins\nCommitted me\/my-model at [0-9a-f]{40}\n$/,
	);
	const badId = await runAtrium(["import", folder, "--repo", "not-an-id", "--data", data]);
	expect(badId.code).toBe(1);
	expect(badId.stderr).toMatch(/Invalid repository id/);

	const first = await serveAtrium([], { ATRIUM_DATA_DIR: data });
	try {
		expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
		const info = (await (await fetch(`${first.url}/api/models/me/my-model`)).json()) as Record<string, unknown>;
		expect(info).toMatchObject({
			id: "me/my-model",
			pipeline_tag: "text-classification",
			library_name: "transformers",
			downloads: 0,
		});
		const notes = await fetch(`${first.url}/me/my-model/resolve/main/sub/notes.txt`);
		expect(await notes.text()).toBe("hello");
		// A counted file (config.json is a default counted file); the count waits in memory.
		await (await fetch(`${first.url}/me/my-model/resolve/main/config.json`)).arrayBuffer();
		// The data dir already held a repository, so the sample catalogue was not loaded.
		expect((await (await fetch(`${first.url}/api/models?author=atrium`)).json()) as unknown[]).toEqual([]);
	} finally {
		await first.stop();
	}
	// SIGTERM flushed the buffered count: it is there after a restart.
	const second = await serveAtrium(["--data", data], {});
	try {
		const info = (await (await fetch(`${second.url}/api/models/me/my-model`)).json()) as Record<string, unknown>;
		expect(info).toMatchObject({ downloads: 1, downloadsAllTime: 1 });
	} finally {
		await second.stop();
	}
});

it("seeds an empty hub on first start", async () => {
	const { url, stop } = await serveAtrium(["--data", join(directory, "empty")], {});
	try {
		const models = (await (await fetch(`${url}/api/models?author=atrium&limit=100`)).json()) as { id: string }[];
		expect(models.map((model) => model.id)).toContain("atrium/tiny-bert-mlm");
	} finally {
		await stop();
	}
});

it.skipIf(!(await postgresReachable()))(
	"runs on PostgreSQL and S3 when DATABASE_URL and ATRIUM_STORAGE say so",
	async () => {
		const database = await createTestDatabase();
		const s3 = await openTestStorage("s3");
		const env = {
			DATABASE_URL: database.url,
			ATRIUM_STORAGE: "s3://atrium-cli/hub",
			AWS_ENDPOINT_URL: s3.endpoint ?? "",
			AWS_ACCESS_KEY_ID: "S3RVER",
			AWS_SECRET_ACCESS_KEY: "S3RVER",
			AWS_REGION: "us-east-1",
			ATRIUM_METRICS_TOKEN: "cli-test-metrics-token-0123",
		};
		try {
			const folder = join(directory, "scaled");
			await mkdir(folder, { recursive: true });
			await writeFile(join(folder, "weights.bin"), new Uint8Array(4096).fill(3));
			const imported = await runAtrium(
				["import", folder, "--repo", "scale/out", "--type", "dataset", "--data", join(directory, "unused")],
				{ env },
			);
			expect(imported.stderr).toBe("");
			const { url, stop } = await serveAtrium(["--data", join(directory, "unused")], env);
			try {
				// Only operators learn what the hub runs on.
				expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ status: "ok" });
				const health = await fetch(`${url}/api/health`, {
					headers: { Authorization: `Bearer ${env.ATRIUM_METRICS_TOKEN}` },
				});
				expect(((await health.json()) as { details: unknown }).details).toMatchObject({
					database: "postgres",
					storage: "s3://atrium-cli/hub",
				});
				const file = await fetch(`${url}/datasets/scale/out/resolve/main/weights.bin`, {
					headers: { Range: "bytes=4090-" },
				});
				expect(file.status).toBe(206);
				expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(6).fill(3));
			} finally {
				await stop();
			}
		} finally {
			await s3.close();
			await database.drop();
		}
	},
);
