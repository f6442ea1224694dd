// A two-worker cluster for cluster-metrics.test.ts: prints, as JSON, the cluster's metrics as the
// primary sees them and as a worker gets them (through the primary). Not part of the hub.
import cluster, { type Worker } from "node:cluster";
import { clusterMetricsPrimary, clusterMetricsWorker } from "./cluster-metrics.ts";
import { HubMetrics } from "./metrics.ts";

const metrics = new HubMetrics();

function waitFor(worker: Worker, type: string): Promise<{ text?: string }> {
	return new Promise((resolve) => {
		const listen = (message: { type?: string; text?: string }) => {
			if (message.type !== type) return;
			worker.off("message", listen);
			resolve(message);
		};
		worker.on("message", listen);
	});
}

if (cluster.isPrimary) {
	const { source, close } = clusterMetricsPrimary(metrics);
	metrics.observeRequest({ route: "/r", method: "GET", status: 200, seconds: 0.001, bytes: 1 });
	const workers = [cluster.fork({ FIXTURE_N: "1" }), cluster.fork({ FIXTURE_N: "2" })];
	await Promise.all(workers.map((worker) => waitFor(worker, "fixture:ready")));
	const primary = await source();
	const second = workers[1];
	if (!second) throw new Error("no second worker");
	const answer = waitFor(second, "fixture:text");
	second.send({ type: "fixture:fetch" });
	const viaWorker = (await answer).text;
	process.stdout.write(JSON.stringify({ primary, viaWorker }));
	close();
	for (const worker of workers) worker.kill();
} else {
	const { source } = clusterMetricsWorker(metrics);
	const n = Number(process.env.FIXTURE_N);
	for (let i = 0; i < n; i++)
		metrics.observeRequest({ route: "/r", method: "GET", status: 200, seconds: 0.2, bytes: 100 });
	process.on("message", (message: { type?: string }) => {
		if (message.type === "fixture:fetch") void source().then((text) => process.send?.({ type: "fixture:text", text }));
	});
	process.send?.({ type: "fixture:ready" });
}
