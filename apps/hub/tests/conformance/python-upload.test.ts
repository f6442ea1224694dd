import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeRepo } from "../../src/testing/lfs-helpers.ts";
import { blobKey } from "../../src/storage/blob-storage.ts";
import { passedStep, pythonSuiteRuns, runPythonSteps, type Step } from "./python-steps.ts";
import { startUploadHub, type UploadHub } from "./upload-hub.ts";

const LFS_SIZE = 12 * 1024 * 1024 + 5;

describe.runIf(pythonSuiteRuns("upload"))("Python huggingface_hub upload algorithm, re-enacted with requests", () => {
	let server: UploadHub;
	let steps: Record<string, Step>;

	const step = (name: string): Step => passedStep(steps, name);

	beforeAll(async () => {
		server = await startUploadHub();
		await makeRepo(server.hub, "uploader/py-upload");
		const scenario = {
			endpoint: server.url,
			token: server.user.write,
			repo: "uploader/py-upload",
			lfsSize: LFS_SIZE,
			commit: true,
		};
		steps = await runPythonSteps("hf_upload.py", scenario, 16 * 1024 * 1024);
	}, 120_000);
	afterAll(() => server.close());

	it("preupload answers what the client validates: LFS for weights, regular for text, .gitignore applied", () => {
		const facts = step("preupload");
		expect(facts.modes).toEqual({
			"README.md": "regular",
			"config.json": "regular",
			"empty.txt": "regular",
			"model.safetensors": "lfs",
			"logs/run.log": "regular",
			".gitignore": "regular",
		});
		expect(facts.ignored).toEqual(["logs/run.log"]);
	});

	it("the batch offers a basic upload with a verify action", () => {
		expect(step("batch")).toMatchObject({ transfer: "basic", objects: 1, errors: [], withActions: 1 });
	});

	it("an interrupted PUT leaves nothing, verify says so, and the retried PUT + verify succeed", async () => {
		const interrupted = step("interrupted_put");
		expect(interrupted.interruptedStatus === undefined || interrupted.interruptedStatus !== 200).toBe(true);
		expect(step("verify_before_upload")).toMatchObject({ status: 404, code: "ObjectNotFound" });
		expect(step("upload")).toMatchObject({ putStatus: 200, verifyStatus: 200 });
		const sizes: number[] = [];
		for await (const blob of server.hub.storage.list("blobs/")) sizes.push(blob.size);
		expect(sizes).toContain(LFS_SIZE);
		expect(await server.hub.storage.listStaged(Date.now() + 60_000)).toEqual([]);
		expect(blobKey("0".repeat(64))).toMatch(/^blobs\//);
	});

	it("asking again for the same object answers 'already stored'", () => {
		expect(step("batch_again")).toMatchObject({ withActions: 0, errors: [] });
	});

	it("the NDJSON commit names the LFS object and the regular files; everything reads back", async () => {
		const facts = step("commit");
		expect(facts.commitOid).toMatch(/^[0-9a-f]{40}$/);
		expect(facts.commitUrl).toBe(`${server.url}/uploader/py-upload/commit/${String(facts.commitOid)}`);
		const weights = await fetch(`${server.url}/uploader/py-upload/resolve/main/model.safetensors`, {
			headers: server.user.auth("read"),
		});
		expect(weights.status).toBe(200);
		expect(weights.headers.get("x-linked-size")).toBe(String(LFS_SIZE));
		expect((await weights.arrayBuffer()).byteLength).toBe(LFS_SIZE);
		const tree = (await (
			await fetch(`${server.url}/api/models/uploader/py-upload/tree/main?recursive=true`)
		).json()) as {
			path: string;
		}[];
		// The ignored log file is not in the commit; the empty file is, as a regular file.
		expect(tree.map((entry) => entry.path)).toEqual(
			expect.arrayContaining(["README.md", "config.json", "empty.txt", "model.safetensors"]),
		);
		expect(tree.map((entry) => entry.path)).not.toContain("logs/run.log");
	});
});
