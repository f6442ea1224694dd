import type { Kysely } from "kysely";
import type { AccountRow, Database } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { checkAccountName, findAccount, newPk } from "./accounts.repository.ts";
import { assertNameClaimable } from "./namespace-claims.ts";
import { NamespaceRole } from "@atrium/hub-api";

/** Roles of organization members. */
export const ORG_ROLES = NamespaceRole.options;

/** Creates an organization with `creatorPk` as its first admin; `NameTaken` when the name is not free (`namespace-claims.ts`). */
export async function createOrg(
	db: Kysely<Database>,
	input: { name: string; fullname?: string; creatorPk: string },
): Promise<AccountRow> {
	checkAccountName(input.name);
	await assertNameClaimable(db, input.name);
	const now = Date.now();
	const org: AccountRow = {
		pk: newPk(),
		kind: "org",
		name: input.name,
		name_lower: input.name.toLowerCase(),
		fullname: (input.fullname ?? "").slice(0, 200),
		email: null,
		password_hash: null,
		oidc_subject: null,
		is_admin: 0,
		disabled_at: null,
		created_at: now,
	};
	try {
		await db.transaction().execute(async (trx) => {
			await trx.insertInto("accounts").values(org).execute();
			await trx
				.insertInto("org_members")
				.values({ org_pk: org.pk, user_pk: input.creatorPk, role: "admin", created_at: now })
				.execute();
		});
	} catch (error) {
		// Two claims of one name at once: the unique index decides.
		if (await findAccount(db, input.name)) throw new ApiError("NameTaken", `The name "${input.name}" is taken`);
		throw error;
	}
	return org;
}

/** Members of an organization with their role, by name. */
export async function listMembers(db: Kysely<Database>, orgPk: string) {
	return db
		.selectFrom("org_members")
		.innerJoin("accounts", "accounts.pk", "org_members.user_pk")
		.select(["accounts.name", "accounts.fullname", "org_members.role", "org_members.created_at"])
		.where("org_members.org_pk", "=", orgPk)
		.orderBy("accounts.name_lower")
		.execute();
}

/** Adds a member or changes their role. */
export async function setMember(
	db: Kysely<Database>,
	orgPk: string,
	userPk: string,
	role: NamespaceRole,
): Promise<void> {
	await db
		.insertInto("org_members")
		.values({ org_pk: orgPk, user_pk: userPk, role, created_at: Date.now() })
		.onConflict((conflict) => conflict.columns(["org_pk", "user_pk"]).doUpdateSet({ role }))
		.execute();
}

/** Removes a member; refuses to remove the last admin. Returns false when they were not a member. */
export async function removeMember(db: Kysely<Database>, orgPk: string, userPk: string): Promise<boolean> {
	return db.transaction().execute(async (trx) => {
		const admins = await trx
			.selectFrom("org_members")
			.select("user_pk")
			.where("org_pk", "=", orgPk)
			.where("role", "=", "admin")
			.execute();
		if (admins.length === 1 && admins[0]?.user_pk === userPk)
			throw new ApiError(
				"BadRequest",
				"An organization needs an admin: make someone else admin before removing the last one",
			);
		const result = await trx
			.deleteFrom("org_members")
			.where("org_pk", "=", orgPk)
			.where("user_pk", "=", userPk)
			.executeTakeFirst();
		return Number(result.numDeletedRows) > 0;
	});
}
