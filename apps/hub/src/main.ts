import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import type { SiteHandler } from "./app-deps.ts";
import type { HubConfig } from "./config.ts";
import { PUBLIC_HUB_LIMITS } from "./quotas/limits.ts";
import { openDb, type Db, type SchemaMode } from "./db/create-db.ts";
import { readEnvironment, type Environment } from "./environment.ts";
import { xetBackedStorage } from "./features/xet/xet-backed-storage.ts";
import { createStorage } from "./storage/create-storage.ts";
import type { BlobStorage } from "./storage/blob-storage.ts";

/** Flags of `atrium serve` that override the environment. */
export interface ServeFlags {
	port?: number;
	data?: string;
	host?: string;
	/** Port of the spaces origin's listener; `next` is the hub's port + 1 (`npm start`). */
	spacesPort?: number | "next";
}

/** An open hub: database, storage and settings, from the environment and flags. */
export interface OpenHub {
	db: Db;
	storage: BlobStorage;
	config: HubConfig;
	dataDir: string;
}

/** Data directory: `--data`, else `ATRIUM_DATA_DIR`, else `.atrium/` where `npm` was started (the repo root for `npm start`). */
export function dataDirOf(flag?: string, env: Environment = readEnvironment()): string {
	return resolve(flag ?? env.ATRIUM_DATA_DIR ?? resolve(env.INIT_CWD ?? process.cwd(), ".atrium"));
}

/** Settings of a running hub, from the validated environment. */
function configOf(env: Environment): HubConfig {
	const config: HubConfig = {};
	if (env.ATRIUM_PUBLIC_URL) config.publicUrl = env.ATRIUM_PUBLIC_URL;
	if (env.ATRIUM_TRUST_PROXY) config.trustProxy = true;
	if (env.ATRIUM_METRICS_TOKEN) config.metricsToken = env.ATRIUM_METRICS_TOKEN;
	if (env.ATRIUM_INFERENCE_URL) config.inferenceUrl = env.ATRIUM_INFERENCE_URL;
	if (env.ATRIUM_SPACES_URL) config.spacesUrl = new URL(env.ATRIUM_SPACES_URL).origin;
	if (env.ATRIUM_ACCEL_REDIRECT) config.accelRedirect = env.ATRIUM_ACCEL_REDIRECT;
	if (env.ATRIUM_DOWNLOAD_FLUSH_MS) config.downloadFlushIntervalMs = env.ATRIUM_DOWNLOAD_FLUSH_MS;
	if (env.ATRIUM_MAX_FILE_SIZE) config.maxFileSize = env.ATRIUM_MAX_FILE_SIZE;
	if (env.ATRIUM_S3_REDIRECTS) config.s3Redirects = true;
	if (env.ATRIUM_SIGNUP) config.signup = env.ATRIUM_SIGNUP;
	config.webhooks = {
		...(env.ATRIUM_WEBHOOK_ALLOWED_HOSTS ? { allowedHosts: env.ATRIUM_WEBHOOK_ALLOWED_HOSTS } : {}),
		...(env.ATRIUM_WEBHOOK_TIMEOUT_MS ? { timeoutMs: env.ATRIUM_WEBHOOK_TIMEOUT_MS } : {}),
	};
	if (env.ATRIUM_XET) config.xet = env.ATRIUM_XET;
	if (env.ATRIUM_AGENT_HARNESSES) config.agentHarnesses = env.ATRIUM_AGENT_HARNESSES;
	config.limits = {
		userQuotaBytes: env.ATRIUM_USER_QUOTA_BYTES ?? PUBLIC_HUB_LIMITS.userQuotaBytes,
		orgQuotaBytes: env.ATRIUM_ORG_QUOTA_BYTES ?? PUBLIC_HUB_LIMITS.orgQuotaBytes,
		uploadExpiryMs: env.ATRIUM_UPLOAD_EXPIRY_MS ?? PUBLIC_HUB_LIMITS.uploadExpiryMs,
		signupsPerHour: env.ATRIUM_SIGNUPS_PER_HOUR ?? PUBLIC_HUB_LIMITS.signupsPerHour,
		reposPerHour: env.ATRIUM_REPOS_PER_HOUR ?? PUBLIC_HUB_LIMITS.reposPerHour,
		refsPerHour: env.ATRIUM_REFS_PER_HOUR ?? PUBLIC_HUB_LIMITS.refsPerHour,
	};
	if (env.ATRIUM_OIDC_ISSUER && env.ATRIUM_OIDC_CLIENT_ID && env.ATRIUM_OIDC_CLIENT_SECRET)
		config.oidc = {
			issuer: env.ATRIUM_OIDC_ISSUER,
			clientId: env.ATRIUM_OIDC_CLIENT_ID,
			clientSecret: env.ATRIUM_OIDC_CLIENT_SECRET,
		};
	return config;
}

/** The SQLite file of a data dir. */
export function sqlitePathOf(dataDir: string): string {
	return resolve(dataDir, "atrium.db");
}

/** Opens the blob store: `ATRIUM_STORAGE` (`s3://…` with the `AWS_*` settings), else the data dir's `files/`. */
export function openStorage(dataDir: string, env: Environment = readEnvironment()): Promise<BlobStorage> {
	return createStorage({
		url: env.ATRIUM_STORAGE,
		dataDir,
		s3: {
			endpoint: env.AWS_ENDPOINT_URL ?? env.AWS_ENDPOINT_URL_S3,
			accessKeyId: env.AWS_ACCESS_KEY_ID,
			secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
			region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION,
		},
	});
}

/** How {@link openHub} treats the schema, and where it reports what it did. */
export interface OpenHubOptions {
	/** `migrate`: apply pending migrations (under a lock); `require-current`: refuse a schema that is behind. */
	schema: SchemaMode;
	/** Hears one line per migration applied, and that another process is migrating (when this one waits). */
	log?: (line: string) => void;
}

/**
 * Opens the database (`DATABASE_URL` or SQLite in the data dir) and storage (`ATRIUM_STORAGE` or
 * disk). Validates the whole environment first. By default pending migrations are applied (the
 * primary of `atrium serve`, `atrium migrate` and the one-shot commands); hub workers pass
 * `require-current` and are refused when the database has not run every migration.
 */
export async function openHub(
	flags: ServeFlags = {},
	env: Environment = readEnvironment(),
	options: OpenHubOptions = { schema: "migrate" },
): Promise<OpenHub> {
	const dataDir = dataDirOf(flags.data, env);
	await mkdir(dataDir, { recursive: true });
	const { log } = options;
	const { db, applied } = await openDb({ url: env.DATABASE_URL, sqlitePath: sqlitePathOf(dataDir) }, options.schema, {
		onWait: () => log?.("another process is applying the database migrations; waiting for it to finish"),
	});
	for (const name of applied) log?.(`applied migration ${name}`);
	// Blobs kept as Xet chunks read like whole ones for every part of the hub (decision 034).
	const storage = xetBackedStorage(db, await openStorage(dataDir, env));
	return { db, storage, config: { ...configOf(env), viewerCacheDir: resolve(dataDir, "viewer-cache") }, dataDir };
}

/**
 * Loads the site's handler when `@atrium/web` is built; `undefined` (and a log line) otherwise. The site
 * is the hub's optional peer dependency (package.json): the workspace links it, an install may leave it out.
 */
export async function loadSite(
	apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
	options: { frameOrigins?: string[]; cardCacheDir?: string } = {},
): Promise<SiteHandler | undefined> {
	const specifier = "@atrium/web/handler";
	let site: (SiteHandler & { assetsDir?: unknown }) | undefined;
	try {
		const module = (await import(specifier)) as {
			createSiteHandler?: (options: {
				apiFetch: typeof apiFetch;
				frameOrigins?: string[];
				cardCacheDir?: string;
			}) => SiteHandler & { assetsDir?: unknown };
		};
		if (typeof module.createSiteHandler !== "function") throw new Error("it exports no createSiteHandler");
		site = module.createSiteHandler({
			apiFetch,
			frameOrigins: options.frameOrigins ?? [],
			...(options.cardCacheDir ? { cardCacheDir: options.cardCacheDir } : {}),
		});
	} catch (error) {
		const reason = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
		console.log(`[atrium] site not mounted: @atrium/web is not available (${reason}); serving the API only`);
		return undefined;
	}
	// The handler loads the server build lazily; mount it only when that build exists.
	if (typeof site.assetsDir === "string" && !existsSync(resolve(site.assetsDir, "../server/index.js"))) {
		console.log("[atrium] site not mounted: the web build is missing (run `npm run build`); serving the API only");
		return undefined;
	}
	console.log("[atrium] site mounted");
	return site;
}
