import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AccountRow, Database } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { assertNameClaimable } from "./namespace-claims.ts";
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN } from "./passwords.ts";

/** Account names: what a repository namespace may be, minus the dot (URL-safe, case-insensitively unique). */
const ACCOUNT_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,40}[A-Za-z0-9]$/;

/** Names the site uses for its own pages; no account may take them. */
const RESERVED = new Set([
	"api",
	"admin",
	"settings",
	"docs",
	"models",
	"datasets",
	"spaces",
	"tasks",
	"login",
	"logout",
	"join",
	"signin",
	"signup",
	"sign-in",
	"sign-up",
	"sign-out",
	"organizations",
	"new",
	"new-dataset",
	"new-space",
	"assets",
	"static",
	"auth",
	"oauth",
	"search",
	"libraries",
	"datasets-server",
	"collections",
]);

/** Throws `InvalidAccountInput` unless `name` is a valid, unreserved account name. */
export function checkAccountName(name: string): void {
	if (!ACCOUNT_NAME.test(name))
		throw new ApiError(
			"InvalidAccountInput",
			`Invalid name "${name.slice(0, 60)}": use 2-42 letters, digits, '-' or '_', starting and ending with a letter or digit`,
		);
	if (RESERVED.has(name.toLowerCase())) throw new ApiError("InvalidAccountInput", `The name "${name}" is reserved`);
}

/** Throws `InvalidAccountInput` unless the password's length is acceptable. */
export function checkPassword(password: string): void {
	if (password.length < PASSWORD_MIN)
		throw new ApiError("InvalidAccountInput", `The password is too short: use at least ${PASSWORD_MIN} characters`);
	if (password.length > PASSWORD_MAX)
		throw new ApiError("InvalidAccountInput", `The password is too long: use at most ${PASSWORD_MAX} characters`);
}

/** A new opaque 24-hex id. */
export function newPk(): string {
	return randomBytes(12).toString("hex");
}

/** The account (user or organization) of that name, any case. */
export async function findAccount(db: Kysely<Database>, name: string): Promise<AccountRow | undefined> {
	return db.selectFrom("accounts").selectAll().where("name_lower", "=", name.toLowerCase()).executeTakeFirst();
}

/** The account with that primary key. */
export async function findAccountByPk(db: Kysely<Database>, pk: string): Promise<AccountRow | undefined> {
	return db.selectFrom("accounts").selectAll().where("pk", "=", pk).executeTakeFirst();
}

/** Input to {@link createUser}. */
export interface NewUser {
	name: string;
	email?: string | undefined;
	fullname?: string | undefined;
	/** Omitted for SSO-only accounts. */
	password?: string | undefined;
	oidcSubject?: string | undefined;
	/** Make an admin. The first user is an admin regardless. */
	admin?: boolean | undefined;
}

/**
 * Creates a user. The first account of the hub becomes an admin. Throws `InvalidAccountInput` on a
 * bad name, email or password and `NameTaken` when the name (any case) is taken by a user, an org or
 * a namespace that holds repositories (`namespace-claims.ts`).
 */
export async function createUser(db: Kysely<Database>, input: NewUser): Promise<AccountRow> {
	checkAccountName(input.name);
	if (input.password !== undefined) checkPassword(input.password);
	const email = input.email?.trim() || null;
	if (email !== null && (email.length > 320 || !/^[^\s@]+@[^\s@]+$/.test(email)))
		throw new ApiError("InvalidAccountInput", `Invalid email address "${email.slice(0, 60)}"`);
	const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
	await assertNameClaimable(db, input.name);
	const anyUser = await db.selectFrom("accounts").select("pk").where("kind", "=", "user").limit(1).executeTakeFirst();
	const row: AccountRow = {
		pk: newPk(),
		kind: "user",
		name: input.name,
		name_lower: input.name.toLowerCase(),
		fullname: (input.fullname ?? "").slice(0, 200),
		email,
		password_hash: passwordHash,
		oidc_subject: input.oidcSubject ?? null,
		is_admin: input.admin || !anyUser ? 1 : 0,
		disabled_at: null,
		created_at: Date.now(),
	};
	try {
		await db.insertInto("accounts").values(row).execute();
	} catch (error) {
		// Two requests for one name at once: the unique index decides.
		if (await findAccount(db, input.name)) throw new ApiError("NameTaken", `The name "${input.name}" is taken`);
		throw error;
	}
	return row;
}

/** Sets a user's password (after the caller checked the old one). */
export async function setPassword(db: Kysely<Database>, userPk: string, password: string): Promise<void> {
	checkPassword(password);
	const hash = await hashPassword(password);
	await db.updateTable("accounts").set({ password_hash: hash }).where("pk", "=", userPk).execute();
}
