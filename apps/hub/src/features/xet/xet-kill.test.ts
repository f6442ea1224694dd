import { request } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../db/create-db.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { createStorage } from "../../storage/create-storage.ts";
import { addTestUser, type TestUser } from "../../testing/accounts.ts";
import { chunkBytes } from "../../xet/chunking.ts";
import { hashFromString, hashToString } from "../../xet/hash-string.ts";
import { chunkHash, fileHash, verificationHash, xorbHash } from "../../xet/hashes.ts";
import { serializeXorb } from "../../xet/xorb.ts";
import { serveCli } from "../../testing/serve-cli.ts";
import { lfsFileCommit } from "../../testing/xet-cas-client.ts";
import { bytesOf, makeRepo, sha256Of } from "../../testing/lfs-helpers.ts";
import { shardOf } from "./xet-test-helpers.ts";
import { xorbKey } from "../../xet/xorb-keys.ts";

const MiB = 1024 * 1024;

/**
 * SIGKILL in the middle of an Xet upload (SQLite + disk, a real `atrium serve`): the first xorb is
 * stored, the second is cut off mid-body by the kill. Afterwards nothing partial exists (no second
 * xorb, no file, no claim a commit could use), and after a restart the retry of the rest succeeds.
 */
describe("an Xet upload interrupted by SIGKILL (SQLite + disk)", () => {
	let dataDir: string;
	let user: TestUser;
	const REPO = "xetkill/model";

	beforeAll(async () => {
		dataDir = await mkdtemp(join(tmpdir(), "atrium-xet-kill-"));
		const db = await createDb({ sqlitePath: join(dataDir, "atrium.db") });
		const storage = await createStorage({ dataDir });
		await addTestUser(db, "operator", { admin: true });
		user = await addTestUser(db, "xetkill");
		await makeRepo({ db, storage }, REPO);
		await db.kysely.destroy();
	});
	afterAll(() => rm(dataDir, { recursive: true, force: true }));

	// Two real hubs start and stop here, like serve-hub.test.ts: the same bound as those (not a wait).
	it(
		"leaves no partial xorb or file after the kill, and the retried upload commits",
		{ timeout: 120_000 },
		async () => {
			const content = bytesOf(6 * MiB, 17);
			const sha256 = sha256Of(content);
			const chunks = chunkBytes(content);
			const half = Math.floor(chunks.length / 2);
			const parts = [chunks.slice(0, half), chunks.slice(half)].map((list) => {
				const ranges = list.map((chunk) => ({ hash: chunkHash(chunk), length: chunk.length }));
				return { ranges, bytes: serializeXorb(list), hash: hashToString(xorbHash(ranges)) };
			});
			const shard = shardOf({
				fileHash: fileHash(parts.flatMap((part) => part.ranges)),
				terms: parts.map((part) => ({
					xorbHash: hashFromString(part.hash) ?? new Uint8Array(32),
					unpackedLength: part.ranges.reduce((sum, range) => sum + range.length, 0),
					chunkStart: 0,
					chunkEnd: part.ranges.length,
					verification: verificationHash(part.ranges.map((range) => range.hash)),
				})),
				sha256: hashFromString(sha256) ?? new Uint8Array(32),
			});
			const [first, second] = parts;
			if (!first || !second) throw new Error("two xorbs expected");

			const hub = await serveCli({ ATRIUM_XET: "on" }, ["--data", dataDir]);
			const tokenOf = async (base: string) => {
				const answer = await fetch(`${base}/api/models/${REPO}/xet-write-token/main`, { headers: user.auth() });
				expect(answer.status).toBe(200);
				return (await answer.json()) as { accessToken: string; casUrl: string };
			};
			const token = await tokenOf(hub.url);
			const stored = await fetch(`${token.casUrl}/v1/xorbs/default/${first.hash}`, {
				method: "POST",
				headers: { authorization: `Bearer ${token.accessToken}` },
				body: Buffer.from(first.bytes),
			});
			expect(await stored.json()).toEqual({ was_inserted: true });
			// The second xorb: half its body is on the wire when the hub is killed.
			const cut = request(`${token.casUrl}/v1/xorbs/default/${second.hash}`, {
				method: "POST",
				headers: { authorization: `Bearer ${token.accessToken}`, "content-length": String(second.bytes.length) },
			});
			cut.on("error", () => undefined);
			await new Promise<void>((resolve) =>
				cut.write(Buffer.from(second.bytes.subarray(0, second.bytes.length >> 1)), () => resolve()),
			);
			hub.child.kill("SIGKILL");
			await new Promise((resolve) => hub.child.once("exit", resolve));
			cut.destroy();

			const storage = await createStorage({ dataDir });
			expect(await storage.stat(xorbKey(first.hash))).toEqual({ size: first.bytes.length });
			expect(await storage.stat(xorbKey(second.hash))).toBeNull();
			expect(await storage.stat(blobKey(sha256))).toBeNull();

			const again = await serveCli({ ATRIUM_XET: "on" }, ["--data", dataDir]);
			try {
				const commit = () =>
					fetch(
						`${again.url}/api/models/${REPO}/commit/main`,
						lfsFileCommit(user, { sha256, size: content.length, path: "w.bin" }),
					);
				// Nothing a commit could name yet.
				const early = await commit();
				expect(early.status).toBeGreaterThanOrEqual(400);
				expect(early.status).toBeLessThan(500);
				const retry = await tokenOf(again.url);
				const cas = (path: string, body: Uint8Array) =>
					fetch(`${retry.casUrl}${path}`, {
						method: "POST",
						headers: { authorization: `Bearer ${retry.accessToken}` },
						body: Buffer.from(body),
					});
				// The shard still names a xorb the hub does not have.
				expect((await cas("/v1/shards", shard)).status).toBe(400);
				expect(await (await cas(`/v1/xorbs/default/${second.hash}`, second.bytes)).json()).toEqual({
					was_inserted: true,
				});
				const accepted = await cas("/v1/shards", shard);
				expect(accepted.status, await accepted.clone().text()).toBe(200);
				const committed = await commit();
				expect(committed.status, await committed.clone().text()).toBe(200);
				const read = await fetch(`${again.url}/${REPO}/resolve/main/w.bin`);
				expect(sha256Of(new Uint8Array(await read.arrayBuffer()))).toBe(sha256);
			} finally {
				await again.stop();
			}
		},
	);
});
