import cluster, { type Worker } from "node:cluster";
import { flushCompileCache } from "node:module";
import type { Server } from "node:http";
import { join } from "node:path";
import type { createApp } from "../app.ts";
import type { SiteHandler } from "../app-deps.ts";
import { readEnvironment, type Environment } from "../environment.ts";
import { DownloadCounter, replayJournal, type DownloadRecorder } from "../downloads/download-counter.ts";
import { createHubServer } from "../http/create-server.ts";
import { setUpObservability, type HubObservability } from "../observability/hub-observability.ts";
import type { LogLevel } from "../observability/logger.ts";
import { loadSite as loadBuiltSite, openHub, type OpenHub, type ServeFlags } from "../main.ts";
import { SchemaBehindError } from "../db/migrate.ts";
import { closeServer } from "./close-server.ts";
import { listenForSpaces, spacesPortOf } from "./spaces-listener.ts";
import { tuneGarbageCollector } from "./garbage-collector.ts";
import { countDownloadsOf, DownloadForwarder } from "./cluster-downloads.ts";
import { onShutdownSignal } from "./shutdown-signals.ts";
import { removeStaleUploads } from "../storage/staged-upload.ts";
import { scheduleUploadExpiry } from "../gc/expire-uploads.ts";
import { startWebhookDelivery } from "../webhooks/start-delivery.ts";
import { startParquetConversion } from "./parquet-conversion.ts";
import { runHubCommand } from "./hub-child.ts";
import { DEFAULT_TEMP_MAX_AGE_MS, removeStaleTempFolders, removeStaleTemporaries } from "./stale-temporaries.ts";

/**
 * Loads the site, given how it calls the API in-process, which origins its pages may frame (the spaces
 * origin) and the folder its processes share rendered cards in.
 */
type LoadSite = (
	apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
	options: { frameOrigins: string[]; cardCacheDir?: string },
) => Promise<SiteHandler | undefined>;

/** Messages from a worker to the primary. */
type WorkerMessage = { type: "atrium:listening"; port: number } | { type: "atrium:signal"; signal: NodeJS.Signals };

const DEFAULT_GRACE_MS = 10_000;
/** A worker's exit status when the database schema is behind (EX_CONFIG): the primary stops instead of restarting it. */
const SCHEMA_BEHIND_EXIT_CODE = 78;
const log = (line: string): void => console.log(`[atrium] ${line}`);

/** Log level and metrics listener from the environment. */
function observabilitySettings(env: Environment): { logLevel: LogLevel; metricsAddress?: string } {
	return {
		logLevel: env.ATRIUM_LOG_LEVEL ?? "info",
		...(env.ATRIUM_METRICS_ADDRESS ? { metricsAddress: env.ATRIUM_METRICS_ADDRESS } : {}),
	};
}

/** Rendered cards, shared by the workers, live in the data directory (`atrium serve` removes the oldest past a bound). */
export function cardCacheDirOf(hub: OpenHub): string {
	return join(hub.dataDir, "card-cache");
}

/** The journal of counted downloads lives in the data directory (one per hub, whatever the database). */
export function journalDirOf(hub: OpenHub): string {
	return join(hub.dataDir, "download-journal");
}

/**
 * `atrium serve`. With `ATRIUM_WORKERS` = 1 one process does everything; with more, the primary
 * prepares the hub (migrations, seed, journal replay) before forking workers that serve HTTP on a
 * shared port, counts every worker's downloads in its one counter, and coordinates shutdown.
 * Either way: SIGINT or SIGTERM (once or repeatedly, to any process of the group) leads to one
 * graceful shutdown: stop accepting, let requests finish within `ATRIUM_SHUTDOWN_GRACE_MS`, flush
 * counts, close the database, exit 0.
 */
export async function serveHub(flags: ServeFlags, loadSite: LoadSite): Promise<void> {
	tuneGarbageCollector();
	const env = readEnvironment();
	if (cluster.isWorker) return serveWorker(flags, env, loadSite);
	const started = Date.now();
	// Signals before the hub is up still lead to a clean stop once it is.
	let stopRequested: NodeJS.Signals | undefined;
	let stop: ((signal: NodeJS.Signals) => void) | undefined;
	onShutdownSignal((signal) => (stop ? stop(signal) : (stopRequested = signal)));

	// The one migration step of a serving hub: here, before any worker exists (workers only check).
	const hub = await openHub(flags, env, { schema: "migrate", log });
	const existing = await hub.db.kysely.selectFrom("repos").select("pk").limit(1).execute();
	if (existing.length === 0) {
		// In a child process: the sample catalogue's modules and data (and what its commits load) are
		// given back when it exits, instead of staying in this process for its whole life (decision 059).
		const code = await runHubCommand(["seed", "--data", hub.dataDir], { quiet: true }).exited;
		if (code !== 0) throw new Error(`loading the sample catalogue failed (atrium seed exited with ${code})`);
		const { count } = await hub.db.kysely
			.selectFrom("repos")
			.select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
			.executeTakeFirstOrThrow();
		log(`loaded the sample catalogue: ${Number(count)} repositories`);
	}
	const journalDir = journalDirOf(hub);
	const recovered = await replayJournal(hub.db, journalDir);
	if (recovered > 0) log(`recovered ${recovered} counted downloads from the journal of an earlier run`);
	const downloads = new DownloadCounter(hub.db, {
		flushIntervalMs: hub.config.downloadFlushIntervalMs ?? 10_000,
		journalDir,
	});
	const graceMs = env.ATRIUM_SHUTDOWN_GRACE_MS ?? DEFAULT_GRACE_MS;
	// One process: the app watches the counter and pool itself. A primary sums its workers and itself.
	const observability = await setUpObservability({
		role: env.workers <= 1 ? "single" : "primary",
		...observabilitySettings(env),
		...(env.workers > 1 ? { watch: { downloads, db: hub.db } } : {}),
	});

	// Uploads never committed are removed by the running hub, one process (this one) for all workers,
	// from when the start-up clean-up below has reported what it removed.
	const expiryMs = hub.config.limits?.uploadExpiryMs ?? 0;
	let stopExpiry = (): void => undefined;
	const startExpiry = (): void => {
		if (expiryMs <= 0 || stopping) return;
		stopExpiry = scheduleUploadExpiry(hub, {
			maxAgeMs: expiryMs,
			onReport: (report) => {
				if (report.removed.length > 0 || report.staleStaged > 0)
					log(
						`removed ${report.removed.length} uploads never committed (${(report.freedBytes / 2 ** 20).toFixed(1)} MiB) and ${report.staleStaged} interrupted uploads older than ${Math.round(expiryMs / 60_000)} min`,
					);
			},
			onError: (error) => console.error("[atrium] expiring uncommitted uploads failed:", error),
		});
	};

	let stopping = false;
	let stopWebhooks = async (): Promise<void> => undefined;
	let stopConversion = async (): Promise<void> => undefined;
	const finish = async (signal: NodeJS.Signals, stopServing: () => Promise<void>): Promise<void> => {
		if (stopping) return log(`${signal} during shutdown: ignored, still shutting down`);
		stopping = true;
		stopExpiry();
		await stopWebhooks().catch((error: unknown) => console.error("[atrium] stopping webhook delivery failed:", error));
		await stopConversion().catch((error: unknown) =>
			console.error("[atrium] stopping Parquet conversion failed:", error),
		);
		log(`${signal}: stopping (grace ${graceMs} ms), then flushing download counts`);
		await stopServing().catch((error: unknown) => console.error("[atrium] stopping failed:", error));
		observability.close();
		await downloads.stop().catch((error: unknown) => console.error("[atrium] flushing download counts failed:", error));
		await hub.db.kysely.destroy().catch(() => undefined);
		log("stopped");
		process.exit(0);
	};

	if (env.workers <= 1) {
		const server = await listen(hub, downloads, flags, env, loadSite, observability);
		stop = (signal) => void finish(signal, async () => void (await closeServer(server, graceMs)));
		stopConversion = startParquetConversion(hub);
		stopWebhooks = startWebhookDelivery(hub, () => hub.config.publicUrl ?? hub.config.localUrl ?? "");
		logReady(hub, flags, env, server, started);
	} else {
		const workers = await forkWorkers(env.workers, downloads, {
			stopping: () => stopping || stopRequested !== undefined,
			requestStop: (signal) => (stop ? stop(signal) : (stopRequested ??= signal)),
		});
		stop = (signal) => void finish(signal, () => stopWorkers(workers.list, graceMs));
		const localUrl = `http://${shownHost(flags, env)}:${workers.port}`;
		stopConversion = startParquetConversion(hub);
		stopWebhooks = startWebhookDelivery(hub, () => hub.config.publicUrl ?? localUrl);
		log(
			`hub ready on http://${shownHost(flags, env)}:${workers.port} (${hub.db.dialect}, ${hub.storage.description}, data in ${hub.dataDir}) in ${Date.now() - started} ms, ${env.workers} workers`,
		);
	}
	if (stopRequested) stop(stopRequested);
	void reportStaleTemporaries(hub, env).then(startExpiry);
}

/**
 * Removes what interrupted writes left (temporary files in local storage, git push folders in the
 * system temporary directory) once older than `ATRIUM_TEMP_MAX_AGE_MS`, in the background, and says so.
 */
async function reportStaleTemporaries(hub: OpenHub, env: Environment): Promise<void> {
	const maxAgeMs = env.ATRIUM_TEMP_MAX_AGE_MS ?? DEFAULT_TEMP_MAX_AGE_MS;
	try {
		// Temporaries on local disk (staged uploads included), then staged uploads in any other store (S3).
		const root = hub.storage.localRoot;
		const stored = root ? await removeStaleTemporaries(root, maxAgeMs) : { files: 0, bytes: 0 };
		const uploads = await removeStaleUploads(hub.storage, { olderThanMs: maxAgeMs });
		const folders = await removeStaleTempFolders(maxAgeMs);
		const files = uploads.length + stored.files + folders.files;
		const bytes = stored.bytes + folders.bytes;
		log(
			`removed ${files} stale temporary files (${(bytes / 2 ** 20).toFixed(1)} MiB) older than ${Math.round(maxAgeMs / 60_000)} min`,
		);
	} catch (error) {
		console.error("[atrium] removing stale temporary files failed:", error);
	}
}

function shownHost(flags: ServeFlags, env: Environment): string {
	const host = flags.host ?? env.HOST ?? "0.0.0.0";
	return host === "0.0.0.0" || host === "::" ? "localhost" : host;
}

function logReady(hub: OpenHub, flags: ServeFlags, env: Environment, server: Server, started: number): void {
	const address = server.address();
	const port = typeof address === "object" && address ? address.port : 0;
	log(
		`hub ready on http://${shownHost(flags, env)}:${port} (${hub.db.dialect}, ${hub.storage.description}, data in ${hub.dataDir}) in ${Date.now() - started} ms`,
	);
}

/** Builds the app over an open hub and listens (flags over environment). */
async function listen(
	hub: OpenHub,
	downloads: DownloadRecorder,
	flags: ServeFlags,
	env: Environment,
	loadSite: LoadSite,
	observability: HubObservability,
): Promise<Server> {
	const port = flags.port ?? env.PORT ?? 8080;
	const host = flags.host ?? env.HOST ?? "0.0.0.0";
	// The spaces origin first: the site's pages name it in their policy (frame-src).
	const spaces = await listenForSpaces(
		hub,
		observability,
		{ port: spacesPortOf(flags, env, port), host, hubHost: shownHost(flags, env) },
		log,
	);
	// The site calls the API in-process; the app exists by the time the site handles a request.
	const ready: { app?: ReturnType<typeof createApp> } = {};
	const site = await loadSite(
		async (path, init) => {
			if (!ready.app) throw new Error("the hub is not ready yet");
			return ready.app.request(path, init);
		},
		{
			frameOrigins: hub.config.spacesUrl ? [hub.config.spacesUrl] : [],
			cardCacheDir: cardCacheDirOf(hub),
		},
	);
	const { logger, metrics, metricsSource } = observability;
	// The API's modules load in the processes that serve it: a primary with workers never does.
	const app = (await import("../app.ts")).createApp({
		...hub,
		downloads,
		logger,
		metrics,
		metricsSource,
		...(site ? { site } : {}),
	});
	ready.app = app;
	const server = createHubServer(app);
	if (spaces) server.once("close", () => spaces.close());
	log(
		hub.config.spacesUrl
			? `static spaces served from ${hub.config.spacesUrl}`
			: "static spaces are off: set ATRIUM_SPACES_URL (another host) or ATRIUM_SPACES_PORT to serve them",
	);
	await new Promise<void>((resolveListen, reject) => {
		server.once("error", reject);
		server.listen(port, host, () => resolveListen());
	});
	// Without ATRIUM_PUBLIC_URL, snippets shown to localhost name this URL as the hub to download from.
	const address = server.address();
	const shown = shownHost(flags, env);
	const listening = typeof address === "object" && address ? address.port : port;
	hub.config.localUrl = `http://${shown.includes(":") ? `[${shown}]` : shown}:${listening}`;
	// Every module a serving process needs is loaded: written to the compile cache now rather than at
	// exit, so a worker started later (a restart, or this hub's next start even after a kill) finds
	// them there and loads no type stripper (decision 057). Without a cache this does nothing.
	flushCompileCache();
	return server;
}

/** Forks the workers and waits until all listen; replaces a worker that dies while the hub runs. */
async function forkWorkers(
	count: number,
	downloads: DownloadCounter,
	control: { stopping: () => boolean; requestStop: (signal: NodeJS.Signals) => void },
): Promise<{ list: Set<Worker>; port: number }> {
	const list = new Set<Worker>();
	let port = 0;
	const fork = (): Promise<void> =>
		new Promise((resolveListening, reject) => {
			const worker = cluster.fork();
			list.add(worker);
			countDownloadsOf(worker, downloads);
			worker.on("message", (message: WorkerMessage) => {
				if (message?.type === "atrium:listening") {
					port = message.port;
					resolveListening();
				} else if (message?.type === "atrium:signal" && !control.stopping()) {
					control.requestStop(message.signal);
				}
			});
			// Writing to a worker that has just died (its exit not yet reported) fails with EPIPE; the
			// exit handler below deals with the death, so the error must not end the primary.
			worker.on("error", (error: Error) => {
				if (!control.stopping()) console.error(`[atrium] worker ${worker.process.pid}:`, error.message);
			});
			worker.on("exit", (code, signal) => {
				list.delete(worker);
				// Dying while the hub stops (a signal to the whole group reaching a worker that is still
				// starting) is part of the stop, not a failed start.
				if (control.stopping()) return resolveListening();
				if (code === SCHEMA_BEHIND_EXIT_CODE) {
					// The worker said why on stderr; another would say the same. Stop the hub.
					log("a worker refused to start: the database schema is behind; stopping");
					for (const other of list) other.process.kill("SIGTERM");
					process.exit(1);
				}
				reject(new Error(`a worker exited before listening (${signal ?? code})`));
				log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
				void fork().catch((error: unknown) => console.error("[atrium] restarting a worker failed:", error));
			});
		});
	await Promise.all(Array.from({ length: count }, fork));
	return { list, port };
}

/** Asks every worker to stop gracefully; kills those still running after the grace period (plus a margin). */
async function stopWorkers(workers: Set<Worker>, graceMs: number): Promise<void> {
	const exits = [...workers].map(
		(worker) =>
			new Promise<void>((resolveExit) => {
				if (worker.isDead()) return resolveExit();
				worker.once("exit", () => resolveExit());
				// A worker that died a moment ago cannot be told; its exit event still settles this wait.
				worker.send({ type: "atrium:stop" }, undefined, () => undefined);
			}),
	);
	let timer: ReturnType<typeof setTimeout> | undefined;
	const late = new Promise<void>((resolveLate) => (timer = setTimeout(resolveLate, graceMs + 5000)));
	await Promise.race([Promise.all(exits), late]);
	clearTimeout(timer);
	for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGKILL");
}

/** A cluster worker: serves HTTP, forwards downloads to the primary, stops when the primary says. */
async function serveWorker(flags: ServeFlags, env: Environment, loadSite: LoadSite): Promise<void> {
	// A signal to a worker (alone, or with its group) asks the primary for the one shutdown.
	onShutdownSignal(
		// If the primary is already gone there is no one to tell; the error is not worth a crash.
		(signal) =>
			process.send?.({ type: "atrium:signal", signal } satisfies WorkerMessage, undefined, {}, () => undefined),
		() => undefined,
	);
	// The primary may ask a worker to stop while it is still starting: it then stops as soon as it
	// can, serving nothing (it has no requests to finish).
	const stop: { now?: () => void; whenReady?: boolean } = {};
	process.on("message", (message: { type?: string }) => {
		if (message?.type !== "atrium:stop") return;
		if (stop.now) stop.now();
		else stop.whenReady = true;
	});
	let hub: OpenHub;
	try {
		hub = await openHub(flags, env, { schema: "require-current" });
	} catch (error) {
		if (!(error instanceof SchemaBehindError)) throw error;
		// Not worth restarting: tell the primary, which stops the hub with this message.
		console.error(`[atrium] worker ${process.pid} refused to start: ${error.message}`);
		process.exit(SCHEMA_BEHIND_EXIT_CODE);
	}
	const observability = await setUpObservability({ role: "worker", ...observabilitySettings(env) });
	const server = await listen(hub, new DownloadForwarder(), flags, env, loadSite, observability);
	const graceMs = env.ATRIUM_SHUTDOWN_GRACE_MS ?? DEFAULT_GRACE_MS;
	stop.now = () =>
		void (async () => {
			await closeServer(server, graceMs);
			await hub.db.kysely.destroy().catch(() => undefined);
			process.exit(0);
		})();
	if (stop.whenReady) return stop.now();
	const address = server.address();
	process.send?.({
		type: "atrium:listening",
		port: typeof address === "object" && address ? address.port : 0,
	} satisfies WorkerMessage);
}

/** `atrium serve`: one process, or a primary and `ATRIUM_WORKERS` workers (see {@link serveHub}). */
export async function serve(flags: ServeFlags = {}): Promise<void> {
	await serveHub(flags, loadBuiltSite);
}
