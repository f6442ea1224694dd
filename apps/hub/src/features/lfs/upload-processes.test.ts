import { request } from "node:http";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../db/create-db.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { createStorage } from "../../storage/create-storage.ts";
import { FS_STAGING_DIR } from "../../storage/fs-blob-storage.ts";
import { removeStaleUploads } from "../../storage/staged-upload.ts";
import { addTestUser, type TestUser } from "../../testing/accounts.ts";
import { openTestStorage } from "../../testing/test-backends.ts";
import { createTestDatabase, postgresReachable } from "../../testing/test-postgres.ts";
import { serveCli, type ServedCli } from "../../testing/serve-cli.ts";
import { bytesOf, makeRepo, sha256Of, type BatchAnswerObject } from "../../testing/lfs-helpers.ts";

const MiB = 1024 * 1024;

async function batchAt(
	base: string,
	repoId: string,
	operation: string,
	bytes: Uint8Array,
	user: TestUser,
): Promise<BatchAnswerObject> {
	const response = await fetch(`${base}/${repoId}.git/info/lfs/objects/batch`, {
		method: "POST",
		headers: { "content-type": "application/vnd.git-lfs+json", ...user.auth() },
		body: JSON.stringify({ operation, objects: [{ oid: sha256Of(bytes), size: bytes.length }] }),
	});
	expect(response.status).toBe(200);
	const [object] = ((await response.json()) as { objects: BatchAnswerObject[] }).objects;
	if (!object) throw new Error("no object in the batch answer");
	return object;
}

async function download(href: string): Promise<string> {
	const response = await fetch(href);
	expect(response.status).toBe(200);
	return sha256Of(new Uint8Array(await response.arrayBuffer()));
}

describe("an LFS upload interrupted by SIGKILL (SQLite + disk)", () => {
	let dataDir: string;
	let user: TestUser;
	const REPO = "uploader/killed";

	beforeAll(async () => {
		dataDir = await mkdtemp(join(tmpdir(), "atrium-kill-"));
		const db = await createDb({ sqlitePath: join(dataDir, "atrium.db") });
		const storage = await createStorage({ dataDir });
		await addTestUser(db, "operator", { admin: true });
		user = await addTestUser(db, "uploader");
		await makeRepo({ db, storage }, REPO);
		await db.kysely.destroy();
	});
	afterAll(() => rm(dataDir, { recursive: true, force: true }));

	it("leaves nothing visible after the kill, and the upload succeeds after a restart", async () => {
		const bytes = bytesOf(64 * MiB, 31);
		const oid = sha256Of(bytes);
		const first = await serveCli({}, ["--data", dataDir]);
		const object = await batchAt(first.url, REPO, "upload", bytes, user);
		const href = object.actions?.upload?.href ?? "";

		// Send half the body, wait until the server has staged some of it, then kill it.
		const staging = join(dataDir, "files", FS_STAGING_DIR);
		const put = request(href, { method: "PUT", headers: { "content-length": String(bytes.length) } });
		put.on("error", () => undefined);
		put.write(bytes.subarray(0, 32 * MiB));
		// Until a staged file holds more than a MiB, however long a busy machine takes (the test's
		// timeout bounds it): killing earlier would test nothing.
		const stagedMiB = async (): Promise<boolean> => {
			const names = await readdir(staging).catch(() => [] as string[]);
			const sizes = await Promise.all(
				names.map((name) =>
					stat(join(staging, name)).then(
						(info) => info.size,
						() => 0,
					),
				),
			);
			return sizes.some((size) => size > MiB);
		};
		await expect.poll(stagedMiB, { timeout: 60_000 }).toBe(true);
		first.child.kill("SIGKILL");
		await new Promise((resolve) => first.child.once("exit", resolve));
		put.destroy();

		const storage = await createStorage({ dataDir });
		expect(await storage.stat(blobKey(oid))).toBeNull();
		const leftovers = await storage.listStaged(Date.now() + 1000);
		expect(leftovers.length).toBe(1);

		const second = await serveCli({}, ["--data", dataDir]);
		try {
			// Nothing partial: the object is not there for download or verify.
			const missing = await batchAt(second.url, REPO, "download", bytes, user);
			expect(missing.error?.code).toBe(404);
			const verify = await fetch(object.actions?.verify?.href.replace(first.url, second.url) ?? "", {
				method: "POST",
				body: JSON.stringify({ oid, size: bytes.length }),
			});
			expect([verify.status, verify.headers.get("x-error-code")]).toEqual([404, "ObjectNotFound"]);
			// The stale temporary goes with the cleanup the process runs at start.
			expect(await removeStaleUploads(storage, { olderThanMs: 0 })).toHaveLength(1);

			const retry = await batchAt(second.url, REPO, "upload", bytes, user);
			const response = await fetch(retry.actions?.upload?.href ?? "", { method: "PUT", body: bytes });
			expect(response.status).toBe(200);
			const got = await batchAt(second.url, REPO, "download", bytes, user);
			expect(await download(got.actions?.download?.href ?? "")).toBe(oid);
			expect(await storage.listStaged(Date.now() + 1000)).toEqual([]);
		} finally {
			await second.stop();
		}
	}, 120_000);
});

describe.runIf(await postgresReachable())("two hub processes on one PostgreSQL and one S3 store", () => {
	let database: { url: string; drop: () => Promise<void> };
	let s3: Awaited<ReturnType<typeof openTestStorage>>;
	let user: TestUser;
	let hubs: ServedCli[] = [];
	const REPO = "uploader/shared";

	beforeAll(async () => {
		database = await createTestDatabase();
		s3 = await openTestStorage("s3");
		const db = await createDb({ url: database.url });
		await addTestUser(db, "operator", { admin: true });
		user = await addTestUser(db, "uploader");
		await makeRepo({ db, storage: s3.storage }, REPO);
		await db.kysely.destroy();
		const env = {
			DATABASE_URL: database.url,
			ATRIUM_STORAGE: "s3://atrium-test/hub",
			AWS_ENDPOINT_URL: s3.endpoint ?? "",
			AWS_ACCESS_KEY_ID: "S3RVER",
			AWS_SECRET_ACCESS_KEY: "S3RVER",
			AWS_REGION: "us-east-1",
		};
		const dataDir = await mkdtemp(join(tmpdir(), "atrium-two-"));
		hubs = [await serveCli(env, ["--data", dataDir]), await serveCli(env, ["--data", dataDir])];
	}, 120_000);
	afterAll(async () => {
		for (const hub of hubs) await hub.stop();
		await s3.close();
		await database.drop();
	});

	it("an upload through one is downloadable through the other at once, and either accepts the other's links", async () => {
		const [a, b] = hubs as [ServedCli, ServedCli];
		const bytes = bytesOf(20 * MiB + 3, 32);
		const oid = sha256Of(bytes);
		const object = await batchAt(a.url, REPO, "upload", bytes, user);
		// Issued by A, sent to B: both processes share the link key through the database.
		const href = (object.actions?.upload?.href ?? "").replace(a.url, b.url);
		expect((await fetch(href, { method: "PUT", body: bytes })).status).toBe(200);
		const verify = await fetch(object.actions?.verify?.href ?? "", {
			method: "POST",
			headers: user.auth(),
			body: JSON.stringify({ oid, size: bytes.length }),
		});
		expect(verify.status).toBe(200);
		for (const hub of [a, b]) {
			const got = await batchAt(hub.url, REPO, "download", bytes, user);
			expect(got.actions?.download?.href.startsWith(hub.url)).toBe(true);
			expect(await download(got.actions?.download?.href ?? "")).toBe(oid);
			expect((await batchAt(hub.url, REPO, "upload", bytes, user)).actions).toBeUndefined();
		}
	}, 120_000);
});
