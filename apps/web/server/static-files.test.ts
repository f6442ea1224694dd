import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serveFile } from "./static-files.ts";

const root = mkdtempSync(path.join(tmpdir(), "atrium-static-"));
mkdirSync(path.join(root, "assets"));
writeFileSync(path.join(root, "assets", "app.js"), "console.log(1)");
writeFileSync(path.join(tmpdir(), "atrium-secret.txt"), "secret");

const get = (p: string, method = "GET") => serveFile(root, p, new Request(`http://x/${p}`, { method }), true);

describe("serveFile", () => {
	it("serves a file with its type, length and cache policy", async () => {
		const res = await get("assets/app.js");
		expect(res?.status).toBe(200);
		expect(res?.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
		expect(res?.headers.get("content-length")).toBe("14");
		expect(res?.headers.get("cache-control")).toContain("immutable");
		expect(await res?.text()).toBe("console.log(1)");
	});

	it("answers HEAD without a body", async () => {
		const res = await get("assets/app.js", "HEAD");
		expect(res?.headers.get("content-length")).toBe("14");
		expect(await res?.text()).toBe("");
	});

	it("refuses paths outside the root and missing files", async () => {
		expect(await get("../atrium-secret.txt")).toBeNull();
		expect(await get("assets/%2e%2e/%2e%2e/atrium-secret.txt")).toBeNull();
		expect(await get("assets/missing.js")).toBeNull();
		expect(await get("assets")).toBeNull();
		expect(await get("%E0%A4%A")).toBeNull();
	});
});

describe("serveFile with gzip", () => {
	it("sends fingerprinted text assets gzipped to clients that accept it", async () => {
		const res = await serveFile(
			root,
			"assets/app.js",
			new Request("http://x/assets/app.js", { headers: { "accept-encoding": "gzip, br" } }),
			true,
		);
		expect(res?.headers.get("content-encoding")).toBe("gzip");
		const body = new Uint8Array(await (res as Response).arrayBuffer());
		const { gunzipSync } = await import("node:zlib");
		expect(gunzipSync(body).toString()).toBe("console.log(1)");
	});
});
