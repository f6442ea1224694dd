/**
 * The abuse limits of a public hub (issue 18, decision 019): storage quotas per namespace, expiry of
 * uploads never committed, and hourly rate limits. In every field, 0 or absent means "no limit":
 * a hub built without `limits` (tests, the CLI's own writes) limits nothing; `atrium serve` fills
 * them from the environment with {@link PUBLIC_HUB_LIMITS} as defaults.
 */
export interface AbuseLimits {
	/** Bytes a user's namespace may store, committed and staged (`ATRIUM_USER_QUOTA_BYTES`). */
	userQuotaBytes?: number;
	/** Bytes an organization's namespace may store (`ATRIUM_ORG_QUOTA_BYTES`). */
	orgQuotaBytes?: number;
	/** Uploads never committed are removed by the running hub once this old, in ms (`ATRIUM_UPLOAD_EXPIRY_MS`). */
	uploadExpiryMs?: number;
	/** Accounts one client address may sign up per hour (`ATRIUM_SIGNUPS_PER_HOUR`). */
	signupsPerHour?: number;
	/** Repositories one account may create per hour (`ATRIUM_REPOS_PER_HOUR`). */
	reposPerHour?: number;
	/** Branches and tags one account may create per hour, over all repositories (`ATRIUM_REFS_PER_HOUR`). */
	refsPerHour?: number;
}

/** Defaults of `atrium serve`: what a public hub wants. Each is turned off with 0. */
export const PUBLIC_HUB_LIMITS = {
	userQuotaBytes: 100_000_000_000,
	orgQuotaBytes: 1_000_000_000_000,
	uploadExpiryMs: 24 * 3_600_000,
	signupsPerHour: 5,
	reposPerHour: 20,
	refsPerHour: 100,
} as const satisfies Required<AbuseLimits>;

/** Length of a rate-limit window: one hour. */
export const RATE_WINDOW_MS = 3_600_000;

/** Who is charged for an action: the acting account (a user's primary key) and the hub's limits. */
export interface Actor {
	accountPk: string;
	limits: AbuseLimits | undefined;
}
