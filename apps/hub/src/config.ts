import type { AgentHarnessList, SignupMode } from "@atrium/hub-api";
import type { AbuseLimits } from "./quotas/limits.ts";

/** Settings of a running hub. Built by `main.ts` from the environment and flags; tests build their own. */
export interface HubConfig {
	/** Public base URL clients use (`HF_ENDPOINT`); every URL in responses is built from it. No trailing slash. */
	publicUrl?: string;
	/**
	 * A reverse proxy the operator runs sets `X-Forwarded-For`/`-Proto`/`-Host` (`ATRIUM_TRUST_PROXY=1`):
	 * only then do those headers (or `Host`) build absolute URLs, name the client for download counting, and
	 * say whether the request came over https (HSTS).
	 */
	trustProxy?: boolean;
	/**
	 * Where this process listens, as a local URL (`http://localhost:8080`; set by `atrium serve`). Without
	 * `publicUrl`, usage snippets name it as the hub to download from when the request came to localhost.
	 */
	localUrl?: string;
	/**
	 * Origin static spaces are served from (`ATRIUM_SPACES_URL`, or the loopback name `atrium serve`
	 * derives for `ATRIUM_SPACES_PORT`); absent: static spaces are not served (decision 041).
	 */
	spacesUrl?: string;
	/** Where inference snippets point by default. */
	inferenceUrl?: string;
	/** How long (ms) a (repo, file, client) request pair counts as one download. */
	downloadDedupWindowMs?: number;
	/** How often (ms) buffered download counts are written to the database. */
	downloadFlushIntervalMs?: number;
	/**
	 * `X-Accel-Redirect` prefix (`ATRIUM_ACCEL_REDIRECT`, e.g. `/_atrium_files/`): file bodies on local
	 * disk are handed to the proxy in front as `<prefix><storage key>` instead of being streamed.
	 */
	accelRedirect?: string;
	/** `ATRIUM_METRICS_TOKEN`: bearer token that opens `/metrics` and health details on the public port. */
	metricsToken?: string;
	/** Who may create an account on the site: anyone, holders of an invitation, or nobody (admins use the CLI). */
	signup?: SignupMode;
	/** OpenID Connect single sign-on, when configured. */
	oidc?: { issuer: string; clientId: string; clientSecret: string };
	/** Largest file (bytes) an upload may have; default 50 GB, the public hub's limit (`ATRIUM_MAX_FILE_SIZE`). */
	maxFileSize?: number;
	/** Answer LFS downloads with presigned storage URLs when the store can sign them (`ATRIUM_S3_REDIRECTS=1`). */
	s3Redirects?: boolean;
	/** Where the dataset viewer keeps local copies of blobs when the store has no local files (S3); a temporary directory when absent. */
	viewerCacheDir?: string;
	/** Storage quotas, upload expiry and rate limits (0 or absent: no limit); see `quotas/limits.ts`. */
	limits?: AbuseLimits;
	/** Webhook delivery: destinations allowed although private (`ATRIUM_WEBHOOK_ALLOWED_HOSTS`), time per attempt. */
	webhooks?: { allowedHosts?: string; timeoutMs?: number };
	/**
	 * Whether the hub speaks Xet (`ATRIUM_XET`): `"on"` issues Xet tokens and serves the CAS under
	 * `/xet-cas`; `"off"` answers the token routes `XetNotSupported` (decision 022). Default `"on"`.
	 */
	xet?: "on" | "off";
	/**
	 * Harnesses this hub's `/api/agent-harnesses` lists before the built-in ones (`ATRIUM_AGENT_HARNESSES`,
	 * read by `agent-harnesses/operator-harnesses.ts`); read once, when the app is built.
	 */
	agentHarnesses?: AgentHarnessList;
}
