import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { setPasswordCost } from "../auth/passwords.ts";
import { addTestUser, type TestUser } from "../testing/accounts.ts";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { batch, bytesOf, makeRepo, sha256Of, uploadThroughBatch } from "../testing/lfs-helpers.ts";
import { namespaceUsage, setNamespaceQuota } from "./storage-quota.ts";

setPasswordCost(10);

/**
 * Who pays for a pull request's uploads (decision 037): a reader's LFS uploads to another namespace's
 * repository count against the reader's own quota until committed, never against the owner's; a
 * writer's count against the repository's namespace, as before.
 */
describeDialects("quotas of pull request uploads", (dialect) => {
	let hub: TestHub;
	let owner: TestUser;
	let reader: TestUser;

	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		owner = await addTestUser(hub.db, "owner");
		reader = await addTestUser(hub.db, "reader");
		await makeRepo(hub, "owner/shared");
	});
	afterAll(() => hub.close());
	beforeEach(async () => {
		hub.config.limits = { userQuotaBytes: 10_000 };
		await hub.db.kysely.deleteFrom("upload_reservations").execute();
		await hub.db.kysely.deleteFrom("blob_uploads").execute();
		await hub.db.kysely.deleteFrom("namespace_quotas").execute();
	});

	const usage = (namespace: string) => namespaceUsage(hub.db.kysely, hub.config.limits, namespace);
	const announce = (user: TestUser, bytes: Uint8Array) =>
		batch(
			hub.app,
			"owner/shared",
			{ operation: "upload", objects: [{ oid: sha256Of(bytes), size: bytes.length }] },
			user.auth(),
		);

	it("stages a reader's uploads in the reader's namespace: announced, sent, and refused past the reader's quota", async () => {
		const first = bytesOf(6000, 31);
		expect((await announce(reader, first)).status).toBe(200);
		expect((await usage("reader")).staged).toBe(6000);
		expect((await usage("owner")).staged).toBe(0);
		expect((await uploadThroughBatch(hub.app, "owner/shared", first, reader.auth())).status).toBe(200);
		// The link's reservation gone, the claim of the sent object still counts, still the reader's.
		await hub.db.kysely.deleteFrom("upload_reservations").execute();
		expect(await usage("reader")).toMatchObject({ staged: 6000 });
		expect((await usage("owner")).staged).toBe(0);
		// The reader's second object no longer fits the reader's quota; the owner's room does not help.
		const refused = await announce(reader, bytesOf(6000, 32));
		expect(refused.status).toBe(413);
		expect(refused.body.code).toBe("QuotaExceeded");
		// The owner still has the whole of their quota (what the repository's files leave of it).
		const room = 10_000 - (await usage("owner")).committed;
		expect((await announce(owner, bytesOf(room, 33))).status).toBe(200);
		expect((await usage("owner")).staged).toBe(room);
		expect((await usage("reader")).staged).toBe(6000);
	});

	it("lets a reader prepare a pull request while the owner is over quota, and refuses the owner's own uploads", async () => {
		await setNamespaceQuota(hub.db.kysely, "owner", 1);
		expect((await uploadThroughBatch(hub.app, "owner/shared", bytesOf(4000, 34), reader.auth())).status).toBe(200);
		expect((await announce(owner, bytesOf(4000, 35))).status).toBe(413);
		expect((await usage("reader")).staged).toBe(4000);
	});

	it("stops counting a reader's upload as staged once the pull request commits it: it is then the reader's committed content (decision 038)", async () => {
		const weights = bytesOf(3000, 36);
		const ownerCommitted = (await usage("owner")).committed;
		expect((await uploadThroughBatch(hub.app, "owner/shared", weights, reader.auth())).status).toBe(200);
		const body = [
			{ key: "header", value: { summary: "weights" } },
			{ key: "lfsFile", value: { path: "weights.bin", algo: "sha256", oid: sha256Of(weights), size: weights.length } },
		]
			.map((line) => JSON.stringify(line))
			.join("\n");
		const committed = await hub.app.request("/api/models/owner/shared/commit/main?create_pr=1", {
			method: "POST",
			headers: { "content-type": "application/x-ndjson", ...reader.auth() },
			body,
		});
		expect(committed.status).toBe(200);
		expect(await usage("reader")).toMatchObject({ staged: 0, committed: 3000 });
		expect((await usage("owner")).committed).toBe(ownerCommitted);
	});

	it("keeps a writer's uploads on the repository's namespace", async () => {
		expect((await announce(owner, bytesOf(5000, 37))).status).toBe(200);
		expect((await usage("owner")).staged).toBe(5000);
		expect((await usage("reader")).staged).toBe(0);
	});
});
