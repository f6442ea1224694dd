import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { setPasswordCost } from "../../auth/passwords.ts";
import { LocalFiles } from "../../datasets/local-files.ts";
import { collectGarbage } from "../../gc/collect-garbage.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import type { TestHub } from "../../testing/create-test-hub.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { batch, localPath } from "../../testing/lfs-helpers.ts";
import { pseudoRandom } from "../../testing/pseudo-random.ts";
import { casClient } from "../../testing/xet-cas-client.ts";
import { xorbKey } from "../../xet/xorb-keys.ts";
import { xetBackedStorage } from "./xet-backed-storage.ts";
import { xetUploadOf, type XetUpload } from "./xet-test-helpers.ts";

setPasswordCost(10);

/**
 * A file uploaded through Xet is kept only as the chunks of its xorbs (decision 034), and reads
 * byte-identical every other way: `resolve` (GET, HEAD, Range, 304), the git-lfs batch download, the
 * dataset viewer's local files, and with S3 redirects or `X-Accel-Redirect` configured (both fall back
 * to streaming from chunks). `atrium gc` forgets such a file once nothing needs it, and frees its xorb.
 */
describeBackends("Files kept as Xet chunks", (getHub) => {
	let hub: TestHub;
	let owner: TestUser;
	let upload: XetUpload;
	let content: Uint8Array;
	const repo = "chunkowner/weights";
	const client = casClient(() => hub);
	beforeAll(async () => {
		hub = getHub();
		await addTestUser(hub.db, "chunkadmin");
		owner = await addTestUser(hub.db, "chunkowner");
		await addTestRepo(hub, { type: "model", id: repo, files: { "README.md": "# w\n" } });
		content = pseudoRandom(600_000, 34);
		upload = xetUploadOf(content);
		await client.upload(owner, repo, upload);
		const committed = await client.commitFile(owner, repo, upload, "model.bin");
		expect(committed.status, await committed.clone().text()).toBe(200);
	});

	const same = async (response: Response, bytes: Uint8Array) =>
		expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

	it("stores no whole copy, and resolve serves GET, HEAD, ranges and 304 from the chunks", async () => {
		expect(await hub.storage.stat(blobKey(upload.sha256))).toBeNull();
		expect(upload.chunkHashes.length).toBeGreaterThan(3);
		const url = `/${repo}/resolve/main/model.bin`;
		const whole = await hub.app.request(url);
		expect(whole.status).toBe(200);
		expect(whole.headers.get("content-length")).toBe(String(content.length));
		await same(whole, content);
		const head = await hub.app.request(url, { method: "HEAD" });
		expect(head.status).toBe(200);
		expect(head.headers.get("content-length")).toBe(String(content.length));
		expect(head.headers.get("x-xet-hash")).toMatch(/^[0-9a-f]{64}$/);
		const etag = head.headers.get("etag") ?? "";
		expect(etag).toBe(`"${upload.sha256}"`);
		// Ranges inside one chunk, across chunk boundaries, and the last byte.
		for (const [start, end] of [
			[10, 20],
			[70_000, 450_123],
			[content.length - 1, content.length - 1],
		] as const) {
			const part = await hub.app.request(url, { headers: { range: `bytes=${start}-${end}` } });
			expect(part.status).toBe(206);
			expect(part.headers.get("content-range")).toBe(`bytes ${start}-${end}/${content.length}`);
			await same(part, content.subarray(start, end + 1));
		}
		const suffix = await hub.app.request(url, { headers: { range: "bytes=-1000" } });
		await same(suffix, content.subarray(content.length - 1000));
		const past = await hub.app.request(url, { headers: { range: `bytes=${content.length}-` } });
		expect(past.status).toBe(416);
		expect((await hub.app.request(url, { headers: { "if-none-match": etag } })).status).toBe(304);
	});

	it("serves the git-lfs batch download from the chunks", async () => {
		const answer = await batch(
			hub.app,
			repo,
			{ operation: "download", objects: [{ oid: upload.sha256, size: content.length }] },
			owner.auth(),
		);
		expect(answer.status).toBe(200);
		const href = answer.objects[0]?.actions?.download?.href ?? "";
		const body = await hub.app.request(localPath(href), { headers: answer.objects[0]?.actions?.download?.header });
		expect(body.status).toBe(200);
		await same(body, content);
	});

	it("streams from the chunks where S3 redirects or X-Accel-Redirect would point at a whole copy", async () => {
		const app = createApp({
			db: hub.db,
			storage: hub.storage,
			config: { s3Redirects: true, accelRedirect: "/_atrium_files/" },
		});
		const response = await app.request(`/${repo}/resolve/main/model.bin`);
		expect(response.status).toBe(200);
		expect(response.headers.get("location")).toBeNull();
		expect(response.headers.get("x-accel-redirect")).toBeNull();
		await same(response, content);
		const answer = await batch(
			app,
			repo,
			{ operation: "download", objects: [{ oid: upload.sha256, size: content.length }] },
			owner.auth(),
		);
		expect(answer.objects[0]?.actions?.download?.href).toMatch(/^http:\/\/localhost\/api\/lfs\/objects\//);
	});

	it("reads small whole blobs at once where the store can, and answers null for a blob kept as chunks", async () => {
		const storage = xetBackedStorage(hub.db, hub.storage);
		if (!hub.storage.readSmallSync) {
			expect(storage.readSmallSync).toBeUndefined();
			return;
		}
		await hub.storage.put("blobs/aa/bb/whole", new TextEncoder().encode("whole"), 5);
		expect(new TextDecoder().decode(storage.readSmallSync?.("blobs/aa/bb/whole") ?? undefined)).toBe("whole");
		expect(await storage.stat(blobKey(upload.sha256))).toEqual({ size: content.length });
		expect(storage.readSmallSync?.(blobKey(upload.sha256))).toBeNull();
	});

	it("gives the dataset viewer a local copy", async () => {
		const cache = await mkdtemp(join(tmpdir(), "atrium-chunk-cache-"));
		try {
			const files = new LocalFiles(xetBackedStorage(hub.db, hub.storage), cache, 10_000_000);
			const path = await files.pathOf(upload.sha256);
			expect(Buffer.from(await readFile(path ?? "")).equals(Buffer.from(content))).toBe(true);
		} finally {
			await rm(cache, { recursive: true, force: true });
		}
	});

	it("gc forgets a file kept as chunks once nothing needs it, and frees its xorb; a committed one stays", async () => {
		const abandoned = xetUploadOf(pseudoRandom(150_000, 35));
		await client.upload(owner, repo, abandoned);
		const storage = xetBackedStorage(hub.db, hub.storage);
		expect(await storage.stat(blobKey(abandoned.sha256))).toEqual({ size: 150_000 });
		// Within the grace period both are kept.
		const early = await collectGarbage(hub, { now: hub.now });
		expect(early.xet.forgottenFiles).toBe(0);
		hub.ahead.ms += 3 * 86_400_000;
		const report = await collectGarbage(hub, { now: hub.now });
		expect(report.xet.forgottenFiles).toBe(1);
		expect(report.xet.removedXorbs).toEqual([abandoned.xorbHash]);
		expect(await storage.stat(blobKey(abandoned.sha256))).toBeNull();
		expect(await hub.storage.stat(xorbKey(abandoned.xorbHash))).toBeNull();
		// The committed file is untouched.
		expect(await hub.storage.stat(xorbKey(upload.xorbHash))).not.toBeNull();
		await same(await hub.app.request(`/${repo}/resolve/main/model.bin`), content);
	});
});
