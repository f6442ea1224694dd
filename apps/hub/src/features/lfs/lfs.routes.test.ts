import { beforeAll, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { describeBackends } from "../../testing/describe-backends.ts";
import { addTestUser, type TestUser } from "../../testing/accounts.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { linkKey, signLink } from "./link-signing.ts";
import { batch, bytesOf, localPath, makeRepo, sha256Of } from "../../testing/lfs-helpers.ts";

describeBackends("LFS batch API and upload links", (hub) => {
	let alice: TestUser;
	let bob: TestUser;
	const REPO = "alice/lfs-model";
	const PRIVATE = "bob/secret-model";

	beforeAll(async () => {
		// The first account of a hub is an admin: make it someone else.
		await addTestUser(hub().db, "operator", { admin: true });
		alice = await addTestUser(hub().db, "alice");
		bob = await addTestUser(hub().db, "bob");
		await makeRepo(hub(), REPO);
		await makeRepo(hub(), "alice/lfs-data", "dataset");
		await makeRepo(hub(), PRIVATE);
		await hub().db.kysely.updateTable("repos").set({ private: 1 }).where("full_id", "=", PRIVATE).execute();
	});

	/** The upload link the batch API hands alice for `bytes` in {@link REPO}. */
	const uploadLink = async (bytes: Uint8Array): Promise<string> => {
		const objects = [{ oid: sha256Of(bytes), size: bytes.length }];
		const answer = await batch(hub().app, REPO, { operation: "upload", objects }, alice.auth());
		return answer.objects[0]?.actions?.upload?.href ?? "";
	};

	const put = (href: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> =>
		Promise.resolve(
			hub().app.request(localPath(href), {
				method: "PUT",
				body,
				headers,
				...(body instanceof ReadableStream ? { duplex: "half" } : {}),
			} as RequestInit),
		);

	it("uploads through the signed link, verifies, then answers 'already stored' and serves the download", async () => {
		const bytes = bytesOf(300_000, 1);
		const oid = sha256Of(bytes);
		const first = await batch(
			hub().app,
			REPO,
			{
				operation: "upload",
				transfers: ["basic", "multipart"],
				hash_algo: "sha_256",
				ref: { name: "main" },
				objects: [{ oid, size: bytes.length }],
			},
			alice.auth(),
		);
		expect(first.status).toBe(200);
		expect(first.contentType).toContain("application/vnd.git-lfs+json");
		expect(first.body.transfer).toBe("basic");
		const [object] = first.objects;
		expect(object).toMatchObject({ oid, size: bytes.length });
		const upload = object?.actions?.upload;
		const verify = object?.actions?.verify;
		expect(upload?.href).toMatch(/^http:\/\/localhost\/api\/lfs\/objects\//);
		expect(upload?.header).toBeUndefined();
		// Not yet uploaded: verify says so.
		const early = await hub().app.request(localPath(verify?.href ?? ""), {
			method: "POST",
			headers: alice.auth(),
			body: JSON.stringify({ oid, size: bytes.length }),
		});
		expect([early.status, early.headers.get("x-error-code")]).toEqual([404, "ObjectNotFound"]);
		// The PUT carries no Authorization header, as both clients send it.
		expect((await put(upload?.href ?? "", bytes)).status).toBe(200);
		expect(await hub().storage.stat(blobKey(oid))).toEqual({ size: bytes.length });
		const verified = await hub().app.request(localPath(verify?.href ?? ""), {
			method: "POST",
			body: JSON.stringify({ oid, size: bytes.length }),
		});
		expect(verified.status).toBe(200);

		const again = await batch(
			hub().app,
			REPO,
			{ operation: "upload", objects: [{ oid, size: bytes.length }] },
			alice.auth(),
		);
		expect(again.objects).toEqual([{ oid, size: bytes.length, authenticated: true }]);

		const download = await batch(
			hub().app,
			REPO,
			{ operation: "download", objects: [{ oid, size: bytes.length }] },
			alice.auth(),
		);
		const href = download.objects[0]?.actions?.download?.href ?? "";
		const whole = await hub().app.request(localPath(href));
		expect(whole.status).toBe(200);
		expect(whole.headers.get("etag")).toBe(`"${oid}"`);
		expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);
		const ranged = await hub().app.request(localPath(href), { headers: { range: "bytes=10-19" } });
		expect([ranged.status, ranged.headers.get("content-range")]).toEqual([206, `bytes 10-19/${bytes.length}`]);
		expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(bytes.subarray(10, 20));
	});

	it("serves datasets under /datasets/{id}.git and answers bad objects one by one", async () => {
		const bytes = bytesOf(1000, 2);
		const answer = await batch(
			hub().app,
			"alice/lfs-data",
			{
				operation: "upload",
				objects: [
					{ oid: sha256Of(bytes), size: 1000 },
					{ oid: "XYZ", size: 5 },
					{ oid: "a".repeat(64), size: -3 },
				],
			},
			alice.auth(),
			"dataset",
		);
		expect(answer.status).toBe(200);
		expect(answer.objects[0]?.actions?.upload).toBeDefined();
		expect(answer.objects[1]?.error?.code).toBe(422);
		expect(answer.objects[2]?.error?.code).toBe(422);
		const huge = await batch(
			hub().app,
			REPO,
			{ operation: "upload", objects: [], padding: "x".repeat(2 << 20) },
			alice.auth(),
		);
		expect([huge.status, huge.body.code]).toEqual([413, "PayloadTooLarge"]);
		const bad = await batch(hub().app, REPO, { operation: "steal", objects: [] }, alice.auth());
		expect(bad.status).toBe(400);
		// git-lfs shows `message`, the Hugging Face clients `error`.
		expect(bad.body.message).toBe(bad.body.error);
		expect(bad.body.message).toMatch(/Unknown LFS operation/);
	});

	it("stores nothing when the bytes do not match the announced sha256 or size", async () => {
		const bytes = bytesOf(50_000, 3);
		const oid = sha256Of(bytes);
		const href = await uploadLink(bytes);
		const other = bytesOf(50_000, 4);
		const wrongHash = await put(href, other);
		expect([wrongHash.status, wrongHash.headers.get("x-error-code")]).toEqual([400, "UploadHashMismatch"]);
		const short = await put(href, bytes.subarray(0, 49_999));
		expect([short.status, short.headers.get("x-error-code")]).toEqual([400, "UploadSizeMismatch"]);
		const long = await put(href, new Blob([bytes, new Uint8Array(1)]).stream(), {});
		expect([long.status, long.headers.get("x-error-code")]).toEqual([400, "UploadSizeMismatch"]);
		expect(await hub().storage.stat(blobKey(oid))).toBeNull();
		expect(
			await hub()
				.storage.listStaged(Date.now() + 60_000)
				.then((list) => list.length),
		).toBe(0);
		// The same link works for a correct retry.
		expect((await put(href, bytes)).status).toBe(200);
		expect(await hub().storage.stat(blobKey(oid))).toEqual({ size: bytes.length });
	});

	it("leaves nothing visible when the upload is interrupted, and a retry succeeds", async () => {
		const bytes = bytesOf(3 * 1024 * 1024, 5);
		const oid = sha256Of(bytes);
		const href = await uploadLink(bytes);
		let sent = 0;
		const broken = new ReadableStream<Uint8Array>({
			pull(controller) {
				if (sent >= bytes.length / 2) {
					controller.error(new Error("connection reset by peer"));
					return;
				}
				controller.enqueue(bytes.subarray(sent, sent + 256 * 1024));
				sent += 256 * 1024;
			},
		});
		const failed = await Promise.resolve(put(href, broken)).then(
			(response) => response.status,
			() => "thrown",
		);
		expect(failed).not.toBe(200);
		expect(await hub().storage.stat(blobKey(oid))).toBeNull();
		expect((await put(href, bytes)).status).toBe(200);
		const download = await batch(
			hub().app,
			REPO,
			{ operation: "download", objects: [{ oid, size: bytes.length }] },
			alice.auth(),
		);
		const body = await hub().app.request(localPath(download.objects[0]?.actions?.download?.href ?? ""));
		expect(sha256Of(new Uint8Array(await body.arrayBuffer()))).toBe(oid);
	});

	it("refuses files above the size limit in the batch answer and at the link", async () => {
		const app = createApp({ db: hub().db, storage: hub().storage, config: { maxFileSize: 1000 } });
		const bytes = bytesOf(1001, 6);
		const oid = sha256Of(bytes);
		const answer = await batch(app, REPO, { operation: "upload", objects: [{ oid, size: 1001 }] }, alice.auth());
		expect(answer.objects[0]?.error?.code).toBe(422);
		expect(answer.objects[0]?.error?.message).toMatch(/MaxFileSizeExceeded.*1000 bytes/);
		// A link issued under a larger limit is refused before a byte is read.
		const key = await linkKey(hub().db);
		const repo = await hub()
			.db.kysely.selectFrom("repos")
			.select("pk")
			.where("full_id", "=", REPO)
			.executeTakeFirstOrThrow();
		const token = signLink(key, {
			action: "upload",
			repoPk: repo.pk,
			sha256: oid,
			size: 1001,
			userPk: "",
			expires: Date.now() / 1000 + 60,
		});
		const refused = await app.request(`/api/lfs/objects/${token}`, { method: "PUT", body: bytes });
		expect([refused.status, refused.headers.get("x-error-code")]).toEqual([413, "MaxFileSizeExceeded"]);
		expect(await hub().storage.stat(blobKey(oid))).toBeNull();
	});

	it("refuses forged, altered and expired links", async () => {
		const key = await linkKey(hub().db);
		const repo = await hub()
			.db.kysely.selectFrom("repos")
			.select("pk")
			.where("full_id", "=", REPO)
			.executeTakeFirstOrThrow();
		const grant = {
			action: "upload" as const,
			repoPk: repo.pk,
			sha256: "c".repeat(64),
			size: 3,
			userPk: "",
			expires: Date.now() / 1000 - 1,
		};
		const expired = await hub().app.request(`/api/lfs/objects/${signLink(key, grant)}`, { method: "PUT", body: "abc" });
		expect([expired.status, expired.headers.get("x-error-code")]).toEqual([403, "UploadLinkInvalid"]);
		const valid = signLink(key, { ...grant, expires: Date.now() / 1000 + 60 });
		const altered = `${Buffer.from(JSON.stringify(["upload", repo.pk, "d".repeat(64), 3, "", 9e9])).toString("base64url")}.${valid.split(".")[1]}`;
		expect((await hub().app.request(`/api/lfs/objects/${altered}`, { method: "PUT", body: "abc" })).status).toBe(403);
		// A download link does not upload.
		const download = signLink(key, { ...grant, action: "download", expires: Date.now() / 1000 + 60 });
		expect((await hub().app.request(`/api/lfs/objects/${download}`, { method: "PUT", body: "abc" })).status).toBe(403);
	});

	it("needs a write credential and read access to upload (readers upload for pull requests), read access to download", async () => {
		const objects = [{ oid: "e".repeat(64), size: 10 }];
		const anonymous = await batch(hub().app, REPO, { operation: "upload", objects });
		expect(anonymous.status).toBe(401);
		expect((await batch(hub().app, REPO, { operation: "upload", objects }, alice.auth("read"))).status).toBe(403);
		// A reader who may take part uploads for a pull request (decision 030); committing it stays under the reuse rule.
		expect((await batch(hub().app, REPO, { operation: "upload", objects }, bob.auth())).status).toBe(200);
		expect((await batch(hub().app, PRIVATE, { operation: "upload", objects }, alice.auth())).status).toBe(404);
		expect((await batch(hub().app, PRIVATE, { operation: "download", objects }, alice.auth())).status).toBe(404);
		expect((await batch(hub().app, PRIVATE, { operation: "download", objects })).status).toBe(401);
		const download = await batch(hub().app, REPO, { operation: "download", objects });
		expect(download.status).toBe(200);
		expect(download.objects[0]?.error?.code).toBe(404);
	});

	it("never reveals a blob that only lives in a repository the caller cannot read", async () => {
		const secret = bytesOf(4000, 7);
		const oid = sha256Of(secret);
		const forBob = await batch(hub().app, PRIVATE, { operation: "upload", objects: [{ oid, size: 4000 }] }, bob.auth());
		expect((await put(forBob.objects[0]?.actions?.upload?.href ?? "", secret)).status).toBe(200);
		expect(
			(await batch(hub().app, PRIVATE, { operation: "upload", objects: [{ oid, size: 4000 }] }, bob.auth())).objects[0]
				?.actions,
		).toBeUndefined();
		// Alice only knows the hash: she must send the bytes, and cannot download it through her repository.
		const forAlice = await batch(
			hub().app,
			REPO,
			{ operation: "upload", objects: [{ oid, size: 4000 }] },
			alice.auth(),
		);
		expect(forAlice.objects[0]?.actions?.upload).toBeDefined();
		const download = await batch(
			hub().app,
			REPO,
			{ operation: "download", objects: [{ oid, size: 4000 }] },
			alice.auth(),
		);
		expect(download.objects[0]?.error?.code).toBe(404);
		// Sending the wrong bytes under that hash fails; sending the right ones proves she has them.
		expect((await put(forAlice.objects[0]?.actions?.upload?.href ?? "", bytesOf(4000, 8))).status).toBe(400);
		expect((await put(forAlice.objects[0]?.actions?.upload?.href ?? "", secret)).status).toBe(200);
		const after = await batch(hub().app, REPO, { operation: "download", objects: [{ oid, size: 4000 }] }, alice.auth());
		expect(after.objects[0]?.actions?.download).toBeDefined();
	});

	it("gives refusals made before the batch route (a revoked token) the message git-lfs shows", async () => {
		const response = await hub().app.request(`/${REPO}.git/info/lfs/objects/batch`, {
			method: "POST",
			headers: { "content-type": "application/vnd.git-lfs+json", authorization: "Bearer hf_revoked_or_unknown" },
			body: JSON.stringify({ operation: "download", objects: [] }),
		});
		expect(response.status).toBe(401);
		const body = (await response.json()) as { message?: unknown; error?: unknown };
		expect(typeof body.message).toBe("string");
		expect(body.message).toBe(body.error);
	});

	it("refuses a commit that names a blob by hash alone, without an upload to this repository", async () => {
		const secret = bytesOf(5000, 12);
		const oid = sha256Of(secret);
		const forBob = await batch(hub().app, PRIVATE, { operation: "upload", objects: [{ oid, size: 5000 }] }, bob.auth());
		expect((await put(forBob.objects[0]?.actions?.upload?.href ?? "", secret)).status).toBe(200);
		const ndjson = (path: string): string =>
			[
				{ key: "header", value: { summary: "Take it", description: "" } },
				{ key: "lfsFile", value: { path, algo: "sha256", oid, size: 5000 } },
			]
				.map((line) => JSON.stringify(line))
				.join("\n");
		const stolen = await hub().app.request(`/api/models/${REPO}/commit/main`, {
			method: "POST",
			headers: { "content-type": "application/x-ndjson", ...alice.auth() },
			body: ndjson("stolen.bin"),
		});
		expect(stolen.status).toBe(422);
		expect(stolen.headers.get("x-error-code")).toBe("LfsObjectMissing");
		// Bob, who uploaded it for his repository, can commit it there.
		const own = await hub().app.request(`/api/models/${PRIVATE}/commit/main`, {
			method: "POST",
			headers: { "content-type": "application/x-ndjson", ...bob.auth() },
			body: ndjson("weights.bin"),
		});
		expect(own.status).toBe(200);
	});
});
