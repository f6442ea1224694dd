import type { Server } from "node:http";
import type { Db } from "../db/create-db.ts";
import type { DownloadCounter } from "../downloads/download-counter.ts";
import { clusterMetricsPrimary, clusterMetricsWorker } from "./cluster-metrics.ts";
import { createLogger, type HubLogger, type LogLevel } from "./logger.ts";
import { HubMetrics } from "./metrics.ts";
import type { MetricsSource } from "./metrics.routes.ts";
import { startMetricsServer } from "./metrics-server.ts";

/** Where this process stands: alone, the primary of a `node:cluster`, or one of its workers. */
export type ProcessRole = "single" | "primary" | "worker";

/** The logger and metrics of one process, and what `/metrics` serves from it. */
export interface HubObservability {
	logger: HubLogger;
	metrics: HubMetrics;
	/** Pass to `createApp` as `metricsSource`: this process's metrics, or in a cluster the sum over all processes. */
	metricsSource: MetricsSource;
	/** Stops the metrics listener and the cluster messaging. */
	close: () => void;
}

/**
 * Sets up logging and metrics for one process of `atrium serve`:
 * - `single`: metrics of this process; the `ATRIUM_METRICS_ADDRESS` listener, when set, serves them;
 * - `primary`: the cluster's sum (this process, e.g. its download counter, plus every worker); the
 *   listener runs here;
 * - `worker`: this process's metrics, collected by the primary; `/metrics` on the public port asks
 *   the primary for the sum.
 */
export async function setUpObservability(options: {
	role: ProcessRole;
	logLevel: LogLevel;
	metricsAddress?: string;
	/**
	 * What the primary itself holds (a single process or a worker passes these to `createApp`, which
	 * watches them): the download counter every worker forwards to, and its database pool.
	 */
	watch?: { downloads?: DownloadCounter; db?: Db };
}): Promise<HubObservability> {
	const logger = createLogger({ level: options.logLevel });
	const metrics = new HubMetrics({ processMetrics: true });
	if (options.watch?.downloads) metrics.watchDownloads(options.watch.downloads);
	if (options.watch?.db) metrics.watchDatabase(options.watch.db);
	const cluster =
		options.role === "primary"
			? clusterMetricsPrimary(metrics)
			: options.role === "worker"
				? clusterMetricsWorker(metrics)
				: undefined;
	const metricsSource: MetricsSource = cluster?.source ?? (() => metrics.text());
	let server: Server | undefined;
	if (options.metricsAddress && options.role !== "worker") {
		server = await startMetricsServer(options.metricsAddress, metricsSource);
		console.log(`[atrium] metrics on http://${options.metricsAddress}/metrics`);
	}
	return {
		logger,
		metrics,
		metricsSource,
		close: () => {
			server?.close();
			cluster?.close();
			metrics.close();
			logger.flush();
		},
	};
}
