import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

/** Statuses of an access request. */
export const REQUEST_STATUSES = ["pending", "accepted", "rejected"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** One user's request for a repository, if any. */
export async function findRequest(
	db: Kysely<Database>,
	repoPk: string,
	userPk: string,
): Promise<Database["access_requests"] | undefined> {
	return db
		.selectFrom("access_requests")
		.selectAll()
		.where("repo_pk", "=", repoPk)
		.where("user_pk", "=", userPk)
		.executeTakeFirst();
}

/**
 * Records a user's request with `status` (`accepted` on an auto-gated repository, else `pending`).
 * Asking again only refreshes a pending request: an accepted one stays accepted and a rejected one
 * stays rejected until an owner decides otherwise ({@link decideRequest}), even on an auto-gated
 * repository. One statement (insert, or update while pending), so concurrent asks cannot undo a
 * decision. Returns the status the request has afterwards.
 */
export async function upsertRequest(
	db: Kysely<Database>,
	input: { repoPk: string; userPk: string; status: RequestStatus; fields: Record<string, string> },
): Promise<RequestStatus> {
	const now = Date.now();
	const fields = JSON.stringify(input.fields);
	await db
		.insertInto("access_requests")
		.values({
			repo_pk: input.repoPk,
			user_pk: input.userPk,
			status: input.status,
			fields,
			created_at: now,
			decided_at: null,
			decided_by: null,
		})
		.onConflict((conflict) =>
			conflict
				.columns(["repo_pk", "user_pk"])
				.doUpdateSet({ status: input.status, fields, created_at: now, decided_at: null, decided_by: null })
				.where("access_requests.status", "=", "pending"),
		)
		.execute();
	const row = await findRequest(db, input.repoPk, input.userPk);
	return row?.status ?? input.status;
}

/** The requests of a repository with a status, oldest first, with the asking user. */
export async function listRequests(db: Kysely<Database>, repoPk: string, status: RequestStatus, limit = 1000) {
	return db
		.selectFrom("access_requests")
		.innerJoin("accounts", "accounts.pk", "access_requests.user_pk")
		.select([
			"accounts.name",
			"accounts.fullname",
			"accounts.email",
			"access_requests.status",
			"access_requests.fields",
			"access_requests.created_at",
			"access_requests.decided_at",
			"access_requests.decided_by",
		])
		.where("access_requests.repo_pk", "=", repoPk)
		.where("access_requests.status", "=", status)
		.orderBy("access_requests.created_at")
		.limit(limit)
		.execute();
}

/** Sets the status of a user's request (an owner's decision); false when there is no request. */
export async function decideRequest(
	db: Kysely<Database>,
	input: { repoPk: string; userPk: string; status: RequestStatus; by: string },
): Promise<boolean> {
	const result = await db
		.updateTable("access_requests")
		.set({ status: input.status, decided_at: Date.now(), decided_by: input.by })
		.where("repo_pk", "=", input.repoPk)
		.where("user_pk", "=", input.userPk)
		.executeTakeFirst();
	return Number(result.numUpdatedRows) > 0;
}

/** Grants access without a request (an owner's `grant`): inserts or overwrites as accepted. */
export async function grantAccess(
	db: Kysely<Database>,
	input: { repoPk: string; userPk: string; by: string },
): Promise<void> {
	if (await decideRequest(db, { ...input, status: "accepted" })) return;
	const now = Date.now();
	await db
		.insertInto("access_requests")
		.values({
			repo_pk: input.repoPk,
			user_pk: input.userPk,
			status: "accepted",
			fields: "{}",
			created_at: now,
			decided_at: now,
			decided_by: input.by,
		})
		.execute();
}
