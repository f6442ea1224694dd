import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { createApp } from "./app.ts";
import type { SiteHandler } from "./app-deps.ts";
import type { HubConfig } from "./config.ts";
import { createDb, type Db } from "./db/create-db.ts";
import { createHubServer } from "./http/create-server.ts";
import { DownloadCounter } from "./features/downloads/download-counter.ts";
import { createStorage } from "./storage/create-storage.ts";
import type { BlobStorage } from "./storage/blob-storage.ts";
import { seedCatalogue } from "../seed/seed-catalogue.ts";

/** Flags of `atrium serve` that override the environment. */
export interface ServeFlags {
	port?: number;
	data?: string;
	host?: string;
}

/** An open hub: database, storage and settings, from the environment and flags. */
export interface OpenHub {
	db: Db;
	storage: BlobStorage;
	config: HubConfig;
	dataDir: string;
}

/** The environment variables the hub reads (this module is the only reader). */
function env(name: string): string | undefined {
	const value = process.env[name];
	return value === undefined || value === "" ? undefined : value;
}

/** Data directory: `--data`, else `ATRIUM_DATA_DIR`, else `.atrium/` where `npm` was started (the repo root for `npm start`). */
export function dataDirOf(flag?: string): string {
	return resolve(flag ?? env("ATRIUM_DATA_DIR") ?? resolve(env("INIT_CWD") ?? process.cwd(), ".atrium"));
}

/** Opens the database (`DATABASE_URL` or SQLite in the data dir) and storage (`ATRIUM_STORAGE` or disk). */
export async function openHub(flags: ServeFlags = {}): Promise<OpenHub> {
	const dataDir = dataDirOf(flags.data);
	await mkdir(dataDir, { recursive: true });
	const db = await createDb({ url: env("DATABASE_URL"), sqlitePath: resolve(dataDir, "atrium.db") });
	const storage = await createStorage({
		url: env("ATRIUM_STORAGE"),
		dataDir,
		s3: {
			endpoint: env("AWS_ENDPOINT_URL") ?? env("AWS_ENDPOINT_URL_S3"),
			accessKeyId: env("AWS_ACCESS_KEY_ID"),
			secretAccessKey: env("AWS_SECRET_ACCESS_KEY"),
			region: env("AWS_REGION") ?? env("AWS_DEFAULT_REGION"),
		},
	});
	const config: HubConfig = {};
	const publicUrl = env("ATRIUM_PUBLIC_URL");
	if (publicUrl) config.publicUrl = publicUrl.replace(/\/+$/, "");
	const inferenceUrl = env("ATRIUM_INFERENCE_URL");
	if (inferenceUrl) config.inferenceUrl = inferenceUrl;
	return { db, storage, config, dataDir };
}

/** Loads the site's handler when `@atrium/web` is built; `undefined` (and a log line) otherwise. */
async function loadSite(
	apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
): Promise<SiteHandler | undefined> {
	const specifier = "@atrium/web/handler";
	let site: (SiteHandler & { assetsDir?: unknown }) | undefined;
	try {
		const module = (await import(specifier)) as {
			createSiteHandler?: (options: { apiFetch: typeof apiFetch }) => SiteHandler & { assetsDir?: unknown };
		};
		if (typeof module.createSiteHandler !== "function") throw new Error("it exports no createSiteHandler");
		site = module.createSiteHandler({ apiFetch });
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

/** `atrium serve`: opens everything, seeds an empty hub, listens, and flushes counts on shutdown. */
export async function serve(flags: ServeFlags = {}): Promise<void> {
	const started = Date.now();
	const hub = await openHub(flags);
	const existing = await hub.db.kysely.selectFrom("repos").select("pk").limit(1).execute();
	if (existing.length === 0) {
		const count = await seedCatalogue(hub);
		console.log(`[atrium] loaded the sample catalogue: ${count} repositories`);
	}
	const downloads = new DownloadCounter(hub.db, { flushIntervalMs: 10_000 });
	// The site calls the API in-process; the app exists by the time the site handles a request.
	const ready: { app?: ReturnType<typeof createApp> } = {};
	const site = await loadSite(async (path, init) => {
		if (!ready.app) throw new Error("the hub is not ready yet");
		return ready.app.request(path, init);
	});
	const app = createApp({ ...hub, downloads, ...(site ? { site } : {}) });
	ready.app = app;
	const server = createHubServer(app);
	const port = flags.port ?? Number(env("PORT") ?? 8080);
	const host = flags.host ?? env("HOST") ?? "0.0.0.0";
	await new Promise<void>((resolveListen, reject) => {
		server.once("error", reject);
		server.listen(port, host, () => resolveListen());
	});
	const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
	const address = server.address();
	const actualPort = typeof address === "object" && address ? address.port : port;
	console.log(
		`[atrium] hub ready on http://${shown}:${actualPort} (${hub.db.dialect}, ${hub.storage.description}, data in ${hub.dataDir}) in ${Date.now() - started} ms`,
	);
	const shutdown = async (signal: string): Promise<void> => {
		console.log(`[atrium] ${signal}: flushing download counts and stopping`);
		server.close();
		await downloads.stop().catch((error: unknown) => console.error("[atrium] flush failed:", error));
		await hub.db.kysely.destroy();
		process.exit(0);
	};
	process.once("SIGINT", () => void shutdown("SIGINT"));
	process.once("SIGTERM", () => void shutdown("SIGTERM"));
}
