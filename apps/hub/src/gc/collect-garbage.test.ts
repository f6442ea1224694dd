import { beforeAll, expect, it } from "vitest";
import { fileFromBytes } from "../commits/commit-file.ts";
import { createCommit } from "../commits/create-commit.ts";
import { batch, bytesOf, localPath, makeRepo, sha256Of } from "../testing/lfs-helpers.ts";
import { blobKey } from "../storage/blob-storage.ts";
import { addTestUser, type TestUser } from "../testing/accounts.ts";
import { describeBackends } from "../testing/describe-backends.ts";
import { casClient } from "../testing/xet-cas-client.ts";
import { xetUploadOf } from "../features/xet/xet-test-helpers.ts";
import { xorbIndexKey, xorbKey } from "../xet/xorb-keys.ts";
import { collectGarbage } from "./collect-garbage.ts";

// The test moves the hub's clock (`hub().ahead`) past this instead of sleeping through it.
const GRACE_MS = 2500;

describeBackends("atrium gc", (hub) => {
	let alice: TestUser;
	beforeAll(async () => {
		await addTestUser(hub().db, "operator", { admin: true });
		alice = await addTestUser(hub().db, "alice");
		await makeRepo(hub(), "alice/gc-model");
	});

	it("removes only unreferenced blobs past the grace period, and reports without removing on a dry run", async () => {
		const orphan = bytesOf(5000, 21);
		await hub().storage.put(blobKey(sha256Of(orphan)), orphan, orphan.length);
		const young = await collectGarbage(hub(), { graceMs: 60_000, now: hub().now });
		expect(young.removed).toEqual([]);
		expect(await hub().storage.stat(blobKey(sha256Of(orphan)))).not.toBeNull();

		const later = () => hub().now() + 120_000;
		const dry = await collectGarbage(hub(), { graceMs: 60_000, now: later, dryRun: true });
		expect(dry.removed).toEqual([{ sha256: sha256Of(orphan), size: 5000 }]);
		expect(await hub().storage.stat(blobKey(sha256Of(orphan)))).not.toBeNull();

		const real = await collectGarbage(hub(), { graceMs: 60_000, now: later });
		expect(real.removed).toEqual([{ sha256: sha256Of(orphan), size: 5000 }]);
		expect(real.referenced).toBeGreaterThan(0);
		expect(await hub().storage.stat(blobKey(sha256Of(orphan)))).toBeNull();
		// Every file of every repository is still there.
		const files = await hub()
			.db.kysely.selectFrom("tree_entries")
			.select(["sha256", "size"])
			.where("type", "=", "file")
			.execute();
		for (const file of files)
			expect(await hub().storage.stat(blobKey(file.sha256))).toEqual({ size: Number(file.size) });
	});

	it("loses nothing when it runs during an upload and the commit that follows", async () => {
		const gc = () => collectGarbage(hub(), { graceMs: GRACE_MS, now: hub().now });
		const orphan = bytesOf(3000, 22);
		await hub().storage.put(blobKey(sha256Of(orphan)), orphan, orphan.length);
		// The orphan is now past the grace period, and nothing else the test writes from here on is.
		hub().ahead.ms += GRACE_MS + 100;

		const weights = bytesOf(2 * 1024 * 1024, 23);
		const oid = sha256Of(weights);
		const answer = await batch(
			hub().app,
			"alice/gc-model",
			{ operation: "upload", objects: [{ oid, size: weights.length }] },
			alice.auth(),
		);
		let release: () => void = () => undefined;
		const halfway = new Promise<void>((resolve) => (release = resolve));
		let reached: () => void = () => undefined;
		const reachedHalfway = new Promise<void>((resolve) => (reached = resolve));
		let offset = 0;
		const body = new ReadableStream<Uint8Array>({
			async pull(controller) {
				if (offset === weights.length / 2) {
					reached();
					await halfway;
				}
				if (offset >= weights.length) return controller.close();
				controller.enqueue(weights.subarray(offset, offset + 64 * 1024));
				offset += 64 * 1024;
			},
		});

		const upload = Promise.resolve(
			hub().app.request(localPath(answer.objects[0]?.actions?.upload?.href ?? ""), {
				method: "PUT",
				body,
				duplex: "half",
			} as RequestInit),
		);
		// Runs while the upload is half sent (it waits for this run), then right after it, then beside the commit.
		await reachedHalfway;
		const during = await gc();
		release();
		expect((await upload).status).toBe(200);
		const between = await gc();
		const [commit, beside] = await Promise.all([
			createCommit(hub(), {
				type: "model",
				repoId: "alice/gc-model",
				files: [fileFromBytes("README.md", "# gc\n"), fileFromBytes("weights.bin", weights)],
				title: "Add weights",
			}),
			gc(),
		]);

		hub().ahead.ms += GRACE_MS + 100;
		const after = await gc();
		// The run during the upload removed the old orphan, and no run removed the new blob.
		expect(during.removed.map((blob) => blob.sha256)).toContain(sha256Of(orphan));
		expect(await hub().storage.stat(blobKey(sha256Of(orphan)))).toBeNull();
		for (const run of [during, between, beside, after])
			expect(run.removed.map((blob) => blob.sha256)).not.toContain(oid);
		expect(await hub().storage.stat(blobKey(oid))).toEqual({ size: weights.length });
		const served = await hub().app.request(`/alice/gc-model/resolve/${commit.commitId}/weights.bin`);
		expect(served.status).toBe(200);
		expect(sha256Of(new Uint8Array(await served.arrayBuffer()))).toBe(oid);
	});

	it("keeps an old unreferenced blob that a batch answer just offered as 'already stored'", async () => {
		const bytes = bytesOf(7000, 24);
		const oid = sha256Of(bytes);
		const objects = [{ oid, size: bytes.length }];
		const first = await batch(hub().app, "alice/gc-model", { operation: "upload", objects }, alice.auth());
		await hub().app.request(localPath(first.objects[0]?.actions?.upload?.href ?? ""), { method: "PUT", body: bytes });
		hub().ahead.ms += GRACE_MS + 100;
		// Now the blob is old and unreferenced: a collection would remove it. Alice asks again before committing.
		const again = await batch(hub().app, "alice/gc-model", { operation: "upload", objects }, alice.auth());
		expect(again.objects[0]?.actions).toBeUndefined();
		const during = await collectGarbage(hub(), { graceMs: GRACE_MS, now: hub().now });
		expect(during.removed.map((blob) => blob.sha256)).not.toContain(oid);
		await createCommit(hub(), {
			type: "model",
			repoId: "alice/gc-model",
			files: [fileFromBytes("README.md", "# gc\n"), fileFromBytes("more.bin", bytes)],
			title: "Add more",
		});
		hub().ahead.ms += GRACE_MS + 100;
		await collectGarbage(hub(), { graceMs: GRACE_MS, now: hub().now });
		expect(await hub().storage.stat(blobKey(oid))).toEqual({ size: bytes.length });
	});

	it("forgets Xet files nothing needs and removes their xorbs, and keeps those a file or a recent upload needs", async () => {
		const cas = casClient(hub);
		const [kept, dropped, young] = [31, 32, 33].map((seed) => xetUploadOf(bytesOf(50_000 + seed, seed)));
		if (!kept || !dropped || !young) throw new Error("three uploads");
		await cas.upload(alice, "alice/gc-model", kept);
		expect((await cas.commitFile(alice, "alice/gc-model", kept, "kept.bin")).status).toBe(200);
		await cas.upload(alice, "alice/gc-model", dropped);
		hub().ahead.ms += GRACE_MS + 100;
		const { accessToken } = await cas.token(alice, "alice/gc-model");
		expect((await cas.post(`/v1/xorbs/default/${young.xorbHash}`, young.xorb, accessToken)).status).toBe(200);
		const stored = async (upload: typeof kept) => ({
			xorb: (await hub().storage.stat(xorbKey(upload.xorbHash))) !== null,
			index: (await hub().storage.stat(xorbIndexKey(upload.xorbHash))) !== null,
			row:
				(await hub()
					.db.kysely.selectFrom("xet_xorbs")
					.select("hash")
					.where("hash", "=", upload.xorbHash)
					.executeTakeFirst()) !== undefined,
		});
		const everything = { xorb: true, index: true, row: true };

		const dry = await collectGarbage(hub(), { graceMs: GRACE_MS, now: hub().now, dryRun: true });
		expect(dry.xet.removedXorbs).toEqual([]);
		expect(await stored(dropped)).toEqual(everything);
		const run = await collectGarbage(hub(), { graceMs: GRACE_MS, now: hub().now });
		// Files uploaded through Xet have no whole blob (decision 034): forgetting the file frees its xorb.
		expect(run.removed.map((blob) => blob.sha256)).not.toContain(dropped.sha256);
		expect(run.xet.forgottenFiles).toBe(1);
		expect(run.xet.removedXorbs).toEqual([dropped.xorbHash]);
		expect(await stored(dropped)).toEqual({ xorb: false, index: false, row: false });
		expect(await stored(kept)).toEqual(everything);
		expect(await stored(young)).toEqual(everything);
		const files = await hub().db.kysely.selectFrom("xet_files").select("sha256").execute();
		// (Earlier reads made the hub chunk the LFS files of this repository too: those stay.)
		expect(files.map((file) => file.sha256)).toContain(kept.sha256);
		expect(files.map((file) => file.sha256)).not.toContain(dropped.sha256);
		const served = await hub().app.request("/alice/gc-model/resolve/main/kept.bin", { method: "HEAD" });
		expect(served.headers.get("x-xet-hash")).toMatch(/^[0-9a-f]{64}$/);
	});
});
