import { sql, type Kysely } from "kysely";
import type { AccountRow, Database } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { findAccount } from "./accounts.repository.ts";
import { verifyPassword } from "./passwords.ts";

/** Failed sign-ins are counted in fixed windows of this length, per account and per address. */
export const SIGNIN_WINDOW_MS = 15 * 60_000;
/** Failures allowed per account name in a window (any address). */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Failures allowed per address in a window (any account). */
export const ADDRESS_FAILURE_LIMIT = 50;

const accountKey = (name: string): string => `user:${name.toLowerCase().slice(0, 100)}`;
const addressKey = (address: string): string => `ip:${address.slice(0, 100)}`;

/** Throws `TooManyAttempts` (with `Retry-After`) when either counter is at its limit in the current window. */
async function checkLimits(db: Kysely<Database>, name: string, address: string, now: number): Promise<void> {
	const rows = await db
		.selectFrom("signin_attempts")
		.selectAll()
		.where("key", "in", [accountKey(name), addressKey(address)])
		.execute();
	for (const row of rows) {
		const limit = row.key.startsWith("user:") ? ACCOUNT_FAILURE_LIMIT : ADDRESS_FAILURE_LIMIT;
		const ends = row.window_start + SIGNIN_WINDOW_MS;
		if (ends > now && row.failures >= limit) {
			const seconds = Math.ceil((ends - now) / 1000);
			throw new ApiError(
				"TooManyAttempts",
				`Too many failed sign-ins ${row.key.startsWith("user:") ? "for this account" : "from your address"}: try again in ${Math.ceil(seconds / 60)} minute(s)`,
				{ headers: { "Retry-After": String(seconds) } },
			);
		}
	}
}

/** Adds a failure to a counter, starting a new window when the last one is over (one statement, both databases). */
async function countFailure(db: Kysely<Database>, key: string, now: number): Promise<void> {
	const expired = now - SIGNIN_WINDOW_MS;
	await db
		.insertInto("signin_attempts")
		.values({ key, window_start: now, failures: 1 })
		.onConflict((conflict) =>
			conflict.column("key").doUpdateSet({
				failures: sql`case when signin_attempts.window_start <= ${expired} then 1 else signin_attempts.failures + 1 end`,
				window_start: sql`case when signin_attempts.window_start <= ${expired} then ${now} else signin_attempts.window_start end`,
			}),
		)
		.execute();
}

/**
 * Checks a user name and password. The same steps run whether or not the name exists (the KDF runs
 * exactly once, against a dummy hash for unknown names), so the answer and its cost tell nothing
 * about which names exist. Failures count against the account name and the address; a success
 * clears the account's counter. Throws `TooManyAttempts` or `SignInFailed`.
 */
export async function checkSignIn(
	db: Kysely<Database>,
	input: { name: string; password: string; address: string },
	now = Date.now(),
): Promise<AccountRow> {
	const name = input.name.trim().slice(0, 100);
	await checkLimits(db, name, input.address, now);
	const account = await findAccount(db, name);
	const user = account?.kind === "user" ? account : undefined;
	const matches = await verifyPassword(user?.password_hash, input.password);
	if (!user || !matches || user.disabled_at !== null) {
		await countFailure(db, accountKey(name), now);
		await countFailure(db, addressKey(input.address), now);
		throw new ApiError("SignInFailed", "Wrong user name or password");
	}
	await db.deleteFrom("signin_attempts").where("key", "=", accountKey(name)).execute();
	return user;
}
