import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Db } from "../db/create-db.ts";
import type { DownloadCounter } from "../downloads/download-counter.ts";
import { CARD_RENDER_CHANNEL, UPLOADS_CHANNEL } from "./channels.ts";

/** One finished request, as the metrics see it. */
export interface RequestObservation {
	/** The route family ({@link routeFamilyOf}). */
	route: string;
	method: string;
	status: number;
	/** From the request's arrival to the last byte of its body (or its abort). */
	seconds: number;
	/** Body bytes sent. */
	bytes: number;
}

/** Latency buckets (seconds): API answers in milliseconds, large downloads in minutes. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];
const RENDER_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The hub's Prometheus metrics, in a registry of their own (so several hubs can live in one
 * process, as in tests). Every metric is a sum over worker processes when aggregated for a cluster
 * (`cluster-metrics.ts`): counters, histograms and the gauges below (connections, uploads) all add up.
 */
export class HubMetrics {
	readonly registry = new Registry();
	readonly #requests = new Counter({
		name: "atrium_http_requests_total",
		help: "HTTP requests answered, by route family, method and status.",
		labelNames: ["route", "method", "status"] as const,
		registers: [this.registry],
	});
	readonly #duration = new Histogram({
		name: "atrium_http_request_duration_seconds",
		help: "Time from a request's arrival to the end of its response body, by route family and method.",
		labelNames: ["route", "method"] as const,
		buckets: DURATION_BUCKETS,
		registers: [this.registry],
	});
	readonly #bytes = new Counter({
		name: "atrium_http_response_bytes_total",
		help: "Response body bytes sent, by route family.",
		labelNames: ["route"] as const,
		registers: [this.registry],
	});
	readonly #cardRender = new Histogram({
		name: "atrium_card_render_seconds",
		help: "Time to render one model card to HTML.",
		buckets: RENDER_BUCKETS,
		registers: [this.registry],
	});
	readonly #uploads = new Gauge({
		name: "atrium_uploads_in_flight",
		help: "Uploads being received now.",
		registers: [this.registry],
	});
	readonly #onCardRender = (message: unknown): void => {
		const seconds = (message as { seconds?: unknown }).seconds;
		if (typeof seconds === "number" && seconds >= 0) this.#cardRender.observe(seconds);
	};
	readonly #onUpload = (message: unknown): void => {
		const change = (message as { change?: unknown }).change;
		if (change === 1 || change === -1) this.#uploads.inc(change);
	};

	/** `processMetrics` adds prom-client's default process and Node.js metrics (CPU, memory, event loop lag). */
	constructor(options: { processMetrics?: boolean } = {}) {
		if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
		subscribe(CARD_RENDER_CHANNEL, this.#onCardRender);
		subscribe(UPLOADS_CHANNEL, this.#onUpload);
	}

	/** Counts one answered request. */
	observeRequest(observation: RequestObservation): void {
		const { route, method, status } = observation;
		this.#requests.inc({ route, method, status: String(status) });
		this.#duration.observe({ route, method }, observation.seconds);
		if (observation.bytes > 0) this.#bytes.inc({ route }, observation.bytes);
	}

	/** Exposes the download counter: downloads counted since start, and those not yet written. */
	watchDownloads(downloads: DownloadCounter): void {
		let reported = 0;
		new Counter({
			name: "atrium_downloads_counted_total",
			help: "File requests counted as downloads (after de-duplication).",
			registers: [this.registry],
			collect() {
				this.inc(downloads.counted - reported);
				reported = downloads.counted;
			},
		});
		new Gauge({
			name: "atrium_downloads_pending",
			help: "Counted downloads not yet written to the database.",
			registers: [this.registry],
			collect() {
				this.set(downloads.pending);
			},
		});
	}

	/** Exposes the database's connection pool: open, idle and waiting (SQLite: its one serialised connection). */
	watchDatabase(db: Db): void {
		const connections = db.connections;
		if (!connections) return;
		new Gauge({
			name: "atrium_db_connections",
			help: `Database connections (${db.dialect}): open, idle, and callers waiting for one.`,
			labelNames: ["state"] as const,
			registers: [this.registry],
			collect() {
				const stats = connections();
				this.set({ state: "open" }, stats.size);
				this.set({ state: "idle" }, stats.idle);
				this.set({ state: "waiting" }, stats.waiting);
			},
		});
	}

	/** The metrics in the Prometheus text format. */
	text(): Promise<string> {
		return this.registry.metrics();
	}

	/** Stops listening to the process-wide channels. */
	close(): void {
		unsubscribe(CARD_RENDER_CHANNEL, this.#onCardRender);
		unsubscribe(UPLOADS_CHANNEL, this.#onUpload);
	}
}
