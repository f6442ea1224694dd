import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { downloadFile, fileDownloadInfo, listFiles, listModels, modelInfo } from "@huggingface/hub";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHubServer } from "./http/create-server.ts";
import { createTestHub, type TestHub } from "./testing/create-test-hub.ts";
import { handmadeRepos } from "../seed/handmade-repos.ts";

const seeded = (id: string, path: string): Uint8Array => {
	const content = handmadeRepos().find((repo) => repo.id === id)?.files[path];
	return typeof content === "string" ? new TextEncoder().encode(content) : (content ?? new Uint8Array());
};

/** Sends a request with the path exactly as given (no URL normalisation), as curl --path-as-is does. */
function rawGet(
	port: number,
	path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
	return new Promise((resolve, reject) => {
		const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
			res.resume();
			res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
		});
		req.on("error", reject);
		req.end();
	});
}

describe("the real @huggingface/hub client over HTTP", () => {
	let hub: TestHub;
	let server: Server;
	let hubUrl: string;
	let port: number;

	beforeAll(async () => {
		hub = await createTestHub("sqlite", "fs");
		server = createHubServer(hub.app);
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		port = (server.address() as AddressInfo).port;
		hubUrl = `http://127.0.0.1:${port}`;
	});
	afterAll(async () => {
		await new Promise((resolve) => server.close(resolve));
		await hub.close();
	});

	it("lists models with search and task filters", async () => {
		const found: string[] = [];
		for await (const model of listModels({ hubUrl, search: { query: "tiny", task: "text-generation" } }))
			found.push(model.name);
		expect(found.sort()).toEqual(["atrium/tiny-gpt", "atrium/tiny-llama-gguf", "atrium/tiny-lora-adapter"]);
		const limited: string[] = [];
		for await (const model of listModels({
			hubUrl,
			search: { owner: "atrium" },
			limit: 5,
			additionalFields: ["library_name"],
		})) {
			limited.push(model.name);
			expect(model.id).toMatch(/^[0-9a-f]{24}$/);
			expect(model.updatedAt).toBeInstanceOf(Date);
		}
		expect(limited).toHaveLength(5);
		const all: string[] = [];
		// Page size 500 on the client, so this walks the Link pages only if there are more; the default page of the server is 100.
		for await (const model of listModels({ hubUrl, search: { owner: "atrium" } })) all.push(model.name);
		expect(all).toHaveLength(11);
	});

	it("reads model info", async () => {
		const info = await modelInfo({
			hubUrl,
			name: "atrium/tiny-bert-mlm",
			additionalFields: ["sha", "safetensors", "library_name"],
		});
		expect(info).toMatchObject({
			name: "atrium/tiny-bert-mlm",
			task: "fill-mask",
			private: false,
			gated: false,
			sha: expect.stringMatching(/^[0-9a-f]{40}$/),
			safetensors: { total: 733 },
			library_name: "transformers",
		});
	});

	it("lists files recursively with LFS details", async () => {
		const files: { path: string; type: string; lfs?: { oid: string } }[] = [];
		for await (const file of listFiles({ hubUrl, repo: "atrium/tiny-sentence-encoder", recursive: true }))
			files.push(file);
		expect(files.map((file) => file.path)).toEqual(
			expect.arrayContaining(["1_Pooling", "1_Pooling/config.json", "model.safetensors", "README.md"]),
		);
		expect(files.find((file) => file.path === "model.safetensors")?.lfs?.oid).toMatch(/^[0-9a-f]{64}$/);
	});

	it("gets download info from the 0-0 range probe and downloads files, including LFS ones", async () => {
		const checkpoint = seeded("atrium/large-checkpoint", "pytorch_model.bin");
		const info = await fileDownloadInfo({ hubUrl, repo: "atrium/large-checkpoint", path: "pytorch_model.bin" });
		expect(info).toMatchObject({
			size: checkpoint.byteLength,
			etag: `"${createHash("sha256").update(checkpoint).digest("hex")}"`,
		});
		const blob = await downloadFile({ hubUrl, repo: "atrium/large-checkpoint", path: "pytorch_model.bin" });
		expect(blob?.size).toBe(checkpoint.byteLength);
		const bytes = new Uint8Array(await (blob ?? new Blob()).arrayBuffer());
		expect(createHash("sha256").update(bytes).digest("hex")).toBe(
			createHash("sha256").update(checkpoint).digest("hex"),
		);
		const slice = new Uint8Array(await (blob ?? new Blob()).slice(100, 200).arrayBuffer());
		expect(slice).toEqual(checkpoint.subarray(100, 200));
		const config = await downloadFile({ hubUrl, repo: "atrium/tiny-gpt", path: "config.json" });
		expect(await config?.text()).toBe(new TextDecoder().decode(seeded("atrium/tiny-gpt", "config.json")));
		expect(await fileDownloadInfo({ hubUrl, repo: "atrium/tiny-gpt", path: "missing.json" })).toBeNull();
		expect(await downloadFile({ hubUrl, repo: "atrium/tiny-gpt", path: "missing.json" })).toBeNull();
		const dataset = await downloadFile({
			hubUrl,
			repo: { type: "dataset", name: "atrium/tiny-reviews" },
			path: "data/test.csv",
		});
		expect(await dataset?.text()).toMatch(/^text,label/);
	});

	it("sends every header clients rely on over a real socket", async () => {
		const info = (await (await fetch(`${hubUrl}/api/models/atrium/large-checkpoint`)).json()) as { sha: string };
		const head = await fetch(`${hubUrl}/atrium/large-checkpoint/resolve/main/pytorch_model.bin`, {
			method: "HEAD",
			headers: { "Accept-Encoding": "gzip, br" },
		});
		expect(head.status).toBe(200);
		expect(head.headers.get("content-length")).toBe(String(12 * 1024 * 1024));
		expect(head.headers.get("x-linked-size")).toBe(String(12 * 1024 * 1024));
		expect(head.headers.get("x-linked-etag")).toMatch(/^"[0-9a-f]{64}"$/);
		expect(head.headers.get("etag")).toMatch(/^"[0-9a-f]{64}"$/);
		expect(head.headers.get("x-repo-commit")).toBe(info.sha);
		expect(head.headers.get("accept-ranges")).toBe("bytes");
		expect(head.headers.get("content-encoding")).toBeNull();
		expect(head.headers.get("x-request-id")).toBeTruthy();
		const small = await fetch(`${hubUrl}/atrium/tiny-gpt/resolve/main/config.json`, {
			method: "HEAD",
			headers: { "Accept-Encoding": "gzip" },
		});
		expect(small.headers.get("content-length")).toBe(String(seeded("atrium/tiny-gpt", "config.json").byteLength));
		expect(small.headers.get("etag")).toMatch(/^"[0-9a-f]{40}"$/);
		const range = await fetch(`${hubUrl}/atrium/large-checkpoint/resolve/main/pytorch_model.bin`, {
			headers: { Range: "bytes=10-19" },
		});
		expect(range.status).toBe(206);
		expect(range.headers.get("content-range")).toBe(`bytes 10-19/${12 * 1024 * 1024}`);
		expect((await range.arrayBuffer()).byteLength).toBe(10);
		const unsatisfiable = await fetch(`${hubUrl}/atrium/tiny-gpt/resolve/main/config.json`, {
			headers: { Range: "bytes=99999-" },
		});
		expect(unsatisfiable.status).toBe(416);
		expect(unsatisfiable.headers.get("content-range")).toMatch(/^bytes \*\/\d+$/);
		const missing = await fetch(`${hubUrl}/atrium/tiny-gpt/resolve/main/nope.bin`, { method: "HEAD" });
		expect(missing.status).toBe(404);
		expect(missing.headers.get("x-error-code")).toBe("EntryNotFound");
		expect(missing.headers.get("x-repo-commit")).toMatch(/^[0-9a-f]{40}$/);
		const list = await fetch(`${hubUrl}/api/models?author=atrium&limit=2`);
		expect(list.headers.get("link")).toMatch(
			new RegExp(`^<${hubUrl}/api/models\\?author=atrium&limit=2&cursor=[^>]+>; rel="next"$`),
		);
	});

	it("rejects raw and encoded dot segments that URL parsing would otherwise remove", async () => {
		for (const path of [
			"/atrium/tiny-gpt/resolve/main/../../../etc/passwd",
			"/atrium/tiny-gpt/resolve/main/%2E%2E/%2e%2e/x",
			"/atrium/tiny-gpt/resolve/main/./config.json",
		]) {
			const response = await rawGet(port, path);
			expect(response.status, path).toBe(400);
			expect(response.headers["x-error-code"]).toBe("InvalidPath");
		}
		expect((await rawGet(port, "/atrium/tiny-gpt/resolve/main/config.json")).status).toBe(200);
	});
});
