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

/** A reserved attempt on one counter: the window it was counted in. */
interface Reservation {
	key: string;
	windowStart: number;
}

/**
 * Counts an attempt on a counter before the password is checked, in one statement (an upsert that
 * returns the new count, starting a new window when the last one is over), so concurrent attempts,
 * in one process or several, each take their own place: no more than `limit` are ever checked.
 * Returns the reservation, or undefined (the attempt is not counted) when the counter is full.
 */
async function reserve(
	db: Kysely<Database>,
	key: string,
	limit: number,
	now: number,
): Promise<{ reservation?: Reservation; retryAfterMs: number }> {
	const expired = now - SIGNIN_WINDOW_MS;
	const row = await db
		.insertInto("signin_attempts")
		.values({ key, window_start: now, failures: 1 })
		.onConflict((conflict) =>
			conflict.column("key").doUpdateSet({
				failures: sql`case when signin_attempts.window_start <= ${expired} then 1 else signin_attempts.failures + 1 end`,
				window_start: sql`case when signin_attempts.window_start <= ${expired} then ${now} else signin_attempts.window_start end`,
			}),
		)
		.returning(["failures", "window_start"])
		.executeTakeFirstOrThrow();
	const windowStart = Number(row.window_start);
	const reservation = { key, windowStart };
	if (Number(row.failures) <= limit) return { reservation, retryAfterMs: 0 };
	await release(db, reservation);
	return { retryAfterMs: windowStart + SIGNIN_WINDOW_MS - now };
}

/** Gives a reserved attempt back (a success, or a refusal by the other counter). */
async function release(db: Kysely<Database>, reservation: Reservation): Promise<void> {
	await db
		.updateTable("signin_attempts")
		.set({ failures: sql`signin_attempts.failures - 1` })
		.where("key", "=", reservation.key)
		.where("window_start", "=", reservation.windowStart)
		.where("failures", ">", 0)
		.execute();
}

/**
 * Runs one password check under the attempt limits of the account name and the address: both
 * counters are reserved first (`TooManyAttempts` with `Retry-After` when either is full), then
 * `check` runs; a failure (undefined) stays counted and throws `SignInFailed` with `failure`, a
 * success clears the account's counter and gives the address its attempt back.
 */
async function limitedCheck<T>(
	db: Kysely<Database>,
	input: { name: string; address: string; failure: string },
	now: number,
	check: () => Promise<T | undefined>,
): Promise<T> {
	const account = await reserve(db, accountKey(input.name), ACCOUNT_FAILURE_LIMIT, now);
	const address = await reserve(db, addressKey(input.address), ADDRESS_FAILURE_LIMIT, now);
	if (!account.reservation || !address.reservation) {
		for (const taken of [account.reservation, address.reservation]) if (taken) await release(db, taken);
		const forAccount = !account.reservation;
		const seconds = Math.max(1, Math.ceil((forAccount ? account : address).retryAfterMs / 1000));
		throw new ApiError(
			"TooManyAttempts",
			`Too many failed sign-ins ${forAccount ? "for this account" : "from your address"}: try again in ${Math.ceil(seconds / 60)} minute(s)`,
			{ headers: { "Retry-After": String(seconds) } },
		);
	}
	const result = await check();
	if (result === undefined) throw new ApiError("SignInFailed", input.failure);
	await db.deleteFrom("signin_attempts").where("key", "=", accountKey(input.name)).execute();
	await release(db, address.reservation);
	return result;
}

/**
 * Checks a user name and password. The same steps run whether or not the name exists (the KDF runs
 * exactly once, against a dummy hash for unknown names), so the answer and its cost tell nothing
 * about which names exist. Every attempt is counted against the account name and the address
 * before the password is checked (see {@link limitedCheck}). Throws `TooManyAttempts` or `SignInFailed`.
 */
export async function checkSignIn(
	db: Kysely<Database>,
	input: { name: string; password: string; address: string },
	now = Date.now(),
): Promise<AccountRow> {
	const name = input.name.trim().slice(0, 100);
	return limitedCheck(db, { name, address: input.address, failure: "Wrong user name or password" }, now, async () => {
		const account = await findAccount(db, name);
		const user = account?.kind === "user" ? account : undefined;
		const matches = await verifyPassword(user?.password_hash, input.password);
		return user && matches && user.disabled_at === null ? user : undefined;
	});
}

/**
 * Checks a signed-in user's current password (changing the password, or any other step that asks
 * for it again), under the same attempt limits as sign-in: a stolen session cannot guess it.
 * Throws `TooManyAttempts` or `SignInFailed`.
 */
export async function checkCurrentPassword(
	db: Kysely<Database>,
	input: { user: AccountRow; password: string; address: string },
	now = Date.now(),
): Promise<void> {
	await limitedCheck(
		db,
		{ name: input.user.name, address: input.address, failure: "The current password is wrong" },
		now,
		async () => ((await verifyPassword(input.user.password_hash, input.password)) ? true : undefined),
	);
}
