import type { HubConfig } from "./config.ts";
import type { Db } from "./db/create-db.ts";
import type { DownloadRecorder } from "./downloads/download-counter.ts";
import type { HubLogger } from "./observability/logger.ts";
import type { HubMetrics } from "./observability/metrics.ts";
import type { MetricsSource } from "./observability/metrics.routes.ts";
import type { BlobStorage } from "./storage/blob-storage.ts";

/** The site's request handler (from `@atrium/web/handler`), mounted as the catch-all. */
export interface SiteHandler {
	fetch(request: Request): Promise<Response>;
	/** Names the site's build: pages cached for anonymous visitors are keyed by it (`pages/page-key.ts`). */
	buildId?: string;
}

/** What the app is built from. Only `main.ts` (and tests) construct these. */
export interface AppDeps {
	db: Db;
	storage: BlobStorage;
	config: HubConfig;
	/**
	 * Where counted downloads go (a `DownloadCounter`, or a cluster worker's forwarder to the
	 * primary's); `createApp` makes a counter (flushing every `config.downloadFlushIntervalMs`) when absent.
	 */
	downloads?: DownloadRecorder;
	/** The site, when its build is present. */
	site?: SiteHandler;
	/** Request log and errors; silent when absent. */
	logger?: HubLogger;
	/** Prometheus metrics; `createApp` makes its own when absent. */
	metrics?: HubMetrics;
	/** What `/metrics` serves; this process's `metrics` when absent (a cluster worker passes the cluster's sum). */
	metricsSource?: MetricsSource;
	/**
	 * The clock (epoch ms) upload claims (`blob_uploads.uploaded_at`) are stamped with, the time
	 * `atrium gc` compares against its grace period; `Date.now` when absent (tests move it forward).
	 */
	now?: () => number;
}
