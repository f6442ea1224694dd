import { beforeAll, expect, it } from "vitest";
import { DEFAULT_GITATTRIBUTES } from "../../commits/lfs-rules.ts";
import { addTestUser, type TestUser } from "../../testing/accounts.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { bytesOf, makeRepo, sha256Of } from "../../testing/lfs-helpers.ts";

const sample = (bytes: Uint8Array | string): string =>
	Buffer.from(typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes)
		.subarray(0, 512)
		.toString("base64");

describeBackends("preupload", (hub) => {
	let alice: TestUser;
	let head: string;
	const WEIGHTS = bytesOf(2048, 9);

	beforeAll(async () => {
		// The first account of a hub is an admin: make it someone else.
		await addTestUser(hub().db, "operator", { admin: true });
		alice = await addTestUser(hub().db, "alice");
		head = await makeRepo(hub(), "alice/pre", "model", {
			".gitattributes": `${DEFAULT_GITATTRIBUTES}*.dat filter=lfs diff=lfs merge=lfs -text\n`,
			".gitignore": "__pycache__/\n*.log\n",
			"config.json": '{"a": 1}\n',
			"weights.safetensors": WEIGHTS,
		});
	});

	const preupload = async (body: unknown, headers = alice.auth(), path = "/api/models/alice/pre/preupload/main") => {
		const response = await hub().app.request(path, {
			method: "POST",
			headers: { "content-type": "application/json", ...headers },
			body: JSON.stringify(body),
		});
		return {
			status: response.status,
			json: (await response.json()) as { files: Record<string, unknown>[]; commitOid: string },
		};
	};

	it("tells regular from LFS by .gitattributes, size and binary content, and gives current oids", async () => {
		const { status, json } = await preupload({
			files: [
				{ path: "README.md", size: 20, sample: sample("# hello\n") },
				{ path: "data/table.dat", size: 30, sample: sample("plain text in an lfs pattern") },
				{ path: "big.txt", size: 10 * 1024 * 1024, sample: sample("text, but 10 MiB") },
				{ path: "small.txt", size: 10 * 1024 * 1024 - 1, sample: sample("text under 10 MiB") },
				{ path: "image.raw", size: 600, sample: sample(new Uint8Array([1, 0, 2, 3])) },
				{ path: "config.json", size: 9, sample: sample('{"a": 1}\n') },
				{ path: "weights.safetensors", size: 2048, sample: sample(WEIGHTS) },
				{ path: "src/__pycache__/m.pyc", size: 10, sample: sample("x") },
				{ path: "train.log", size: 10, sample: sample("x") },
				{ path: "empty.txt", size: 0, sample: "" },
			],
		});
		expect(status).toBe(200);
		expect(json.commitOid).toBe(head);
		const byPath = Object.fromEntries(json.files.map((file) => [file.path, file]));
		const modes = Object.fromEntries(json.files.map((file) => [file.path, file.uploadMode]));
		expect(modes).toEqual({
			"README.md": "regular",
			"data/table.dat": "lfs",
			"big.txt": "lfs",
			"small.txt": "regular",
			"image.raw": "lfs",
			"config.json": "regular",
			"weights.safetensors": "lfs",
			"src/__pycache__/m.pyc": "regular",
			"train.log": "regular",
			"empty.txt": "regular",
		});
		expect(json.files.filter((file) => file.shouldIgnore).map((file) => file.path)).toEqual([
			"src/__pycache__/m.pyc",
			"train.log",
		]);
		expect(json.files.every((file) => typeof file.shouldIgnore === "boolean")).toBe(true);
		// Existing files: the git blob id of a regular file, the sha256 of an LFS one; new files have none.
		expect(byPath["config.json"]?.oid).toMatch(/^[0-9a-f]{40}$/);
		expect(byPath["weights.safetensors"]?.oid).toBe(sha256Of(WEIGHTS));
		expect(byPath["README.md"]?.oid).toMatch(/^[0-9a-f]{40}$/);
		expect("oid" in (byPath["big.txt"] ?? {})).toBe(false);
	});

	it("uses the .gitattributes and .gitignore sent with the request instead of the repository's", async () => {
		const { json } = await preupload({
			files: [
				{ path: "notes.dat", size: 5, sample: sample("hello") },
				{ path: "keep.log", size: 5, sample: sample("hello") },
				{ path: "out/x.txt", size: 5, sample: sample("hello") },
			],
			gitAttributes: "*.txt filter=lfs diff=lfs merge=lfs -text\n",
			gitIgnore: "out/\n",
		});
		expect(json.files.map((file) => [file.path, file.uploadMode, file.shouldIgnore])).toEqual([
			["notes.dat", "regular", false],
			["keep.log", "regular", false],
			["out/x.txt", "lfs", true],
		]);
	});

	it("needs write access, an existing revision and well-formed files", async () => {
		const files = [{ path: "a.txt", size: 1, sample: sample("a") }];
		expect((await preupload({ files }, {})).status).toBe(401);
		expect((await preupload({ files }, alice.auth("read"))).status).toBe(403);
		expect((await preupload({ files }, alice.auth(), "/api/models/alice/pre/preupload/nope")).status).toBe(404);
		expect((await preupload({ files }, alice.auth(), "/api/datasets/alice/pre/preupload/main")).status).toBe(404);
		expect((await preupload({ files: [{ path: "../x", size: 1, sample: "" }] })).status).toBe(400);
		expect((await preupload({ files: [{ path: "x", size: -1, sample: "" }] })).status).toBe(400);
		expect((await preupload({ nothing: true })).status).toBe(400);
	});
});
