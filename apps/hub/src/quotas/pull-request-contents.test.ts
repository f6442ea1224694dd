import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { setPasswordCost } from "../auth/passwords.ts";
import { addTestUser, type TestUser } from "../testing/accounts.ts";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { batch, bytesOf, localPath, makeRepo, sha256Of } from "../testing/lfs-helpers.ts";
import { namespaceUsage, setNamespaceQuota } from "./storage-quota.ts";

setPasswordCost(10);

/**
 * Who pays for what a reader's pull request commits (decision 038): contents new to the repository
 * count for the reader's namespace, not the owner's, while the pull request is open or closed; the
 * reader's commit is weighed against the reader's quota only; a merge (checked against the owner's
 * quota) or a writer's commit of the same content to a branch hands them to the owner; purging them
 * frees both.
 */
describeDialects("quotas of pull request contents", (dialect) => {
	let hub: TestHub;
	let owner: TestUser;
	let reader: TestUser;
	let repoNumber = 0;
	let repo = "";

	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		await addTestUser(hub.db, "siteadmin", { admin: true });
		owner = await addTestUser(hub.db, "owner");
	});
	afterAll(() => hub.close());
	beforeEach(async () => {
		hub.config.limits = { userQuotaBytes: 1_000_000 };
		await hub.db.kysely.deleteFrom("namespace_quotas").execute();
		// A repository and a reader of their own per case, so that one case's contents do not count in the next.
		repo = `owner/shared-${++repoNumber}`;
		await makeRepo(hub, repo);
		reader = await addTestUser(hub.db, `reader${repoNumber}`);
	});

	const usage = async (namespace: string) =>
		(await namespaceUsage(hub.db.kysely, hub.config.limits, namespace)).committed;
	const lfsCommit = async (user: TestUser, revision: string, files: Record<string, Uint8Array>, query = "") => {
		const lines: unknown[] = [{ key: "header", value: { summary: "weights" } }];
		for (const [path, bytes] of Object.entries(files))
			lines.push({ key: "lfsFile", value: { path, algo: "sha256", oid: sha256Of(bytes), size: bytes.length } });
		const response = await hub.app.request(`/api/models/${repo}/commit/${encodeURIComponent(revision)}${query}`, {
			method: "POST",
			headers: { "content-type": "application/x-ndjson", ...user.auth() },
			body: lines.map((line) => JSON.stringify(line)).join("\n"),
		});
		const body = (await response.json()) as { pullRequestUrl?: string; code?: string };
		return { status: response.status, body };
	};
	/** Sends `bytes` as `user` unless the batch answers that they may use the stored object already. */
	const upload = async (user: TestUser, bytes: Uint8Array) => {
		const objects = [{ oid: sha256Of(bytes), size: bytes.length }];
		const answer = await batch(hub.app, repo, { operation: "upload", objects }, user.auth());
		expect(answer.status).toBe(200);
		const href = answer.objects[0]?.actions?.upload?.href;
		if (href)
			expect((await hub.app.request(localPath(href), { method: "PUT", body: Buffer.from(bytes) })).status).toBe(200);
	};
	/** Uploads `bytes` as `user` and opens a pull request adding them; its number. */
	const openPullRequest = async (user: TestUser, files: Record<string, Uint8Array>): Promise<number> => {
		for (const bytes of Object.values(files)) await upload(user, bytes);
		const opened = await lfsCommit(user, "main", files, "?create_pr=1");
		expect(opened.status, JSON.stringify(opened.body)).toBe(200);
		return Number(/\/discussions\/(\d+)$/.exec(opened.body.pullRequestUrl ?? "")?.[1]);
	};
	const post = (path: string, user: TestUser, body: unknown = {}) =>
		hub.app.request(`/api/models/${repo}/${path}`, {
			method: "POST",
			headers: { "content-type": "application/json", ...user.auth() },
			body: JSON.stringify(body),
		});
	const paidRows = () =>
		hub.db.kysely
			.selectFrom("pull_request_blobs")
			.select(["sha256", "num", "payer_namespace"])
			.where("payer_namespace", "=", reader.user.name)
			.execute();

	it("counts a reader's pull request contents for the reader, not the owner, open or closed", async () => {
		const ownerBefore = await usage("owner");
		const weights = bytesOf(30_000, 51);
		const num = await openPullRequest(reader, { "weights.bin": weights });
		expect(await usage(reader.user.name)).toBe(30_000);
		expect(await usage("owner")).toBe(ownerBefore);
		// A second commit to the pull request: its new content is the reader's too.
		const more = bytesOf(20_000, 52);
		await upload(reader, more);
		expect((await lfsCommit(reader, `refs/pr/${num}`, { "more.bin": more })).status).toBe(200);
		expect(await usage(reader.user.name)).toBe(50_000);
		expect(await usage("owner")).toBe(ownerBefore);
		// Closing keeps the contents stored (history stays), so their author keeps paying.
		expect((await post(`discussions/${num}/status`, owner, { status: "closed" })).status).toBe(200);
		expect(await usage(reader.user.name)).toBe(50_000);
		expect(await usage("owner")).toBe(ownerBefore);
	});

	it("does not charge a reader for contents the repository already holds", async () => {
		const shared = bytesOf(10_000, 53);
		await upload(owner, shared);
		expect((await lfsCommit(owner, "main", { "shared.bin": shared })).status).toBe(200);
		const ownerBefore = await usage("owner");
		await openPullRequest(reader, { "copy.bin": shared });
		expect(await usage(reader.user.name)).toBe(0);
		expect(await usage("owner")).toBe(ownerBefore);
		expect(await paidRows()).toEqual([]);
	});

	it("weighs a reader's commit against the reader's quota only: an owner over quota does not block it", async () => {
		await setNamespaceQuota(hub.db.kysely, "owner", 1);
		await openPullRequest(reader, { "weights.bin": bytesOf(40_000, 54) });
		await setNamespaceQuota(hub.db.kysely, "owner", null);
		// Stored content the reader may reuse (another public repository has it), so no upload counts it:
		// the commit that brings it here is what the reader's quota weighs.
		const big = bytesOf(30_000, 55);
		await makeRepo(hub, `owner/other-${repoNumber}`, "model", { "big.bin": big });
		await setNamespaceQuota(hub.db.kysely, reader.user.name, 50_000);
		const refused = await lfsCommit(reader, "main", { "big.bin": big }, "?create_pr=1");
		expect(refused.status).toBe(413);
		expect(refused.body.code).toBe("QuotaExceeded");
		await setNamespaceQuota(hub.db.kysely, reader.user.name, 70_000);
		expect((await lfsCommit(reader, "main", { "big.bin": big }, "?create_pr=1")).status).toBe(200);
		expect(await usage(reader.user.name)).toBe(70_000);
	});

	it("hands the contents to the owner on merge, refusing the merge while the owner has no room for them", async () => {
		const weights = bytesOf(60_000, 56);
		const num = await openPullRequest(reader, { "weights.bin": weights });
		const ownerBefore = await usage("owner");
		await setNamespaceQuota(hub.db.kysely, "owner", ownerBefore + 59_999);
		const refused = await post(`discussions/${num}/merge`, owner);
		expect(refused.status).toBe(413);
		expect(refused.headers.get("x-error-code")).toBe("QuotaExceeded");
		expect(await usage(reader.user.name)).toBe(60_000);
		await setNamespaceQuota(hub.db.kysely, "owner", ownerBefore + 60_000);
		expect((await post(`discussions/${num}/merge`, owner)).status).toBe(200);
		expect(await usage("owner")).toBe(ownerBefore + 60_000);
		expect(await usage(reader.user.name)).toBe(0);
		expect(await paidRows()).toEqual([]);
	});

	it("hands a content to the owner when a writer commits it to a branch, and frees it for everyone when purged", async () => {
		const adopted = bytesOf(15_000, 57);
		const purged = bytesOf(25_000, 58);
		const num = await openPullRequest(reader, { "a.bin": adopted, "p.bin": purged });
		expect(await usage(reader.user.name)).toBe(40_000);
		const ownerBefore = await usage("owner");
		expect((await lfsCommit(owner, "main", { "adopted.bin": adopted })).status).toBe(200);
		expect(await usage(reader.user.name)).toBe(25_000);
		expect(await usage("owner")).toBe(ownerBefore + 15_000);
		expect(await paidRows()).toEqual([{ sha256: sha256Of(purged), num, payer_namespace: reader.user.name }]);
		const purge = await post("lfs-files/batch", owner, { deletions: { sha: [sha256Of(purged)] } });
		expect(purge.status).toBe(200);
		expect(await usage(reader.user.name)).toBe(0);
		expect(await usage("owner")).toBe(ownerBefore + 15_000);
	});

	it("leaves a writer's commits to a pull request on the repository's namespace", async () => {
		const num = await openPullRequest(reader, { "weights.bin": bytesOf(5_000, 59) });
		const ownerBefore = await usage("owner");
		const fix = bytesOf(7_000, 60);
		await upload(owner, fix);
		expect((await lfsCommit(owner, `refs/pr/${num}`, { "fix.bin": fix })).status).toBe(200);
		expect(await usage("owner")).toBe(ownerBefore + 7_000);
		expect(await usage(reader.user.name)).toBe(5_000);
	});
});
