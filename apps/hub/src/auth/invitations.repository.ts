import type { Kysely } from "kysely";
import type { AccountRow, Database } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { newSecret, secretHash } from "./tokens.repository.ts";

/** How long an invitation stays valid. */
export const INVITATION_TTL_MS = 14 * 24 * 3600 * 1000;

/** Creates a single-use invitation; returns its code (only its sha256 is stored). */
export async function createInvitation(db: Kysely<Database>, createdBy: string, now = Date.now()): Promise<string> {
	const code = newSecret("inv_");
	await db
		.insertInto("invitations")
		.values({
			secret_hash: secretHash(code),
			created_by: createdBy,
			created_at: now,
			expires_at: now + INVITATION_TTL_MS,
			used_by: null,
		})
		.execute();
	return code;
}

/**
 * Signs up with an invitation: claims the code (unused, unexpired) for `name`, then runs `create`;
 * if that fails the claim is released. Throws `SignupClosed` for a bad code.
 */
export async function consumeInvitation(
	db: Kysely<Database>,
	code: string,
	name: string,
	create: () => Promise<AccountRow>,
): Promise<AccountRow> {
	const hash = secretHash(code);
	const claimed = await db
		.updateTable("invitations")
		.set({ used_by: name.slice(0, 100) })
		.where("secret_hash", "=", hash)
		.where("used_by", "is", null)
		.where("expires_at", ">", Date.now())
		.executeTakeFirst();
	if (code === "" || Number(claimed.numUpdatedRows) === 0)
		throw new ApiError(
			"SignupClosed",
			"This hub takes new accounts by invitation only, and the invitation is missing, used or expired",
		);
	try {
		return await create();
	} catch (error) {
		await db.updateTable("invitations").set({ used_by: null }).where("secret_hash", "=", hash).execute();
		throw error;
	}
}
