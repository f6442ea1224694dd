import type { AddressInfo } from "node:net";
import type { Env, Hono } from "hono";
import { createHubServer } from "../src/http/create-server.ts";
import { percentiles } from "./latency.ts";

/** `GET /api/models/{id}` over a real loopback listener with `concurrency` clients for `durationMs`. */
export async function modelInfoRate<E extends Env>(
	app: Hono<E>,
	id: string,
	durationMs: number,
	concurrency: number,
): Promise<{ requestsPerSecond: number; p50: number; p99: number }> {
	const server = createHubServer(app);
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/models/${id}`;
	const samples: number[] = [];
	const deadline = performance.now() + durationMs;
	const worker = async (): Promise<void> => {
		while (performance.now() < deadline) {
			const start = performance.now();
			const response = await fetch(url);
			await response.arrayBuffer();
			if (response.status !== 200) throw new Error(`modelInfo answered ${response.status}`);
			samples.push(performance.now() - start);
		}
	};
	const started = performance.now();
	await Promise.all(Array.from({ length: concurrency }, worker));
	const seconds = (performance.now() - started) / 1000;
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
	return { requestsPerSecond: samples.length / seconds, ...percentiles(samples) };
}
