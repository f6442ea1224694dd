import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createDb } from "../db/create-db.ts";
import { describeBackends } from "../testing/describe-backends.ts";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";
import { FsBlobStorage } from "../storage/fs-blob-storage.ts";
import { addTestUser } from "../testing/accounts.ts";

const TOKEN = "metrics-token-for-health-tests";

describeBackends("health", (hub) => {
	const app = () =>
		createApp({ db: hub().db, storage: hub().storage, config: { metricsToken: TOKEN }, downloads: hub().downloads });

	it("tells anonymous callers that it lives, and nothing else", async () => {
		const response = await app().request("/api/health");
		expect(response.status).toBe(200);
		const text = await response.text();
		expect(JSON.parse(text)).toEqual({ status: "ok" });
		expect(text).not.toMatch(/file:|s3:|sqlite|postgres|\/tmp/);
		// A wrong token is anonymous.
		const wrong = await app().request("/api/health", { headers: { Authorization: "Bearer nope" } });
		expect(await wrong.json()).toEqual({ status: "ok" });
	});

	it("gives operators the details", async () => {
		const response = await app().request("/api/health", { headers: { Authorization: `Bearer ${TOKEN}` } });
		const body = (await response.json()) as { status: string; details: Record<string, unknown> };
		expect(body.status).toBe("ok");
		expect(body.details).toMatchObject({
			database: hub().db.dialect,
			storage: hub().storage.description,
			version: expect.stringMatching(/^\d+\.\d+\.\d+/),
			node: process.version,
		});
	});

	it("gives administrators the details and the metrics, and other users neither", async () => {
		const admin = await addTestUser(hub().db, "health-admin", { admin: true });
		const user = await addTestUser(hub().db, "health-user");
		const details = async (headers: Record<string, string>) =>
			((await (await app().request("/api/health", { headers })).json()) as { details?: unknown }).details;
		expect(await details(admin.auth("read"))).toMatchObject({ database: hub().db.dialect });
		const basic = Buffer.from(`health-admin:${admin.read}`).toString("base64");
		expect(await details({ authorization: `Basic ${basic}` })).toMatchObject({ database: hub().db.dialect });
		expect(await details(user.auth())).toBeUndefined();
		expect((await app().request("/metrics", { headers: admin.auth("read") })).status).toBe(200);
		expect((await app().request("/metrics", { headers: user.auth() })).status).toBe(401);
		expect((await app().request("/metrics", { headers: { authorization: "Bearer not-a-token" } })).status).toBe(401);
	});

	it("is ready when the database and the blob store answer", async () => {
		const response = await app().request("/api/health/ready");
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({
			status: "ready",
			checks: { database: { ok: true }, storage: { ok: true } },
		});
		expect(response.headers.get("cache-control")).toBe("no-store");
	});
});

describe("readiness failures", () => {
	let hub: TestHub;
	let dir: string;
	beforeAll(async () => {
		hub = await createTestHub("sqlite", "fs", { seed: false });
		dir = await mkdtemp(join(tmpdir(), "atrium-ready-"));
	});
	afterAll(async () => {
		await hub.close();
		await rm(dir, { recursive: true, force: true });
	});

	it("answers 503 naming the blob store when it cannot store", async () => {
		// The storage root is a regular file: every put fails.
		await writeFile(join(dir, "not-a-dir"), "x");
		const storage = new FsBlobStorage(join(dir, "not-a-dir"));
		const app = createApp({ db: hub.db, storage, config: { metricsToken: TOKEN }, downloads: hub.downloads });
		const anonymous = await app.request("/api/health/ready");
		expect(anonymous.status).toBe(503);
		const body = await anonymous.text();
		expect(JSON.parse(body)).toEqual({
			status: "unavailable",
			checks: { database: { ok: true }, storage: { ok: false } },
		});
		expect(body).not.toContain(dir);
		// Liveness does not depend on it.
		expect((await app.request("/api/health")).status).toBe(200);
	});

	it("answers 503 naming the database when it is closed, with the error for operators", async () => {
		const db = await createDb({ sqlitePath: ":memory:" });
		const storage = new FsBlobStorage(join(dir, "blobs"));
		const app = createApp({ db, storage, config: { metricsToken: TOKEN }, downloads: hub.downloads });
		expect((await app.request("/api/health/ready")).status).toBe(200);
		await db.kysely.destroy();
		// The earlier answer is reused for a moment; a fresh app asks again.
		const fresh = createApp({ db, storage, config: { metricsToken: TOKEN }, downloads: hub.downloads });
		const response = await fresh.request("/api/health/ready", { headers: { Authorization: `Bearer ${TOKEN}` } });
		expect(response.status).toBe(503);
		const body = (await response.json()) as { checks: { database: { ok: boolean; error?: string } } };
		expect(body.checks.database.ok).toBe(false);
		expect(body.checks.database.error).toEqual(expect.any(String));
	});
});
