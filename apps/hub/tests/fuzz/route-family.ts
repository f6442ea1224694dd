import type { Random } from "./random.ts";
import type { FuzzBody } from "./write-values.ts";

/**
 * The route families the fuzzer attacks, one line each: a method and a path template whose
 * `{placeholders}` (kind, id, prefix, rev, path, task, library, doc) it fills with valid or hostile
 * values (fuzz-values.ts). `body: true` sends bodies; `api: true` means every error answer must carry
 * the JSON error body and `X-Error-Code` (git URLs answer in git's own formats, never the site's HTML).
 * Add a family by adding its line to the area's list (read-families.ts, account-families.ts,
 * write-families.ts).
 */
export interface RouteFamily {
	name: string;
	method: string;
	path: string;
	api: boolean;
	body?: boolean;
	/** Relative share of the requests (default 1). */
	weight?: number;
	/** The family's own hostile bodies (else the generic ones of fuzz-values.ts). */
	bodies?: (random: Random) => FuzzBody;
	/** A query string of the family's own (without `?`). */
	query?: (random: Random) => string;
	/** Send one of the run's credentials (anonymous, read, write, revoked token, cookie without CSRF); `admin` adds the admin's. */
	credentials?: true | "admin";
	/** Errors in the git-lfs format: JSON with a `message` (git-lfs shows it). */
	lfs?: true;
}
