import { createHash } from "node:crypto";
import { commit, downloadFile } from "@huggingface/hub";
import { fileHash as referenceFileHash, getChunks } from "@huggingface/xetchunk-wasm";
import { beforeAll, expect, it } from "vitest";
import { setPasswordCost } from "../../auth/passwords.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import type { TestHub } from "../../testing/create-test-hub.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { hashToString } from "../../xet/hash-string.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { convertBlobToXet, HUB_XORB_BYTES } from "./blob-to-xet.ts";
import { xetConversionsSettled } from "./xet-conversions.ts";
import { pseudoRandom } from "../../testing/pseudo-random.ts";

setPasswordCost(10);

/**
 * Bilingual files (decision 033): a file uploaded through LFS is read over HTTP at first, chunked by
 * the hub in the background after that first read, and from then on advertised for Xet and downloaded
 * byte-identical by the real `@huggingface/hub` client's Xet reader. A client that does not speak Xet
 * gets the same bytes and headers as before.
 */
describeBackends("files uploaded through LFS, read through Xet", (getHub) => {
	let hub: TestHub;
	let owner: TestUser;
	const seen: string[] = [];
	const fetchThroughHub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
		const request = new Request(input, init);
		seen.push(`${request.method} ${new URL(request.url).pathname}`);
		// Buffered: the client leaves the body of its first probe (`Range: bytes=0-0`) unread, which
		// would hold an S3 read open past the end of the suite.
		const response = await hub.app.request(request);
		const body = response.body ? await response.arrayBuffer() : null;
		return new Response(body, response);
	};
	const client = () => ({
		repo: { type: "model" as const, name: "lfsowner/weights" },
		hubUrl: "http://localhost",
		accessToken: owner.write,
		fetch: fetchThroughHub as typeof fetch,
	});
	// Two hub-built xorbs and a short tail, so terms and ranges cross xorb boundaries.
	const content = pseudoRandom(HUB_XORB_BYTES + 1_500_000, 11);
	const sha256 = createHash("sha256").update(content).digest("hex");
	const download = async (range?: { start: number; end: number }) => {
		seen.length = 0;
		const blob = await downloadFile({ ...client(), path: "model.bin" });
		const part = range ? (blob ?? new Blob()).slice(range.start, range.end) : (blob ?? new Blob());
		return Buffer.from(await part.arrayBuffer());
	};
	const throughXet = () => seen.some((line) => /^GET \/xet-cas\/v2\/reconstructions\/[0-9a-f]{64}$/.test(line));

	beforeAll(async () => {
		hub = getHub();
		owner = await addTestUser(hub.db, "lfsowner");
		await addTestRepo(hub, { type: "model", id: "lfsowner/weights", files: { "README.md": "# w\n" } });
		seen.length = 0;
		await commit({
			...client(),
			title: "Add weights through LFS",
			useXet: false,
			operations: [{ operation: "addOrUpdate", path: "model.bin", content: new Blob([Buffer.from(content)]) }],
		});
		expect(seen.some((line) => line.startsWith("POST /xet-cas/"))).toBe(false);
	});

	it("serves the first read over HTTP, then through the Xet reader, byte-identical", async () => {
		const plain = await hub.app.request("/lfsowner/weights/resolve/main/model.bin", { method: "HEAD" });
		expect(plain.headers.get("x-xet-hash")).toBeNull();
		expect((await download()).equals(Buffer.from(content))).toBe(true);
		expect(throughXet()).toBe(false);
		await xetConversionsSettled(hub);
		expect((await download()).equals(Buffer.from(content))).toBe(true);
		expect(throughXet()).toBe(true);
		expect(seen.some((line) => /^GET \/xet-cas\/fetch\/[0-9a-f]{64}$/.test(line))).toBe(true);
		const range = { start: HUB_XORB_BYTES - 100_000, end: HUB_XORB_BYTES + 300_000 };
		expect((await download(range)).equals(Buffer.from(content.subarray(range.start, range.end)))).toBe(true);
		expect(throughXet()).toBe(true);
	});

	it("advertises the Xet hash the clients compute, on resolve and in listings; plain readers see no other change", async () => {
		await xetConversionsSettled(hub);
		const expected = hashToString(referenceFileHash(getChunks(content)));
		const head = await hub.app.request("/lfsowner/weights/resolve/main/model.bin", { method: "HEAD" });
		expect(head.headers.get("x-xet-hash")).toBe(expected);
		expect(head.headers.get("link")).toContain('rel="xet-auth"');
		expect(head.headers.get("etag")).toBe(`"${sha256}"`);
		expect(head.headers.get("content-length")).toBe(String(content.length));
		const ranged = await hub.app.request("/lfsowner/weights/resolve/main/model.bin", {
			headers: { range: "bytes=10-19" },
		});
		expect(ranged.status).toBe(206);
		expect(Buffer.from(await ranged.arrayBuffer()).equals(Buffer.from(content.subarray(10, 20)))).toBe(true);
		const notModified = await hub.app.request("/lfsowner/weights/resolve/main/model.bin", {
			headers: { "if-none-match": `"${sha256}"` },
		});
		expect(notModified.status).toBe(304);
		const tree = (await (await hub.app.request("/api/models/lfsowner/weights/tree/main")).json()) as {
			path: string;
			xetHash?: string;
		}[];
		expect(tree.find((entry) => entry.path === "model.bin")?.xetHash).toBe(expected);
		// A file stored in git itself (not LFS) is not chunked: the clients read those over HTTP.
		expect(tree.find((entry) => entry.path === "README.md")?.xetHash).toBeUndefined();
		const rows = await hub.db.kysely.selectFrom("xet_files").select("sha256").execute();
		expect(rows.map((row) => row.sha256)).toEqual([sha256]);
	});

	it("records nothing for a stored blob whose bytes do not hash to its name, nor for a missing or known one", async () => {
		const liar = "e".repeat(64);
		const bytes = pseudoRandom(100_000, 12);
		await hub.storage.put(blobKey(liar), bytes, bytes.length);
		expect(await convertBlobToXet(hub, liar, hub.now())).toBe(false);
		expect(await convertBlobToXet(hub, "f".repeat(64), hub.now())).toBe(false);
		expect(await convertBlobToXet(hub, sha256, hub.now())).toBe(false);
		const rows = await hub.db.kysely.selectFrom("xet_files").select("sha256").execute();
		expect(rows.map((row) => row.sha256)).toEqual([sha256]);
		await hub.storage.delete(blobKey(liar));
	});
});
