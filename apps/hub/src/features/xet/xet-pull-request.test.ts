import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { setPasswordCost } from "../../auth/passwords.ts";
import { namespaceUsage, setNamespaceQuota } from "../../quotas/storage-quota.ts";
import { addTestUser, type TestUser } from "../../testing/accounts.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { batch, makeRepo } from "../../testing/lfs-helpers.ts";
import { pseudoRandom } from "../../testing/pseudo-random.ts";
import { casClient, lfsFileCommit } from "../../testing/xet-cas-client.ts";
import { shardOf, xetUploadOf } from "./xet-test-helpers.ts";

setPasswordCost(10);

/**
 * A reader preparing a pull request through Xet (`xet-write-token/None?create_pr=1`, as
 * huggingface_hub v1.28.0 asks with hf_xet installed) pays for the upload like through LFS (decision
 * 037): the shard is weighed against the reader's quota and its claim carries the reader as payer;
 * a reader's write grant does not open the uncommitted xorbs of the repository's writers.
 */
describeDialects("Xet uploads for a pull request", (dialect) => {
	let hub: TestHub;
	let owner: TestUser;
	let reader: TestUser;
	const { token, post, expectError } = casClient(() => hub);
	const usage = (namespace: string) => namespaceUsage(hub.db.kysely, hub.config.limits, namespace);
	/** The payer a Xet token carries (its last signed field). */
	const payerOf = (token: string | undefined) =>
		(JSON.parse(Buffer.from((token ?? "").split(".")[1] ?? "", "base64url").toString()) as unknown[]).at(-1);

	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		await addTestUser(hub.db, "siteadmin", { admin: true });
		owner = await addTestUser(hub.db, "owner");
		reader = await addTestUser(hub.db, "reader");
		await makeRepo(hub, "owner/shared");
	});
	afterAll(() => hub.close());
	beforeEach(async () => {
		hub.config.limits = { userQuotaBytes: 1_000_000 };
		await hub.db.kysely.deleteFrom("upload_reservations").execute();
		await hub.db.kysely.deleteFrom("blob_uploads").execute();
		await hub.db.kysely.deleteFrom("namespace_quotas").execute();
	});

	it("gives a reader a write token carrying the reader as payer; read-only tokens and anonymous callers are still refused", async () => {
		expect(payerOf((await token(reader, "owner/shared", "write", "/None?create_pr=1")).accessToken)).toBe("reader");
		expect(payerOf((await token(owner, "owner/shared", "write", "/main")).accessToken)).toBe("");
		const refused = await hub.app.request("/api/models/owner/shared/xet-write-token/main", {
			headers: reader.auth("read"),
		});
		expect(refused.status).toBe(403);
		expect((await hub.app.request("/api/models/owner/shared/xet-write-token/main")).status).toBe(401);
	});

	it("hands a reader's LFS batch offering xet a token carrying the reader as payer, refreshed with create_pr=1", async () => {
		const objects = [{ oid: "ab".repeat(32), size: 70_000 }];
		const asReader = await batch(
			hub.app,
			"owner/shared",
			{ operation: "upload", transfers: ["xet"], objects },
			reader.auth(),
		);
		const action = asReader.objects[0]?.actions?.upload;
		expect(asReader.body.transfer).toBe("xet");
		expect(payerOf(action?.header?.["X-Xet-Access-Token"])).toBe("reader");
		expect(action?.href).toMatch(/\/api\/models\/owner\/shared\/xet-write-token\/main\?create_pr=1$/);
		const toPr = await batch(
			hub.app,
			"owner/shared",
			{ operation: "upload", transfers: ["xet"], objects, ref: { name: "refs/pr/7" } },
			reader.auth(),
		);
		expect(toPr.objects[0]?.actions?.upload?.href).toMatch(/\/xet-write-token\/refs%2Fpr%2F7$/);
		const asOwner = await batch(
			hub.app,
			"owner/shared",
			{ operation: "upload", transfers: ["xet"], objects },
			owner.auth(),
		);
		const own = asOwner.objects[0]?.actions?.upload;
		expect(payerOf(own?.header?.["X-Xet-Access-Token"])).toBe("");
		expect(own?.href).toMatch(/\/xet-write-token\/main$/);
	});

	it("stages a reader's Xet upload in the reader's namespace, then the pull request commits it", async () => {
		const sent = xetUploadOf(pseudoRandom(300_000, 41));
		const { accessToken } = await token(reader, "owner/shared", "write", "/None?create_pr=1");
		expect((await post(`/v1/xorbs/default/${sent.xorbHash}`, sent.xorb, accessToken)).status).toBe(200);
		expect((await post("/v1/shards", shardOf(sent.file), accessToken)).status).toBe(200);
		expect((await usage("reader")).staged).toBe(300_000);
		expect((await usage("owner")).staged).toBe(0);
		const claim = await hub.db.kysely
			.selectFrom("blob_uploads")
			.select("payer_namespace")
			.where("sha256", "=", sent.sha256)
			.executeTakeFirstOrThrow();
		expect(claim.payer_namespace).toBe("reader");
		const committed = await hub.app.request(
			"/api/models/owner/shared/commit/main?create_pr=1",
			lfsFileCommit(reader, { ...sent, path: "weights.bin" }),
		);
		expect(committed.status, await committed.clone().text()).toBe(200);
		expect(((await committed.json()) as { pullRequestUrl?: string }).pullRequestUrl).toMatch(/\/discussions\/\d+$/);
		expect((await usage("reader")).staged).toBe(0);
	});

	it("refuses a reader's shard past the reader's quota while the owner has room, and the owner's shard past the owner's", async () => {
		await setNamespaceQuota(hub.db.kysely, "reader", 100_000);
		const sent = xetUploadOf(pseudoRandom(200_000, 42));
		const { accessToken } = await token(reader, "owner/shared", "write", "/None?create_pr=1");
		expect((await post(`/v1/xorbs/default/${sent.xorbHash}`, sent.xorb, accessToken)).status).toBe(200);
		await expectError(await post("/v1/shards", shardOf(sent.file), accessToken), 413, "QuotaExceeded");
		expect((await usage("reader")).staged).toBe(0);
		// The owner's room is untouched by the reader's attempt (a writer's grant may build on the xorb
		// sent for the repository); the owner over quota is refused on their own.
		const mine = await token(owner, "owner/shared");
		expect((await post("/v1/shards", shardOf(sent.file), mine.accessToken)).status).toBe(200);
		expect((await usage("owner")).staged).toBe(200_000);
		await setNamespaceQuota(hub.db.kysely, "owner", 1);
		const own = xetUploadOf(pseudoRandom(50_000, 43));
		expect((await post(`/v1/xorbs/default/${own.xorbHash}`, own.xorb, mine.accessToken)).status).toBe(200);
		await expectError(await post("/v1/shards", shardOf(own.file), mine.accessToken), 413, "QuotaExceeded");
		// A reader preparing a pull request does not depend on the owner's quota.
		await setNamespaceQuota(hub.db.kysely, "reader", null);
		const small = xetUploadOf(pseudoRandom(30_000, 44));
		expect((await post(`/v1/xorbs/default/${small.xorbHash}`, small.xorb, accessToken)).status).toBe(200);
		expect((await post("/v1/shards", shardOf(small.file), accessToken)).status).toBe(200);
	});

	it("does not let a reader's write grant build on a writer's uncommitted xorb of the repository", async () => {
		const writers = xetUploadOf(pseudoRandom(40_000, 45));
		const mine = await token(owner, "owner/shared");
		expect((await post(`/v1/xorbs/default/${writers.xorbHash}`, writers.xorb, mine.accessToken)).status).toBe(200);
		const { accessToken } = await token(reader, "owner/shared", "write", "/None?create_pr=1");
		await expectError(await post("/v1/shards", shardOf(writers.file), accessToken), 400, "XetXorbUnavailable");
		// A second writer's grant may (the write session of the repository's writers).
		expect((await post("/v1/shards", shardOf(writers.file), mine.accessToken)).status).toBe(200);
	});
});
