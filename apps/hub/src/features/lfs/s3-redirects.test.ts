import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppHono } from "../../app-env.ts";
import { createApp } from "../../app.ts";
import { addTestUser, type TestUser } from "../../testing/accounts.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { batch, bytesOf, makeRepo, sha256Of } from "../../testing/lfs-helpers.ts";

describe("S3 redirects (ATRIUM_S3_REDIRECTS=1)", () => {
	let hub: TestHub;
	let app: AppHono;
	let alice: TestUser;
	let commit: string;
	const WEIGHTS = bytesOf(200_000, 11);

	beforeAll(async () => {
		hub = await createTestHub("sqlite", "s3", { seed: false });
		app = createApp({ db: hub.db, storage: hub.storage, config: { s3Redirects: true } });
		await addTestUser(hub.db, "operator", { admin: true });
		alice = await addTestUser(hub.db, "alice");
		commit = await makeRepo(hub, "alice/redirected", "model", { "model.bin": WEIGHTS });
	});
	afterAll(() => hub.close());

	it("redirects resolve of an LFS file to a presigned URL, keeping the metadata on the first response", async () => {
		for (const method of ["HEAD", "GET"]) {
			const response = await app.request("/alice/redirected/resolve/main/model.bin", { method });
			expect(response.status).toBe(302);
			expect(response.headers.get("x-repo-commit")).toBe(commit);
			expect(response.headers.get("x-linked-etag")).toBe(`"${sha256Of(WEIGHTS)}"`);
			expect(response.headers.get("x-linked-size")).toBe(String(WEIGHTS.length));
			expect(response.headers.get("etag")).toBe(`"${sha256Of(WEIGHTS)}"`);
			const location = response.headers.get("location") ?? "";
			expect(location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/atrium-test\/hub\/blobs\/.*X-Amz-Signature=/);
			// The presigned URL works without any credential, whole and by range.
			const whole = await fetch(location);
			expect(new Uint8Array(await whole.arrayBuffer())).toEqual(WEIGHTS);
			// (s3rver reads `bytes=0-0` as the whole file, unlike S3; any other range shows the same thing.)
			const ranged = await fetch(location, { headers: { range: "bytes=1-2" } });
			expect([ranged.status, ranged.headers.get("content-range")]).toEqual([206, `bytes 1-2/${WEIGHTS.length}`]);
			await ranged.arrayBuffer();
		}
		// Regular files and LFS pointers (raw) are still served by the hub.
		expect((await app.request("/alice/redirected/resolve/main/README.md")).status).toBe(200);
		expect((await app.request("/alice/redirected/raw/main/model.bin")).status).toBe(200);
	});

	it("answers LFS batch downloads with presigned URLs", async () => {
		const oid = sha256Of(WEIGHTS);
		const answer = await batch(
			app,
			"alice/redirected",
			{ operation: "download", objects: [{ oid, size: WEIGHTS.length }] },
			alice.auth(),
		);
		const href = answer.objects[0]?.actions?.download?.href ?? "";
		expect(href).toMatch(/X-Amz-Signature=/);
		expect(new Uint8Array(await (await fetch(href)).arrayBuffer())).toEqual(WEIGHTS);
	});

	it("serves from the hub when the store cannot presign (disk)", async () => {
		const disk = await createTestHub("sqlite", "fs", { seed: false });
		try {
			const diskApp = createApp({ db: disk.db, storage: disk.storage, config: { s3Redirects: true } });
			await makeRepo(disk, "alice/on-disk", "model", { "model.bin": WEIGHTS });
			const response = await diskApp.request("/alice/on-disk/resolve/main/model.bin");
			expect(response.status).toBe(200);
			expect(new Uint8Array(await response.arrayBuffer())).toEqual(WEIGHTS);
		} finally {
			await disk.close();
		}
	});
});
