import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { AccountRow, Database } from "../db/database.ts";
import { ApiError } from "../errors.ts";

/**
 * Who a namespace belongs to (the one rule every path that creates an account or a repository calls):
 * - a namespace is taken when a user or an organization has that name, or when repositories live
 *   under it (or did, and their old names still redirect); names compare without regard to case;
 * - a new user or organization may only take a free name ({@link assertNameClaimable}): sign-up,
 *   invitations, `atrium users add`, single sign-on and organization creation all go through it;
 * - a repository is never created in a namespace nobody owns ({@link ensureNamespaceOwner}): seed,
 *   import, an admin's API call or a move into such a namespace first creates an organization of
 *   that name, administered by the hub's site administrators (who hold `admin` on every namespace).
 */

/** Why a name cannot be claimed, or undefined when it is free. */
export async function namespaceHolder(
	db: Kysely<Database>,
	name: string,
): Promise<"user" | "org" | "repos" | undefined> {
	const lower = name.toLowerCase();
	const account = await db.selectFrom("accounts").select("kind").where("name_lower", "=", lower).executeTakeFirst();
	if (account) return account.kind;
	const repo = await db
		.selectFrom("repos")
		.select("pk")
		.where(sql<string>`lower(namespace)`, "=", lower)
		.limit(1)
		.executeTakeFirst();
	if (repo) return "repos";
	const prefix = `${lower}/`;
	const redirect = await db
		.selectFrom("repo_redirects")
		.select("repo_pk")
		.where(sql<string>`lower(substr(from_id, 1, ${sql.lit(prefix.length)}))`, "=", prefix)
		.limit(1)
		.executeTakeFirst();
	return redirect ? "repos" : undefined;
}

/** Throws `NameTaken` unless `name` is free for a new user or organization (see {@link namespaceHolder}). */
export async function assertNameClaimable(db: Kysely<Database>, name: string): Promise<void> {
	const holder = await namespaceHolder(db, name);
	if (holder === undefined) return;
	const why =
		holder === "repos"
			? `repositories live under "${name}" (the namespace belongs to this hub's administrators)`
			: `a${holder === "org" ? "n organization" : " user"} of that name exists (names are compared without case)`;
	throw new ApiError("NameTaken", `The name "${name}" is taken: ${why}. Choose another name.`);
}

/**
 * Makes sure an account owns `namespace` before a repository is created there: when no user or
 * organization has that name, creates an organization of that name (its administrators: the hub's
 * site administrators, who have `admin` on every namespace, plus `admins` when given).
 * Returns the organization it created, or undefined when the namespace was already owned.
 * Run it in the transaction that creates the repository.
 */
export async function ensureNamespaceOwner(
	db: Kysely<Database>,
	namespace: string,
	options: { admins?: string[] } = {},
): Promise<AccountRow | undefined> {
	const lower = namespace.toLowerCase();
	const existing = await db.selectFrom("accounts").select("pk").where("name_lower", "=", lower).executeTakeFirst();
	if (existing) return undefined;
	const now = Date.now();
	const org: AccountRow = {
		pk: randomBytes(12).toString("hex"),
		kind: "org",
		name: namespace,
		name_lower: lower,
		fullname: namespace.slice(0, 200),
		email: null,
		password_hash: null,
		oidc_subject: null,
		is_admin: 0,
		disabled_at: null,
		created_at: now,
	};
	// A concurrent claim of the same name wins the unique index; the namespace is owned either way.
	await db
		.insertInto("accounts")
		.values(org)
		.onConflict((conflict) => conflict.column("name_lower").doNothing())
		.execute();
	const owner = await db.selectFrom("accounts").select("pk").where("name_lower", "=", lower).executeTakeFirst();
	if (owner?.pk !== org.pk) return undefined;
	for (const userPk of new Set(options.admins ?? []))
		await db
			.insertInto("org_members")
			.values({ org_pk: org.pk, user_pk: userPk, role: "admin", created_at: now })
			.execute();
	return org;
}
