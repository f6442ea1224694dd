import { commit } from "@huggingface/hub";
import { hmac } from "@huggingface/xetchunk-wasm";
import { beforeAll, expect, it } from "vitest";
import { setPasswordCost } from "../../auth/passwords.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import type { TestHub } from "../../testing/create-test-hub.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { createHash } from "node:crypto";
import { chunkBytes } from "../../xet/chunking.ts";
import { hashFromString, hashToString } from "../../xet/hash-string.ts";
import { chunkHash, fileHash, merkleRoot, verificationHash } from "../../xet/hashes.ts";
import { serializeXorb } from "../../xet/xorb.ts";
import { parseShard } from "../../xet/shard.ts";
import { casClient } from "../../testing/xet-cas-client.ts";
import { pseudoRandom } from "../../testing/pseudo-random.ts";
import { shardOf, xetUploadOf } from "./xet-test-helpers.ts";

setPasswordCost(10);

/**
 * The global deduplication query (`GET /v1/chunks/default-merkledb/{hash}`, decision 033): a shard of
 * keyed chunk hashes of the xorbs holding the chunk, only those the caller may build on, and the
 * answer of a chunk stored nowhere for everything else.
 */
describeBackends("Xet global deduplication", (getHub) => {
	let hub: TestHub;
	let owner: TestUser;
	let other: TestUser;
	let reader: TestUser;
	const cas = casClient(() => hub);
	const firstChunk = (upload: { chunkHashes: Uint8Array[] }) => hashToString(upload.chunkHashes[0] ?? new Uint8Array());
	beforeAll(async () => {
		hub = getHub();
		await addTestUser(hub.db, "ddadmin");
		owner = await addTestUser(hub.db, "ddowner");
		other = await addTestUser(hub.db, "ddother");
		reader = await addTestUser(hub.db, "ddreader");
		await addTestRepo(hub, { type: "model", id: "ddowner/open", files: { "README.md": "# a\n" } });
		await addTestRepo(hub, { type: "model", id: "ddother/pub", files: { "README.md": "# p\n" } });
		await addTestRepo(hub, { type: "model", id: "ddother/secret", files: { "README.md": "# s\n" }, private: true });
	});

	it("answers a file's first chunk with every xorb of that file, as the client asks about the first chunk only", async () => {
		// A file of two xorbs, as a client packs a file larger than one xorb.
		const content = pseudoRandom(400_000, 27);
		const chunks = chunkBytes(content);
		const ranges = chunks.map((chunk) => ({ hash: chunkHash(chunk), length: chunk.length }));
		const half = Math.ceil(chunks.length / 2);
		const parts = [
			{ chunks: chunks.slice(0, half), ranges: ranges.slice(0, half) },
			{ chunks: chunks.slice(half), ranges: ranges.slice(half) },
		];
		const xorbHashes = parts.map((part) => hashToString(merkleRoot(part.ranges)));
		const { accessToken } = await cas.token(owner, "ddowner/open");
		for (const [index, part] of parts.entries())
			expect(
				(await cas.post(`/v1/xorbs/default/${xorbHashes[index]}`, serializeXorb(part.chunks), accessToken)).status,
			).toBe(200);
		const sha = createHash("sha256").update(content).digest("hex");
		const shard = shardOf({
			fileHash: fileHash(ranges),
			terms: parts.map((part, index) => ({
				xorbHash: hashFromString(xorbHashes[index] ?? "") ?? new Uint8Array(32),
				unpackedLength: part.ranges.reduce((sum, range) => sum + range.length, 0),
				chunkStart: 0,
				chunkEnd: part.chunks.length,
				verification: verificationHash(part.ranges.map((range) => range.hash)),
			})),
			sha256: hashFromString(sha) ?? new Uint8Array(32),
		});
		expect((await cas.post("/v1/shards", shard, accessToken)).status).toBe(200);
		const response = await cas.get(
			`/v1/chunks/default/${hashToString(ranges[0]?.hash ?? new Uint8Array())}`,
			accessToken,
		);
		expect(response.status).toBe(200);
		const answer = parseShard(new Uint8Array(await response.arrayBuffer()));
		expect(answer.xorbs.map((xorb) => hashToString(xorb.hash)).sort()).toEqual([...xorbHashes].sort());
		// Someone who may not build on them learns nothing, whichever chunk they ask about.
		const foreign = await cas.token(other, "ddother/pub");
		expect(
			(await cas.get(`/v1/chunks/default/${hashToString(ranges[0]?.hash ?? new Uint8Array())}`, foreign.accessToken))
				.status,
		).toBe(404);
	});

	it("answers the uploader a shard whose chunk hashes are keyed: matched only by hashing what one has", async () => {
		const upload = xetUploadOf(pseudoRandom(300_000, 21));
		await cas.upload(owner, "ddowner/open", upload);
		for (const [kind, prefix] of [
			["write", "default-merkledb"],
			["read", "default"],
		] as const) {
			const { accessToken } = await cas.token(owner, "ddowner/open", kind);
			const response = await cas.get(`/v1/chunks/${prefix}/${firstChunk(upload)}`, accessToken);
			expect(response.status).toBe(200);
			expect(response.headers.get("content-type")).toBe("application/octet-stream");
			const body = new Uint8Array(await response.arrayBuffer());
			const shard = parseShard(body);
			expect(shard.files).toEqual([]);
			expect(shard.xorbs.map((xorb) => hashToString(xorb.hash))).toEqual([upload.xorbHash]);
			const key = shard.footer?.chunkHashKey ?? new Uint8Array(32);
			// Keyed as the real client keys its own hashes to look for them (xetchunk-wasm's hmac).
			expect(shard.xorbs[0]?.chunks.map((chunk) => hashToString(chunk.hash))).toEqual(
				upload.chunkHashes.map((hash) => hashToString(hmac(hash, key))),
			);
			expect(shard.xorbs[0]?.chunks.map((chunk) => chunk.length).reduce((a, b) => a + b)).toBe(upload.size);
			for (const raw of upload.chunkHashes) expect(Buffer.from(body).includes(Buffer.from(raw))).toBe(false);
		}
		const { accessToken } = await cas.token(owner, "ddowner/open");
		await cas.expectError(await cas.get(`/v1/chunks/other/${firstChunk(upload)}`, accessToken), 400, "BadRequest");
		for (const bad of [firstChunk(upload).toUpperCase(), firstChunk(upload).slice(1), `${firstChunk(upload)}0`, "zz"])
			await cas.expectError(await cas.get(`/v1/chunks/default-merkledb/${bad}`, accessToken), 400, "BadRequest");
		hub.ahead.ms += 16 * 60_000;
		await cas.expectError(
			await cas.get(`/v1/chunks/default-merkledb/${firstChunk(upload)}`, accessToken),
			401,
			"XetTokenInvalid",
		);
		await cas.expectError(await cas.get(`/v1/chunks/default-merkledb/${firstChunk(upload)}`), 401, "XetTokenInvalid");
	});

	it("never discloses a chunk of a private repository: the answer of a chunk stored nowhere", async () => {
		const secret = xetUploadOf(pseudoRandom(200_000, 22));
		await cas.upload(other, "ddother/secret", secret);
		expect((await cas.commitFile(other, "ddother/secret", secret)).status).toBe(200);
		const ask = async (user: TestUser, repo: string, chunk: string) => {
			const { accessToken } = await cas.token(user, repo, "read");
			const response = await cas.get(`/v1/chunks/default-merkledb/${chunk}`, accessToken);
			const text = await response.text();
			const { requestId: _, ...body } = (response.status === 200 ? {} : JSON.parse(text)) as { requestId?: string };
			return { status: response.status, code: response.headers.get("x-error-code"), body };
		};
		const nowhere = await ask(owner, "ddowner/open", "0".repeat(64));
		expect(nowhere.status).toBe(404);
		expect(await ask(owner, "ddowner/open", firstChunk(secret))).toEqual(nowhere);
		expect(await ask(reader, "ddother/pub", firstChunk(secret))).toEqual(nowhere);
		expect((await ask(other, "ddother/pub", firstChunk(secret))).status).toBe(200);
		// A reader of a repository does not see its writers' uploads before they are committed.
	});

	it("lets anyone who may read a public file deduplicate against it once it is committed", async () => {
		const shared = xetUploadOf(pseudoRandom(200_000, 23));
		await cas.upload(other, "ddother/pub", shared);
		const { accessToken } = await cas.token(reader, "ddother/pub", "read");
		const path = `/v1/chunks/default-merkledb/${firstChunk(shared)}`;
		expect((await cas.get(path, accessToken)).status).toBe(404);
		expect((await cas.commitFile(other, "ddother/pub", shared)).status).toBe(200);
		expect((await cas.get(path, accessToken)).status).toBe(200);
	});

	it("makes the real client upload only what changed in a file it pushed before", async () => {
		const xorbBytes: number[] = [];
		const fetchThroughHub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
			const request = new Request(input, init);
			if (/\/xet-cas\/v1\/xorbs\//.test(request.url)) xorbBytes.push((await request.clone().arrayBuffer()).byteLength);
			return hub.app.request(request);
		};
		const original = pseudoRandom(3_000_000, 24);
		const edited = original.slice();
		edited.set(pseudoRandom(50_000, 25), 2_000_000);
		for (const [path, content] of [
			["v1.bin", original],
			["v2.bin", edited],
		] as const) {
			xorbBytes.length = 0;
			await commit({
				repo: { type: "model", name: "ddowner/open" },
				title: `Add ${path}`,
				hubUrl: "http://localhost",
				accessToken: owner.write,
				fetch: fetchThroughHub as typeof fetch,
				operations: [{ operation: "addOrUpdate", path, content: new Blob([Buffer.from(content)]) }],
			});
			const sent = xorbBytes.reduce((a, b) => a + b, 0);
			if (path === "v1.bin") expect(sent).toBeGreaterThan(original.length / 2);
			else expect(sent).toBeLessThan(original.length / 4);
		}
		const resolved = await hub.app.request("/ddowner/open/resolve/main/v2.bin");
		expect(Buffer.from(await resolved.arrayBuffer()).equals(Buffer.from(edited))).toBe(true);
	});
});
