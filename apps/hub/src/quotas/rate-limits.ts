import { sql, type Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { RATE_WINDOW_MS, type Actor } from "./limits.ts";

/**
 * Hourly rate limits kept in the database (`rate_limits`), so they hold across worker processes on
 * both databases: one row per key counts the actions of the current fixed window of an hour. Taking
 * an action is one transaction: an upsert that starts a new window when the last one is over or adds
 * one to the count (SQLite's `begin immediate` and PostgreSQL's row lock serialise it), then a read of
 * the count; over the limit, the transaction rolls back, so refused attempts do not use up the next
 * ones. A fixed window lets at most twice the limit through around a window's end; that is the price
 * of one row per key.
 */

/** One charge against a limit: the key, the allowance per hour (0 or absent: no limit) and what the message calls it. */
export interface RateCharge {
	key: string;
	perHour: number | undefined;
	/** The action in the message, e.g. "repositories created by this account". */
	what: string;
}

/**
 * Counts one action against `charge.key`, or throws `RateLimited` (429, `Retry-After`: seconds until
 * the window ends) when the hour's allowance is used up. Does nothing when there is no limit.
 */
export async function takeRate(db: Kysely<Database>, charge: RateCharge, now = Date.now()): Promise<void> {
	const limit = charge.perHour ?? 0;
	if (limit <= 0) return;
	const expired = now - RATE_WINDOW_MS;
	const refused = await db
		.transaction()
		.execute(async (trx) => {
			await trx
				.insertInto("rate_limits")
				.values({ key: charge.key, window_start: now, count: 1 })
				.onConflict((oc) =>
					oc.column("key").doUpdateSet({
						count: sql`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
						window_start: sql`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
					}),
				)
				.execute();
			const row = await trx
				.selectFrom("rate_limits")
				.select(["count", "window_start"])
				.where("key", "=", charge.key)
				.executeTakeFirstOrThrow();
			if (Number(row.count) <= limit) return undefined;
			// Roll back: a refused attempt does not count.
			throw new Refused(Number(row.window_start) + RATE_WINDOW_MS);
		})
		.catch((error: unknown) => {
			if (error instanceof Refused) return error;
			throw error;
		});
	if (!refused) return;
	const seconds = Math.max(1, Math.ceil((refused.windowEnd - now) / 1000));
	throw new ApiError(
		"RateLimited",
		`Too many ${charge.what}: at most ${limit} per hour. Try again in ${Math.ceil(seconds / 60)} minute(s).`,
		{ headers: { "Retry-After": String(seconds) } },
	);
}

class Refused extends Error {
	readonly windowEnd: number;
	constructor(windowEnd: number) {
		super("rate limited");
		this.windowEnd = windowEnd;
	}
}

/** Removes counters whose window ended (the collector calls this; a counter is also reset by its next use). */
export async function dropExpiredRates(db: Kysely<Database>, now = Date.now()): Promise<number> {
	const result = await db
		.deleteFrom("rate_limits")
		.where("window_start", "<=", now - RATE_WINDOW_MS)
		.executeTakeFirst();
	return Number(result.numDeletedRows);
}

/** The charge for creating a branch or tag. */
export function refCharge(actor: Actor): RateCharge {
	return {
		key: `refs:${actor.accountPk}`,
		perHour: actor.limits?.refsPerHour,
		what: "branches and tags created by this account",
	};
}

/** The charge for creating a repository. */
export function repoCharge(actor: Actor): RateCharge {
	return {
		key: `repos:${actor.accountPk}`,
		perHour: actor.limits?.reposPerHour,
		what: "repositories created by this account",
	};
}

/** The charge for a sign-up from a client address. */
export function signupCharge(address: string, perHour: number | undefined): RateCharge {
	return { key: `signup:${address.slice(0, 100)}`, perHour, what: "accounts signed up from this address" };
}
