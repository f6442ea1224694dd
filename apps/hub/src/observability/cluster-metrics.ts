import cluster, { type Worker } from "node:cluster";
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from "prom-client";
import type { HubMetrics } from "./metrics.ts";
import type { MetricsSource } from "./metrics.routes.ts";

/** IPC messages between the primary and its workers (`type` is namespaced; anything else is ignored). */
const COLLECT = "atrium:metrics-collect";
const COLLECTED = "atrium:metrics-collected";
const GET = "atrium:metrics-get";
const GOT = "atrium:metrics-got";

/** How long the primary waits for a worker's metrics before leaving it out. */
const WORKER_TIMEOUT_MS = 2000;

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

interface Message {
	type?: unknown;
	id?: unknown;
	metrics?: MetricsJson;
	text?: string;
	error?: string;
}

function isMessage(value: unknown, type: string): value is Message & { id: number } {
	return (
		typeof value === "object" &&
		value !== null &&
		(value as Message).type === type &&
		typeof (value as Message).id === "number"
	);
}

/**
 * In the primary of a cluster: a source of the metrics of every process, the primary's own
 * (download counter, its database pool) and each live worker's, added up metric by metric
 * (prom-client's cluster aggregation: sums, and histograms bucket by bucket). Workers ask for it
 * through IPC when `/metrics` reaches them. `close` stops answering.
 */
export function clusterMetricsPrimary(metrics: HubMetrics): { source: MetricsSource; close: () => void } {
	let next = 0;
	const pending = new Map<number, (json: MetricsJson | undefined) => void>();
	const collectFrom = (worker: Worker): Promise<MetricsJson | undefined> =>
		new Promise((resolve) => {
			const id = next++;
			const timer = setTimeout(() => {
				pending.delete(id);
				resolve(undefined);
			}, WORKER_TIMEOUT_MS);
			pending.set(id, (json) => {
				clearTimeout(timer);
				pending.delete(id);
				resolve(json);
			});
			try {
				worker.send({ type: COLLECT, id });
			} catch {
				pending.get(id)?.(undefined);
			}
		});
	const source: MetricsSource = async () => {
		const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker?.isConnected());
		const parts = await Promise.all([metrics.registry.getMetricsAsJSON(), ...workers.map(collectFrom)]);
		return AggregatorRegistry.aggregate(parts.filter((part): part is MetricsJson => part !== undefined)).metrics();
	};
	const onMessage = (worker: Worker, message: unknown): void => {
		if (isMessage(message, COLLECTED)) pending.get(message.id)?.(message.metrics);
		else if (isMessage(message, GET)) {
			const id = message.id;
			source().then(
				(text) => worker.isConnected() && worker.send({ type: GOT, id, text }),
				(error: unknown) => worker.isConnected() && worker.send({ type: GOT, id, error: String(error) }),
			);
		}
	};
	cluster.on("message", onMessage);
	return { source, close: () => void cluster.off("message", onMessage) };
}

/**
 * In a cluster worker: answers the primary's collection requests with this process's metrics, and
 * returns the source `/metrics` serves here, the cluster-wide text asked of the primary.
 */
export function clusterMetricsWorker(metrics: HubMetrics): { source: MetricsSource; close: () => void } {
	let next = 0;
	const pending = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
	const onMessage = (message: unknown): void => {
		if (isMessage(message, COLLECT)) {
			const id = message.id;
			void metrics.registry.getMetricsAsJSON().then((json) => process.send?.({ type: COLLECTED, id, metrics: json }));
		} else if (isMessage(message, GOT)) {
			const waiter = pending.get(message.id);
			pending.delete(message.id);
			if (message.error !== undefined) waiter?.reject(new Error(message.error));
			else waiter?.resolve(message.text ?? "");
		}
	};
	process.on("message", onMessage);
	const source: MetricsSource = () =>
		new Promise((resolve, reject) => {
			const id = next++;
			const timer = setTimeout(() => {
				pending.delete(id);
				reject(new Error("the primary process did not answer with the cluster's metrics"));
			}, WORKER_TIMEOUT_MS * 2);
			pending.set(id, {
				resolve: (text) => (clearTimeout(timer), resolve(text)),
				reject: (error) => (clearTimeout(timer), reject(error)),
			});
			process.send?.({ type: GET, id });
		});
	return { source, close: () => void process.off("message", onMessage) };
}
