import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { describeBackends } from "../testing/describe-backends.ts";
import { observeCardRender, trackUpload } from "./channels.ts";
import { HubMetrics } from "./metrics.ts";

const TOKEN = "metrics-token-for-tests";

/** The value of one sample line (`name{labels} value`) in a Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
	for (const line of text.split("\n")) {
		if (!line.startsWith(name)) continue;
		const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
		if (!match || match[1] !== name) continue;
		const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
		if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
	}
	return undefined;
}

describeBackends("metrics", (hub) => {
	it("serves the Prometheus text to the token holder only", async () => {
		const app = createApp({
			db: hub().db,
			storage: hub().storage,
			config: { metricsToken: TOKEN },
			downloads: hub().downloads,
		});
		const anonymous = await app.request("/metrics");
		expect(anonymous.status).toBe(401);
		expect(anonymous.headers.get("www-authenticate")).toMatch(/^Bearer/);
		expect(await anonymous.json()).toMatchObject({ code: "OperatorOnly" });
		expect((await app.request("/metrics", { headers: { Authorization: "Bearer wrong" } })).status).toBe(401);
		const noToken = createApp({ db: hub().db, storage: hub().storage, config: {}, downloads: hub().downloads });
		expect((await noToken.request("/metrics", { headers: { Authorization: "Bearer " } })).status).toBe(401);
		const response = await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
		expect(await response.text()).toContain("# TYPE atrium_http_requests_total counter");
	});

	it("counts requests, latency, bytes served, downloads, connections, card renders and uploads", async () => {
		const metrics = new HubMetrics();
		const app = createApp({
			db: hub().db,
			storage: hub().storage,
			config: { metricsToken: TOKEN },
			downloads: hub().downloads,
			metrics,
		});
		const file = "/atrium/tiny-gpt/resolve/main/config.json";
		let served = 0;
		for (let i = 0; i < 3; i++) {
			// Past the de-duplication window each time, so each request counts.
			hub().clock.now += 3_600_000;
			served += (await (await app.request(file)).arrayBuffer()).byteLength;
		}
		await (await app.request("/api/models/atrium/nope")).text();
		observeCardRender(0.012);
		observeCardRender(0.3);
		const done = [trackUpload(), trackUpload(), trackUpload()];
		done[0]?.();
		done[0]?.(); // twice is once
		const text = await metrics.text();
		const route = "/:namespace/:name/resolve/:rev/:path";
		expect(sample(text, "atrium_http_requests_total", { route, method: "GET", status: "200" })).toBe(3);
		expect(sample(text, "atrium_http_requests_total", { route: "/api/:type/:namespace/:name", status: "401" })).toBe(1);
		expect(sample(text, "atrium_http_request_duration_seconds_count", { route, method: "GET" })).toBe(3);
		expect(sample(text, "atrium_http_request_duration_seconds_bucket", { route, le: "+Inf" })).toBe(3);
		expect(served).toBeGreaterThan(0);
		expect(sample(text, "atrium_http_response_bytes_total", { route })).toBe(served);
		expect(sample(text, "atrium_downloads_counted_total")).toBeGreaterThanOrEqual(3);
		expect(sample(text, "atrium_downloads_pending")).toEqual(expect.any(Number));
		expect(sample(text, "atrium_db_connections", { state: "open" })).toBeGreaterThanOrEqual(1);
		expect(sample(text, "atrium_db_connections", { state: "waiting" })).toBe(0);
		expect(sample(text, "atrium_card_render_seconds_count")).toBe(2);
		expect(sample(text, "atrium_card_render_seconds_bucket", { le: "0.025" })).toBe(1);
		expect(sample(text, "atrium_uploads_in_flight")).toBe(2);
		for (const end of done) end();
		expect(sample(await metrics.text(), "atrium_uploads_in_flight")).toBe(0);
		metrics.close();
		observeCardRender(1);
		expect(sample(await metrics.text(), "atrium_card_render_seconds_count")).toBe(2);
	});
});

describe("database connection gauges", () => {
	it("show SQLite callers waiting for its one connection", async () => {
		const { createDb } = await import("../db/create-db.ts");
		const db = await createDb({ sqlitePath: ":memory:" });
		const { sql } = await import("kysely");
		// The transaction holds the connection until the test lets it go (events, not delays).
		let holding: () => void = () => undefined;
		const inside = new Promise<void>((resolve) => (holding = resolve));
		let letGo: () => void = () => undefined;
		const released = new Promise<void>((resolve) => (letGo = resolve));
		const held = db.kysely.transaction().execute(async (trx) => {
			await sql`select 1`.execute(trx);
			holding();
			await released;
		});
		await inside;
		const waiting = sql`select 1`.execute(db.kysely);
		await expect.poll(() => db.connections?.().waiting).toBe(1);
		expect(db.connections?.()).toEqual({ size: 1, idle: 0, waiting: 1 });
		letGo();
		await Promise.all([held, waiting]);
		expect(db.connections?.()).toEqual({ size: 1, idle: 1, waiting: 0 });
		await db.kysely.destroy();
	});
});
