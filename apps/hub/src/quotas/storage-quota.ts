import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import type { AbuseLimits } from "./limits.ts";

/**
 * Storage quotas per namespace (decision 019). What a namespace stores is
 *
 * - committed: the distinct contents (by sha256) that any stored tree of any of its repositories
 *   names, regular files and LFS objects alike, history and every branch included (`repo_blobs`);
 *   a content shared by several repositories of the namespace counts once, and counts again in every
 *   other namespace that references it (a namespace pays for what it can keep alive); except that
 *   contents a reader's pull request brought into one of its repositories count for the reader's
 *   namespace instead, until a writer adopts them (`pull_request_blobs`, decision 038);
 * - staged: contents uploaded for its repositories and not committed yet (`blob_uploads` claims,
 *   until the hub expires them), plus LFS uploads a batch request announced whose link is still valid
 *   (`upload_reservations`), each counted once and not at all when already committed; an upload by
 *   a reader for their pull request is staged in the reader's namespace instead (`payer_namespace`,
 *   decision 037).
 *
 * Every check runs in a transaction that first writes the namespace's `namespace_quotas` row, so the
 * checks of one namespace run one at a time across worker processes on both databases (SQLite's
 * `begin immediate`, PostgreSQL's row lock) and a reservation made by one is seen by the next.
 */

/** One content an operation would add: its sha256 and size. */
export interface AddedBlob {
	sha256: string;
	size: number;
}

/** What a namespace stores, in bytes. */
export interface NamespaceUsage {
	committed: number;
	staged: number;
	/** Its quota in bytes; 0: none. */
	quota: number;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** The quota of a namespace: the administrator's override, else the default of the owning account's kind. */
export async function quotaOf(db: Executor, limits: AbuseLimits | undefined, namespace: string): Promise<number> {
	const override = await db
		.selectFrom("namespace_quotas")
		.select("quota_bytes")
		.where("namespace", "=", namespace)
		.executeTakeFirst();
	if (override?.quota_bytes !== null && override?.quota_bytes !== undefined) return Number(override.quota_bytes);
	const account = await db
		.selectFrom("accounts")
		.select("kind")
		.where("name_lower", "=", namespace.toLowerCase())
		.executeTakeFirst();
	return (account?.kind === "org" ? limits?.orgQuotaBytes : limits?.userQuotaBytes) ?? 0;
}

/** The repositories of a namespace, as a subquery. */
const reposOf = (db: Executor, namespace: string) =>
	db.selectFrom("repos").select("pk").where("namespace", "=", namespace);

/**
 * The committed contents the namespace pays for, as a subquery of (sha256, size), a content possibly
 * more than once: those its repositories' trees name, less those a reader's pull request brought into
 * them, plus those its own pull requests brought into other repositories (decision 038).
 */
const paidContents = (db: Executor, namespace: string) =>
	db
		.selectFrom("repo_blobs")
		.select(["repo_blobs.sha256", "repo_blobs.size"])
		.where("repo_blobs.repo_pk", "in", reposOf(db, namespace))
		.where(({ not, exists, selectFrom }) =>
			not(
				exists(
					selectFrom("pull_request_blobs")
						.select("pull_request_blobs.sha256")
						.whereRef("pull_request_blobs.repo_pk", "=", "repo_blobs.repo_pk")
						.whereRef("pull_request_blobs.sha256", "=", "repo_blobs.sha256"),
				),
			),
		)
		.unionAll(
			db
				.selectFrom("pull_request_blobs")
				.select(["pull_request_blobs.sha256", "pull_request_blobs.size"])
				.where("pull_request_blobs.payer_namespace", "=", namespace),
		);

/** Bytes of the distinct contents the namespace pays for as committed. */
async function committedBytes(db: Executor, namespace: string): Promise<number> {
	const row = await db
		.selectFrom(
			db
				.selectFrom(paidContents(db, namespace).as("paid"))
				.select(["paid.sha256", (e) => e.fn.max("paid.size").as("size")])
				.groupBy("paid.sha256")
				.as("distinct_blobs"),
		)
		.select((eb) => eb.fn.sum<string | number | null>("size").as("total"))
		.executeTakeFirst();
	return Number(row?.total ?? 0);
}

/**
 * Contents uploaded or announced that the namespace pays for and that are not committed yet, by sha256:
 * those for its repositories with no other payer, and those it pays for elsewhere (a pull request's
 * uploads to another namespace's repository, decision 037). Once committed, in the namespace or in the
 * repository they were sent to, they no longer count as staged.
 */
async function stagedBlobs(db: Executor, namespace: string, now: number): Promise<Map<string, number>> {
	const committed = (table: "blob_uploads" | "upload_reservations") =>
		sql<boolean>`exists (select 1 from repo_blobs rb where rb.sha256 = ${sql.ref(`${table}.sha256`)} and (rb.repo_pk = ${sql.ref(`${table}.repo_pk`)} or rb.repo_pk in (select pk from repos where namespace = ${namespace})))`;
	const paidBy = (table: "blob_uploads" | "upload_reservations") =>
		sql<boolean>`(${sql.ref(`${table}.payer_namespace`)} = ${namespace} or (${sql.ref(`${table}.payer_namespace`)} is null and ${sql.ref(`${table}.repo_pk`)} in (select pk from repos where namespace = ${namespace})))`;
	const claims = await db
		.selectFrom("blob_uploads")
		.select(["sha256", "size"])
		.where(paidBy("blob_uploads"))
		.where(sql<boolean>`not ${committed("blob_uploads")}`)
		.execute();
	const reserved = await db
		.selectFrom("upload_reservations")
		.select(["sha256", "size"])
		.where(paidBy("upload_reservations"))
		.where("expires_at", ">", now)
		.where(sql<boolean>`not ${committed("upload_reservations")}`)
		.execute();
	const staged = new Map<string, number>();
	for (const row of [...claims, ...reserved]) staged.set(row.sha256, Number(row.size));
	return staged;
}

/** What the namespace stores now, and its quota. */
export async function namespaceUsage(
	db: Executor,
	limits: AbuseLimits | undefined,
	namespace: string,
	now = Date.now(),
): Promise<NamespaceUsage> {
	const staged = await stagedBlobs(db, namespace, now);
	return {
		committed: await committedBytes(db, namespace),
		staged: [...staged.values()].reduce((total, size) => total + size, 0),
		quota: await quotaOf(db, limits, namespace),
	};
}

/** The bytes `adding` brings that the namespace does not hold yet (committed or staged), each content once. */
async function newBytes(db: Executor, namespace: string, adding: AddedBlob[], staged: Map<string, number>) {
	const candidates = new Map<string, number>();
	for (const blob of adding) if (!staged.has(blob.sha256)) candidates.set(blob.sha256, blob.size);
	const shas = [...candidates.keys()];
	for (let i = 0; i < shas.length; i += 500) {
		const held = await db
			.selectFrom(paidContents(db, namespace).as("paid"))
			.select("paid.sha256")
			.distinct()
			.where("paid.sha256", "in", shas.slice(i, i + 500))
			.execute();
		for (const row of held) candidates.delete(row.sha256);
	}
	return [...candidates.values()].reduce((total, size) => total + size, 0);
}

const gb = (bytes: number): string => `${(bytes / 1e9).toFixed(bytes < 1e9 ? 3 : 1)} GB`;

/**
 * Throws `QuotaExceeded` (413) when adding the contents in `adding` would take the namespace over its
 * quota. Contents it already holds add nothing, so a commit that adds no bytes is never refused, even
 * over quota. Run it inside {@link withNamespaceLock} when the caller then records what it admitted.
 */
export async function checkQuota(
	db: Executor,
	limits: AbuseLimits | undefined,
	namespace: string,
	adding: AddedBlob[],
	now = Date.now(),
): Promise<void> {
	const quota = await quotaOf(db, limits, namespace);
	if (quota <= 0 || adding.length === 0) return;
	const staged = await stagedBlobs(db, namespace, now);
	const extra = await newBytes(db, namespace, adding, staged);
	if (extra === 0) return;
	const committed = await committedBytes(db, namespace);
	const stagedTotal = [...staged.values()].reduce((total, size) => total + size, 0);
	if (committed + stagedTotal + extra <= quota) return;
	throw new ApiError(
		"QuotaExceeded",
		`Storage quota exceeded for ${namespace}: it stores ${committed + stagedTotal} bytes (${gb(committed)} committed, ${gb(stagedTotal)} uploaded and not committed yet) of its ${quota}-byte (${gb(quota)}) quota, and this needs ${extra} more bytes. Delete files or repositories of ${namespace}, or ask an administrator to raise its quota.`,
	);
}

/**
 * Runs `work` in a transaction that holds the namespace's quota lock (its `namespace_quotas` row,
 * written first), so quota checks and the reservations they admit are serialised per namespace
 * across processes.
 */
export async function withNamespaceLock<T>(
	db: Kysely<Database>,
	namespace: string,
	work: (trx: Transaction<Database>) => Promise<T>,
	now = Date.now(),
): Promise<T> {
	return db.transaction().execute(async (trx) => {
		await trx
			.insertInto("namespace_quotas")
			.values({ namespace, quota_bytes: null, touched_at: now })
			.onConflict((oc) => oc.column("namespace").doUpdateSet({ touched_at: now }))
			.execute();
		return work(trx);
	});
}

/**
 * Checks the quota of whoever pays and, when admitted, reserves the announced LFS uploads for their
 * link's lifetime (one transaction under the payer's lock): a second batch of the same payer sees them.
 * `payer` is the namespace paying when it is not the repository's (a reader's pull request, decision
 * 037); its reservations are written even without a quota, so the upload itself finds its payer.
 */
export async function reserveUploads(
	db: Kysely<Database>,
	limits: AbuseLimits | undefined,
	repo: { pk: string; namespace: string },
	uploads: AddedBlob[],
	expiresAt: number,
	now = Date.now(),
	payer: string | null = null,
): Promise<void> {
	if (uploads.length === 0) return;
	const charged = payer ?? repo.namespace;
	const limited = (await quotaOf(db, limits, charged)) > 0;
	if (!limited && payer === null) return;
	await withNamespaceLock(
		db,
		charged,
		async (trx) => {
			if (limited) await checkQuota(trx, limits, charged, uploads, now);
			const unique = new Map(uploads.map((blob) => [blob.sha256, blob.size]));
			for (const [sha256, size] of unique)
				await trx
					.insertInto("upload_reservations")
					.values({ sha256, repo_pk: repo.pk, size, expires_at: expiresAt, payer_namespace: payer })
					.onConflict((oc) =>
						oc.columns(["repo_pk", "sha256"]).doUpdateSet({ size, expires_at: expiresAt, payer_namespace: payer }),
					)
					.execute();
		},
		now,
	);
}

/** The namespace paying for an announced upload when not its repository's (null: the repository's pays). */
export async function payerOfUpload(db: Executor, repoPk: string, sha256: string): Promise<string | null> {
	const row = await db
		.selectFrom("upload_reservations")
		.select("payer_namespace")
		.where("repo_pk", "=", repoPk)
		.where("sha256", "=", sha256)
		.executeTakeFirst();
	return row?.payer_namespace ?? null;
}

/** Sets (bytes; 0 = no quota) or clears (null: the default of the account's kind) a namespace's quota. */
export async function setNamespaceQuota(db: Kysely<Database>, namespace: string, bytes: number | null): Promise<void> {
	const now = Date.now();
	await db
		.insertInto("namespace_quotas")
		.values({ namespace, quota_bytes: bytes, touched_at: now })
		.onConflict((oc) => oc.column("namespace").doUpdateSet({ quota_bytes: bytes, touched_at: now }))
		.execute();
}
