import { createRepo, downloadFile, fileDownloadInfo, listFiles, uploadFiles } from "@huggingface/hub";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { xetConversionsSettled } from "../../src/features/xet/xet-conversions.ts";
import { bytesOf, sha256Of } from "../../src/testing/lfs-helpers.ts";
import { startUploadHub, type UploadHub } from "./upload-hub.ts";

/** A file above the 10 MiB regular limit, so the client must send it through LFS. */
const LFS_BYTES = bytesOf(12 * 1024 * 1024 + 123, 41);

describe("the real @huggingface/hub uploadFiles against the hub (LFS batch, PUT, commit)", () => {
	let server: UploadHub;
	const repo = { type: "model" as const, name: "uploader/js-upload" };

	beforeAll(async () => {
		server = await startUploadHub();
	});
	afterAll(() => server.close());

	it("uploads a 12 MiB LFS file and a regular file, and reads both back", async () => {
		const credentials = { accessToken: server.user.write, hubUrl: server.url };
		await createRepo({ repo, ...credentials });
		// useXet: false keeps this suite on the LFS path; the Xet path has its own (features/xet/xet-upload.test.ts).
		const result = await uploadFiles({
			repo,
			...credentials,
			useXet: false,
			files: [
				{ path: "model.safetensors", content: new Blob([LFS_BYTES]) },
				{ path: "config.json", content: new Blob(['{"model_type": "bert"}\n']) },
			],
		});
		expect(result?.commit.oid).toMatch(/^[0-9a-f]{40}$/);
		expect(result?.commit.url).toBe(`${server.url}/uploader/js-upload/commit/${result?.commit.oid}`);

		const files = new Map<string, { size: number; lfs?: { oid: string } }>();
		for await (const file of listFiles({ repo, ...credentials })) files.set(file.path, file);
		expect(files.get("model.safetensors")).toMatchObject({ size: LFS_BYTES.length, lfs: { oid: sha256Of(LFS_BYTES) } });
		expect(files.get("config.json")?.lfs).toBeUndefined();

		const info = await fileDownloadInfo({ repo, path: "model.safetensors", ...credentials });
		expect(info?.size).toBe(LFS_BYTES.length);
		const blob = await downloadFile({ repo, path: "model.safetensors", ...credentials });
		expect(sha256Of(new Uint8Array(await (blob as Blob).arrayBuffer()))).toBe(sha256Of(LFS_BYTES));
		// The stored blob went through staging, and so do the xorbs of the Xet chunking the download
		// queued (decision 033): once that has settled, nothing is left there.
		await xetConversionsSettled(server.hub);
		expect(await server.hub.storage.listStaged(Date.now() + 60_000)).toEqual([]);
	}, 120_000);

	it("uploads nothing twice: the second commit of the same bytes skips the PUT", async () => {
		const credentials = { accessToken: server.user.write, hubUrl: server.url };
		const puts: string[] = [];
		const counting: typeof fetch = async (input, init) => {
			if ((init?.method ?? "GET") === "PUT") puts.push(String(input));
			return fetch(input, init);
		};
		await uploadFiles({
			repo,
			...credentials,
			useXet: false,
			fetch: counting,
			files: [{ path: "copy/model.safetensors", content: new Blob([LFS_BYTES]) }],
		});
		expect(puts).toEqual([]);
		const files: string[] = [];
		for await (const file of listFiles({ repo, ...credentials, recursive: true })) files.push(file.path);
		expect(files).toContain("copy/model.safetensors");
	}, 120_000);
});
