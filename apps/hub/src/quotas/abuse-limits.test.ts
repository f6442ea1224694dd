import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { setPasswordCost } from "../auth/passwords.ts";
import { createOrg } from "../auth/orgs.repository.ts";
import { expireUploads } from "../gc/expire-uploads.ts";
import { batch, bytesOf, localPath, makeRepo, sha256Of, uploadThroughBatch } from "../testing/lfs-helpers.ts";
import type { TestUser } from "../testing/accounts.ts";
import type { TestHub } from "../testing/create-test-hub.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { blobKey } from "../storage/blob-storage.ts";
import { takeRate } from "./rate-limits.ts";
import { namespaceUsage, setNamespaceQuota } from "./storage-quota.ts";
import { hubWithUsers } from "../testing/people-hub.ts";

setPasswordCost(10);

const ndjson = (lines: unknown[]): string => lines.map((line) => JSON.stringify(line)).join("\n");
const b64 = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString("base64");

describeDialects("storage quotas", (dialect) => {
	let hub: TestHub;
	let alice: TestUser;
	let bob: TestUser;

	beforeAll(async () => {
		({
			hub,
			users: { alice, bob },
		} = await hubWithUsers(dialect, ["alice", "bob"], { admin: "operator" }));
		await makeRepo(hub, "alice/q");
		await makeRepo(hub, "bob/b");
	});
	afterAll(() => hub.close());
	beforeEach(async () => {
		hub.config.limits = { userQuotaBytes: 10_000, orgQuotaBytes: 20_000 };
		await hub.db.kysely.deleteFrom("upload_reservations").execute();
		await hub.db.kysely.deleteFrom("blob_uploads").execute();
		await hub.db.kysely.deleteFrom("namespace_quotas").execute();
	});

	const usage = (namespace = "alice") => namespaceUsage(hub.db.kysely, hub.config.limits, namespace);
	const upload = (user: TestUser, repo: string, objects: { oid: string; size: number }[]) =>
		batch(hub.app, repo, { operation: "upload", objects }, user.auth());
	const put = (href: string, bytes: Uint8Array) =>
		hub.app.request(localPath(href), { method: "PUT", body: Buffer.from(bytes) });
	const commit = (user: TestUser, repo: string, lines: unknown[]) =>
		hub.app.request(`/api/models/${repo}/commit/main`, {
			method: "POST",
			headers: { "content-type": "application/x-ndjson", ...user.auth() },
			body: ndjson([{ key: "header", value: { summary: "change" } }, ...lines]),
		});
	const head = async (repo: string) =>
		(await hub.db.kysely.selectFrom("repos").select("sha").where("full_id", "=", repo).executeTakeFirstOrThrow()).sha;

	/** Uploads `bytes` for `repo` through the batch API and the signed link; the link's answer. */
	const uploadObject = (user: TestUser, repo: string, bytes: Uint8Array): Promise<Response> =>
		uploadThroughBatch(hub.app, repo, bytes, user.auth());

	it("counts committed contents, each once, and nothing of other namespaces", async () => {
		const before = await usage();
		expect(before.staged).toBe(0);
		expect(before.quota).toBe(10_000);
		// README and .gitattributes: a few hundred bytes.
		expect(before.committed).toBeGreaterThan(0);
		expect(before.committed).toBeLessThan(2000);
		expect((await usage("bob")).committed).toBeGreaterThan(0);
	});

	it("refuses an LFS batch over the quota with QuotaExceeded before any link, and reserves nothing", async () => {
		const bytes = bytesOf(12_000, 1);
		const answer = await upload(alice, "alice/q", [{ oid: sha256Of(bytes), size: bytes.length }]);
		expect(answer.status).toBe(413);
		expect(answer.body.code).toBe("QuotaExceeded");
		expect(String(answer.body.error)).toMatch(
			/^Storage quota exceeded for alice: it stores \d+ bytes .* of its 10000-byte/,
		);
		expect(answer.objects).toEqual([]);
		expect(await hub.db.kysely.selectFrom("upload_reservations").selectAll().execute()).toEqual([]);
		expect((await usage()).staged).toBe(0);
	});

	it("counts announced and uploaded but uncommitted bytes: a second batch that no longer fits is refused", async () => {
		const first = bytesOf(6000, 2);
		const answer = await upload(alice, "alice/q", [{ oid: sha256Of(first), size: first.length }]);
		expect(answer.status).toBe(200);
		expect((await usage()).staged).toBe(6000);
		// The same object announced again adds nothing.
		expect((await upload(alice, "alice/q", [{ oid: sha256Of(first), size: first.length }])).status).toBe(200);
		const second = bytesOf(6000, 3);
		const refused = await upload(alice, "alice/q", [{ oid: sha256Of(second), size: second.length }]);
		expect(refused.status).toBe(413);
		expect(refused.body.code).toBe("QuotaExceeded");
		// Once sent, the object stays counted (as a claim) until committed or expired.
		const href = answer.objects[0]?.actions?.upload?.href ?? "";
		expect((await put(href, first)).status).toBe(200);
		await hub.db.kysely.deleteFrom("upload_reservations").execute();
		expect((await usage()).staged).toBe(6000);
		expect((await upload(alice, "alice/q", [{ oid: sha256Of(second), size: second.length }])).status).toBe(413);
		// Another namespace is not charged for alice's uploads.
		expect((await upload(bob, "bob/b", [{ oid: sha256Of(second), size: second.length }])).status).toBe(200);
	});

	it("admits concurrent batches of one namespace only as far as they fit (the check and reservation are one step)", async () => {
		const objects = Array.from({ length: 6 }, (_, index) => bytesOf(3000, 100 + index));
		const answers = await Promise.all(
			objects.map((bytes) => upload(alice, "alice/q", [{ oid: sha256Of(bytes), size: bytes.length }])),
		);
		const statuses = answers.map((answer) => answer.status);
		const { committed } = await usage();
		const fit = Math.floor((10_000 - committed) / 3000);
		expect(statuses.filter((status) => status === 200)).toHaveLength(fit);
		expect(statuses.filter((status) => status === 413)).toHaveLength(6 - fit);
		expect((await usage()).staged).toBe(fit * 3000);
	});

	it("refuses the upload itself when the quota was lowered after the batch, and stores nothing", async () => {
		const bytes = bytesOf(5000, 4);
		const answer = await upload(alice, "alice/q", [{ oid: sha256Of(bytes), size: bytes.length }]);
		const href = answer.objects[0]?.actions?.upload?.href ?? "";
		await hub.db.kysely.deleteFrom("upload_reservations").execute();
		hub.config.limits = { userQuotaBytes: 3000 };
		const response = await put(href, bytes);
		expect(response.status).toBe(413);
		expect(response.headers.get("x-error-code")).toBe("QuotaExceeded");
		expect(await hub.storage.stat(blobKey(sha256Of(bytes)))).toBeNull();
		expect(await hub.db.kysely.selectFrom("blob_uploads").selectAll().execute()).toEqual([]);
	});

	it("counts stored contents the caller may reuse without sending them; downloads reserve nothing", async () => {
		// bob's public repository holds a 9000-byte object alice may read and so reuse.
		const shared = bytesOf(9000, 11);
		hub.config.limits = {};
		expect((await uploadObject(bob, "bob/b", shared)).status).toBe(200);
		const added = await commit(bob, "bob/b", [
			{ key: "lfsFile", value: { path: "shared.bin", algo: "sha256", oid: sha256Of(shared), size: shared.length } },
		]);
		expect(added.status).toBe(200);
		hub.config.limits = { userQuotaBytes: 5000 };
		const reuse = await upload(alice, "alice/q", [{ oid: sha256Of(shared), size: shared.length }]);
		expect(reuse.status).toBe(413);
		expect(
			await hub.db.kysely
				.selectFrom("blob_uploads")
				.select("sha256")
				.where("sha256", "=", sha256Of(shared))
				.where(
					"repo_pk",
					"!=",
					(
						await hub.db.kysely
							.selectFrom("repos")
							.select("pk")
							.where("full_id", "=", "bob/b")
							.executeTakeFirstOrThrow()
					).pk,
				)
				.execute(),
		).toEqual([]);
		// bob, far over alice's quota, downloads his own object: a download batch is never weighed.
		hub.config.limits = { userQuotaBytes: 1 };
		const download = await batch(
			hub.app,
			"bob/b",
			{ operation: "download", objects: [{ oid: sha256Of(shared), size: shared.length }] },
			bob.auth(),
		);
		expect(download.status).toBe(200);
		expect(download.objects[0]?.actions?.download).toBeDefined();
		expect(await hub.db.kysely.selectFrom("upload_reservations").selectAll().execute()).toEqual([]);
	});

	it("refuses at preupload by the announced sizes; files unchanged in size at their path do not count", async () => {
		const preupload = (files: { path: string; size: number }[]) =>
			hub.app.request("/api/models/alice/q/preupload/main", {
				method: "POST",
				headers: { "content-type": "application/json", ...alice.auth() },
				body: JSON.stringify({ files: files.map((file) => ({ ...file, sample: "" })) }),
			});
		const refused = await preupload([{ path: "big.bin", size: 20_000 }]);
		expect(refused.status).toBe(413);
		expect(refused.headers.get("x-error-code")).toBe("QuotaExceeded");
		expect((await preupload([{ path: "small.bin", size: 100 }])).status).toBe(200);
	});

	it("refuses a commit that adds bytes over the quota, storing nothing; commits adding nothing pass", async () => {
		const before = await head("alice/q");
		const big = bytesOf(9_500, 5);
		const refused = await commit(alice, "alice/q", [
			{ key: "file", value: { path: "big.bin", content: b64(big), encoding: "base64" } },
		]);
		expect(refused.status).toBe(413);
		expect(refused.headers.get("x-error-code")).toBe("QuotaExceeded");
		expect(await head("alice/q")).toBe(before);
		expect(await hub.storage.stat(blobKey(sha256Of(big)))).toBeNull();

		// An uploaded LFS object is already counted: committing it adds nothing.
		const weights = bytesOf(5000, 6);
		expect((await uploadObject(alice, "alice/q", weights)).status).toBe(200);
		const lfs = await commit(alice, "alice/q", [
			{ key: "lfsFile", value: { path: "weights.bin", algo: "sha256", oid: sha256Of(weights), size: weights.length } },
		]);
		expect(lfs.status).toBe(200);
		const after = await usage();
		expect(after.staged).toBe(0);
		expect(after.committed).toBeGreaterThan(5000);

		// Over quota now: a new file is refused, a deletion (no new bytes) is not.
		hub.config.limits = { userQuotaBytes: 1000 };
		const small = await commit(alice, "alice/q", [
			{ key: "file", value: { path: "note.txt", content: b64("a new note\n"), encoding: "base64" } },
		]);
		expect(small.status).toBe(413);
		const deletion = await commit(alice, "alice/q", [{ key: "deletedFile", value: { path: "weights.bin" } }]);
		expect(deletion.status).toBe(200);
		// History keeps the object: deleting it from the branch does not free the quota.
		expect((await usage()).committed).toBe(after.committed);
	});

	it("applies the organization quota to an organization's namespace, and an administrator's override", async () => {
		await createOrg(hub.db.kysely, { name: "acme", creatorPk: alice.user.pk });
		await makeRepo(hub, "acme/m");
		expect((await usage("acme")).quota).toBe(20_000);
		const bytes = bytesOf(15_000, 7);
		expect((await upload(alice, "acme/m", [{ oid: sha256Of(bytes), size: bytes.length }])).status).toBe(200);
		await hub.db.kysely.deleteFrom("upload_reservations").execute();
		await setNamespaceQuota(hub.db.kysely, "acme", 1000);
		expect((await upload(alice, "acme/m", [{ oid: sha256Of(bytes), size: bytes.length }])).status).toBe(413);
		await setNamespaceQuota(hub.db.kysely, "acme", 0);
		expect((await usage("acme")).quota).toBe(0);
		const huge = bytesOf(50_000, 8);
		expect((await upload(alice, "acme/m", [{ oid: sha256Of(huge), size: huge.length }])).status).toBe(200);
	});

	it("limits nothing when the quotas are 0", async () => {
		hub.config.limits = { userQuotaBytes: 0, orgQuotaBytes: 0 };
		const huge = bytesOf(50_000, 9);
		expect((await upload(alice, "alice/q", [{ oid: sha256Of(huge), size: huge.length }])).status).toBe(200);
		const big = commit(alice, "alice/q", [
			{ key: "file", value: { path: "big2.bin", content: b64(bytesOf(20_000, 10)), encoding: "base64" } },
		]);
		expect((await big).status).toBe(200);
	});
});

describeDialects("expiry of uploads never committed", (dialect) => {
	let hub: TestHub;
	let alice: TestUser;
	const DAY = 24 * 3_600_000;

	beforeAll(async () => {
		({
			hub,
			users: { alice },
		} = await hubWithUsers(dialect, ["alice"], { admin: "operator" }));
		await makeRepo(hub, "alice/e");
	});
	afterAll(() => hub.close());

	const send = async (bytes: Uint8Array): Promise<void> => {
		const answer = await batch(
			hub.app,
			"alice/e",
			{ operation: "upload", objects: [{ oid: sha256Of(bytes), size: bytes.length }] },
			alice.auth(),
		);
		const href = answer.objects[0]?.actions?.upload?.href ?? "";
		const response = await hub.app.request(localPath(href), { method: "PUT", body: Buffer.from(bytes) });
		expect(response.status).toBe(200);
	};

	it("removes uploads older than the age that no commit names, and never a committed one", async () => {
		const abandoned = bytesOf(4000, 1);
		const committed = bytesOf(4000, 2);
		const recent = bytesOf(4000, 3);
		await send(abandoned);
		await send(committed);
		const response = await hub.app.request("/api/models/alice/e/commit/main", {
			method: "POST",
			headers: { "content-type": "application/x-ndjson", ...alice.auth() },
			body: ndjson([
				{ key: "header", value: { summary: "add weights" } },
				{
					key: "lfsFile",
					value: { path: "w.bin", algo: "sha256", oid: sha256Of(committed), size: committed.length },
				},
			]),
		});
		expect(response.status).toBe(200);
		// Age the two first claims by a day and a minute; the third upload is fresh.
		const now = Date.now();
		await hub.db.kysely
			.updateTable("blob_uploads")
			.set({ uploaded_at: now - DAY - 60_000 })
			.execute();
		await send(recent);

		const report = await expireUploads(hub, { maxAgeMs: DAY, now });
		expect(report.removed).toEqual([{ sha256: sha256Of(abandoned), size: 4000 }]);
		expect(report.expiredClaims).toBe(2);
		expect(await hub.storage.stat(blobKey(sha256Of(abandoned)))).toBeNull();
		expect((await hub.storage.stat(blobKey(sha256Of(committed))))?.size).toBe(4000);
		expect((await hub.storage.stat(blobKey(sha256Of(recent))))?.size).toBe(4000);
		const claims = await hub.db.kysely.selectFrom("blob_uploads").select("sha256").execute();
		expect(claims.map((claim) => claim.sha256)).toEqual([sha256Of(recent)]);
		// The committed file still downloads.
		const file = await hub.app.request("/alice/e/resolve/main/w.bin", { headers: alice.auth() });
		expect(file.status).toBe(200);
		expect(new Uint8Array(await file.arrayBuffer())).toEqual(committed);

		// A day later the recent one goes too; the committed one never does.
		const later = await expireUploads(hub, { maxAgeMs: DAY, now: now + 2 * DAY });
		expect(later.removed).toEqual([{ sha256: sha256Of(recent), size: 4000 }]);
		expect((await hub.storage.stat(blobKey(sha256Of(committed))))?.size).toBe(4000);
	});
});

describeDialects("rate limits", (dialect) => {
	let hub: TestHub;
	let alice: TestUser;
	let bob: TestUser;

	beforeAll(async () => {
		({
			hub,
			users: { alice, bob },
		} = await hubWithUsers(dialect, ["alice", "bob"], { admin: "operator" }));
		await makeRepo(hub, "alice/r");
	});
	afterAll(() => hub.close());
	beforeEach(async () => {
		await hub.db.kysely.deleteFrom("rate_limits").execute();
	});

	const signup = (name: string, address: string) =>
		hub.app.request("/api/auth/signup", {
			method: "POST",
			headers: { "content-type": "application/json", "x-atrium-client-address": address },
			body: JSON.stringify({ name, password: `${name}-password` }),
		});
	const createRepo = (user: TestUser, name: string) =>
		hub.app.request("/api/repos/create", {
			method: "POST",
			headers: { "content-type": "application/json", ...user.auth() },
			body: JSON.stringify({ name, type: "model" }),
		});
	const retryAfter = (response: Response): number => Number(response.headers.get("retry-after"));

	it("limits sign-ups per client address with 429 RateLimited and Retry-After", async () => {
		hub.config.limits = { signupsPerHour: 2 };
		expect((await signup("sign1", "198.51.100.7")).status).toBe(201);
		expect((await signup("sign2", "198.51.100.7")).status).toBe(201);
		const refused = await signup("sign3", "198.51.100.7");
		expect(refused.status).toBe(429);
		expect(refused.headers.get("x-error-code")).toBe("RateLimited");
		expect(retryAfter(refused)).toBeGreaterThan(0);
		expect(retryAfter(refused)).toBeLessThanOrEqual(3600);
		expect(await hub.db.kysely.selectFrom("accounts").select("pk").where("name", "=", "sign3").execute()).toEqual([]);
		// Another address is not affected.
		expect((await signup("sign3", "198.51.100.8")).status).toBe(201);
	});

	it("limits repositories created per account per hour", async () => {
		hub.config.limits = { reposPerHour: 2 };
		expect((await createRepo(alice, "r1")).status).toBe(200);
		expect((await createRepo(alice, "r2")).status).toBe(200);
		const refused = await createRepo(alice, "r3");
		expect(refused.status).toBe(429);
		expect(refused.headers.get("x-error-code")).toBe("RateLimited");
		expect(retryAfter(refused)).toBeGreaterThan(0);
		expect(await hub.db.kysely.selectFrom("repos").select("pk").where("full_id", "=", "alice/r3").execute()).toEqual(
			[],
		);
		expect((await createRepo(bob, "r3")).status).toBe(200);
	});

	it("limits branches and tags created per account per hour", async () => {
		hub.config.limits = { refsPerHour: 2 };
		const call = (path: string, body: unknown) =>
			hub.app.request(path, {
				method: "POST",
				headers: { "content-type": "application/json", ...alice.auth() },
				body: JSON.stringify(body),
			});
		expect((await call("/api/models/alice/r/branch/b1", {})).status).toBe(200);
		expect((await call("/api/models/alice/r/tag/main", { tag: "v1" })).status).toBe(200);
		const refused = await call("/api/models/alice/r/branch/b2", {});
		expect(refused.status).toBe(429);
		expect(refused.headers.get("x-error-code")).toBe("RateLimited");
		expect(retryAfter(refused)).toBeGreaterThan(0);
		const refs = await hub.db.kysely
			.selectFrom("refs")
			.innerJoin("repos", "repos.pk", "refs.repo_pk")
			.select("refs.name")
			.where("repos.full_id", "=", "alice/r")
			.orderBy("refs.name")
			.execute();
		expect(refs.map((ref) => ref.name)).toEqual(["b1", "main", "v1"]);
	});

	it("starts a new window an hour after the last began; refused attempts do not count", async () => {
		const charge = { key: "test:window", perHour: 2, what: "test actions" };
		const start = Date.parse("2026-08-01T12:00:00Z");
		await takeRate(hub.db.kysely, charge, start);
		await takeRate(hub.db.kysely, charge, start + 1000);
		await expect(takeRate(hub.db.kysely, charge, start + 2000)).rejects.toMatchObject({
			code: "RateLimited",
			headers: { "Retry-After": "3598" },
		});
		const row = await hub.db.kysely
			.selectFrom("rate_limits")
			.selectAll()
			.where("key", "=", charge.key)
			.executeTakeFirst();
		expect(Number(row?.count)).toBe(2);
		await takeRate(hub.db.kysely, charge, start + 3_600_000);
		await takeRate(hub.db.kysely, charge, start + 3_600_001);
		await expect(takeRate(hub.db.kysely, charge, start + 3_600_002)).rejects.toMatchObject({ code: "RateLimited" });
	});

	it("limits nothing when the limits are 0", async () => {
		hub.config.limits = { signupsPerHour: 0, reposPerHour: 0, refsPerHour: 0 };
		for (let index = 0; index < 4; index++) {
			expect((await signup(`free${index}`, "198.51.100.9")).status).toBe(201);
			expect((await createRepo(alice, `free${index}`)).status).toBe(200);
		}
		expect(await hub.db.kysely.selectFrom("rate_limits").selectAll().execute()).toEqual([]);
	});
});
