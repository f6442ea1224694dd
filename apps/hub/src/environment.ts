import { availableParallelism } from "node:os";
import { z } from "zod";
import { SignupMode } from "@atrium/hub-api";
import { LOG_LEVELS } from "./observability/logger.ts";
import { parseAllowedHosts } from "./webhooks/address-guard.ts";
import { OPERATOR_HARNESSES_FORMAT, parseOperatorHarnesses } from "./agent-harnesses/operator-harnesses.ts";

/**
 * Every environment variable the hub reads, validated at start with one schema: this module is the
 * only reader of `process.env` in the hub (add a new variable here, with what it expects). Empty
 * values count as unset. A wrong value stops the start with one line naming the variable, the
 * value and what is expected (`EnvironmentError`).
 */

const url = (protocols: string[], what: string) =>
	z.string().refine(
		(value) => {
			try {
				return protocols.includes(new URL(value).protocol);
			} catch {
				return false;
			}
		},
		{ message: what, abort: true },
	);

const integer = (min: number, max: number, what: string) =>
	z
		.string()
		.regex(/^\d+$/, what)
		.transform(Number)
		.refine((n) => n >= min && n <= max, what);

/** The schema: variable name → what it must hold (each message says what is expected). */
const SCHEMA = {
	PORT: integer(0, 65535, "a port number from 0 to 65535").optional(),
	HOST: z
		.string()
		.regex(/^[\w.:[\]-]+$/, "a host name or IP address to listen on, e.g. 0.0.0.0 or 127.0.0.1")
		.optional(),
	DATABASE_URL: url(["postgres:", "postgresql:"], "a postgres:// or postgresql:// URL (unset for SQLite)").optional(),
	ATRIUM_STORAGE: url(["s3:", "file:"], "s3://bucket/prefix or file:///absolute/path (unset for disk)")
		.refine((value) => !value.startsWith("s3:") || new URL(value).hostname !== "", "s3://bucket/prefix with a bucket")
		.optional(),
	ATRIUM_PUBLIC_URL: url(["http:", "https:"], "an http:// or https:// base URL, e.g. https://hub.example.org")
		.refine((value) => !new URL(value).search && !new URL(value).hash, "a base URL without ?query or #fragment")
		.transform((value) => value.replace(/\/+$/, ""))
		.optional(),
	ATRIUM_TRUST_PROXY: z
		.enum(["0", "1", "true", "false"], "1 or true (a reverse proxy you run sets X-Forwarded-*), 0 or false")
		.transform((value) => value === "1" || value === "true")
		.optional(),
	ATRIUM_METRICS_TOKEN: z
		.string()
		.regex(
			/^[\x21-\x7e]{16,}$/,
			"a bearer token of at least 16 printable characters without spaces, e.g. from `openssl rand -hex 32`",
		)
		.optional(),
	ATRIUM_METRICS_ADDRESS: z
		.string()
		.regex(
			/^(?:\[[0-9a-fA-F:.]+\]|[\w.-]+):\d{1,5}$/,
			"host:port of a private listener for /metrics, e.g. 127.0.0.1:9464",
		)
		.refine((value) => Number(value.slice(value.lastIndexOf(":") + 1)) <= 65535, "a port number up to 65535")
		.optional(),
	ATRIUM_LOG_LEVEL: z.enum(LOG_LEVELS, `one of ${LOG_LEVELS.join(", ")}`).optional(),
	ATRIUM_DATA_DIR: z.string().optional(),
	ATRIUM_INFERENCE_URL: url(["http:", "https:"], "an http:// or https:// URL").optional(),
	ATRIUM_SPACES_URL: url(
		["http:", "https:"],
		"the origin static spaces are served from, another host than the hub's, e.g. https://spaces.hub.example.org",
	).optional(),
	ATRIUM_SPACES_PORT: integer(0, 65535, "a port number from 0 to 65535").optional(),
	ATRIUM_WORKERS: integer(
		1,
		256,
		"a number of worker processes from 1 to 256 (default: the number of cores)",
	).optional(),
	ATRIUM_SHUTDOWN_GRACE_MS: integer(0, 3_600_000, "milliseconds from 0 to 3600000").optional(),
	ATRIUM_DOWNLOAD_FLUSH_MS: integer(100, 3_600_000, "milliseconds from 100 to 3600000").optional(),
	ATRIUM_ACCEL_REDIRECT: z
		.string()
		.regex(/^\/[\w./-]*\/$/, "a URL path prefix that starts and ends with /, e.g. /_atrium_files/")
		.optional(),
	ATRIUM_MAX_FILE_SIZE: integer(
		1,
		Number.MAX_SAFE_INTEGER,
		"a positive number of bytes (default 50000000000, 50 GB)",
	).optional(),
	ATRIUM_S3_REDIRECTS: z
		.enum(["0", "1", "true", "false"], "1 or true (LFS downloads redirect to presigned S3 URLs), 0 or false")
		.transform((value) => value === "1" || value === "true")
		.optional(),
	ATRIUM_XET: z
		.enum(
			["on", "off"],
			"on (default: Xet tokens and the CAS at /xet-cas) or off (clients must set HF_HUB_DISABLE_XET=1)",
		)
		.optional(),
	ATRIUM_SIGNUP: z
		.enum(SignupMode.options, "open, invite or closed (who may create an account on the site)")
		.optional(),
	ATRIUM_OIDC_ISSUER: url(
		["http:", "https:"],
		"the OpenID Connect issuer URL, e.g. https://login.example.org/realms/acme",
	).optional(),
	ATRIUM_OIDC_CLIENT_ID: z.string().optional(),
	ATRIUM_OIDC_CLIENT_SECRET: z.string().optional(),
	ATRIUM_TEMP_MAX_AGE_MS: integer(60_000, 30 * 86_400_000, "milliseconds from 60000 to 2592000000").optional(),
	ATRIUM_USER_QUOTA_BYTES: integer(
		0,
		Number.MAX_SAFE_INTEGER,
		"a number of bytes a user's repositories may store (default 100000000000, 100 GB; 0 = no quota)",
	).optional(),
	ATRIUM_ORG_QUOTA_BYTES: integer(
		0,
		Number.MAX_SAFE_INTEGER,
		"a number of bytes an organization's repositories may store (default 1000000000000, 1 TB; 0 = no quota)",
	).optional(),
	ATRIUM_UPLOAD_EXPIRY_MS: integer(
		0,
		365 * 86_400_000,
		"milliseconds after which uploads never committed are removed (default 86400000, 24 h; 0 = never)",
	)
		.refine((n) => n === 0 || n >= 60_000, "0 (never) or at least 60000 milliseconds")
		.optional(),
	ATRIUM_SIGNUPS_PER_HOUR: integer(
		0,
		1_000_000,
		"sign-ups per client address per hour (default 5; 0 = no limit)",
	).optional(),
	ATRIUM_REPOS_PER_HOUR: integer(
		0,
		1_000_000,
		"repositories per account per hour (default 20; 0 = no limit)",
	).optional(),
	ATRIUM_REFS_PER_HOUR: integer(
		0,
		1_000_000,
		"branches and tags per account per hour (default 100; 0 = no limit)",
	).optional(),
	ATRIUM_WEBHOOK_ALLOWED_HOSTS: z
		.string()
		.refine((value) => {
			try {
				parseAllowedHosts(value);
				return true;
			} catch {
				return false;
			}
		}, "comma-separated host names, IP addresses or CIDR ranges webhooks may reach although private or loopback")
		.optional(),
	ATRIUM_WEBHOOK_TIMEOUT_MS: integer(
		100,
		60_000,
		"milliseconds from 100 to 60000 a webhook delivery may take (default 10000)",
	).optional(),
	ATRIUM_AGENT_HARNESSES: z
		.string()
		.transform((value, context) => {
			try {
				return parseOperatorHarnesses(value);
			} catch (error) {
				context.addIssue({ code: "custom", message: `${OPERATOR_HARNESSES_FORMAT} (${(error as Error).message})` });
				return z.NEVER;
			}
		})
		.optional(),
	AWS_ENDPOINT_URL: url(["http:", "https:"], "an http:// or https:// URL").optional(),
	AWS_ENDPOINT_URL_S3: url(["http:", "https:"], "an http:// or https:// URL").optional(),
	AWS_ACCESS_KEY_ID: z.string().optional(),
	AWS_SECRET_ACCESS_KEY: z.string().optional(),
	AWS_REGION: z
		.string()
		.regex(/^[a-z0-9-]+$/, "an AWS region name, e.g. us-east-1")
		.optional(),
	AWS_DEFAULT_REGION: z
		.string()
		.regex(/^[a-z0-9-]+$/, "an AWS region name, e.g. us-east-1")
		.optional(),
	/** Set by npm to the directory it was started in; the default data directory is below it. */
	INIT_CWD: z.string().optional(),
};

const environmentSchema = z.object(SCHEMA);

/** The validated environment. */
export type Environment = z.infer<typeof environmentSchema> & { workers: number };

/** The names the hub reads (for docs and tests). */
export const ENVIRONMENT_VARIABLES = Object.keys(SCHEMA) as (keyof typeof SCHEMA)[];

/** A wrong environment value; `message` is the one line to print. */
export class EnvironmentError extends Error {
	override name = "EnvironmentError";
}

/** Variables whose values are secrets: an error names them but never prints them. */
const SECRETS = new Set(["ATRIUM_METRICS_TOKEN", "AWS_SECRET_ACCESS_KEY", "AWS_ACCESS_KEY_ID"]);

/** A value as an error shows it: quoted and cut, secrets hidden, a URL's password masked. */
function shownValue(name: string, value: string): string {
	if (SECRETS.has(name)) return "(hidden)";
	return JSON.stringify(value.replace(/(\/\/[^/:@]*:)[^@/]*@/, "$1***@").slice(0, 200));
}

/** Validates the environment (`process.env` by default); throws an {@link EnvironmentError} on the first wrong value. */
export function readEnvironment(source: NodeJS.ProcessEnv = process.env): Environment {
	const picked: Record<string, string> = {};
	for (const name of ENVIRONMENT_VARIABLES) {
		const value = source[name];
		if (value !== undefined && value !== "") picked[name] = value;
	}
	const result = environmentSchema.safeParse(picked);
	if (!result.success) {
		const issue = result.error.issues[0];
		const name = String(issue?.path[0] ?? "?");
		const shown = shownValue(name, picked[name] ?? "");
		throw new EnvironmentError(`${name}=${shown} is invalid: expected ${issue?.message ?? "a valid value"}`);
	}
	const oidc = [
		result.data.ATRIUM_OIDC_ISSUER,
		result.data.ATRIUM_OIDC_CLIENT_ID,
		result.data.ATRIUM_OIDC_CLIENT_SECRET,
	];
	if (oidc.some((value) => value !== undefined) && oidc.some((value) => value === undefined))
		throw new EnvironmentError(
			"ATRIUM_OIDC_ISSUER, ATRIUM_OIDC_CLIENT_ID and ATRIUM_OIDC_CLIENT_SECRET go together: set all three or none",
		);
	return { ...result.data, workers: result.data.ATRIUM_WORKERS ?? availableParallelism() };
}
