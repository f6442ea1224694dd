import { factory, type AppHono } from "../app-env.ts";
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/create-db.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { isOperator, type OperatorAccess } from "./operator-access.ts";
import { HUB_VERSION } from "./version.ts";

/** What the health routes look at. */
export interface HealthDeps {
	db: Db;
	storage: BlobStorage;
	access: OperatorAccess;
	/** How long a readiness answer is reused (ms, default 2000): probes stay cheap under load. */
	readyCacheMs?: number;
	/** How long one check may take before it counts as failed (ms, default 5000). */
	checkTimeoutMs?: number;
}

/** The outcome of one readiness check. */
interface Check {
	ok: boolean;
	error?: string;
}

const PROBE = new TextEncoder().encode("atrium readiness probe\n");

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
	});
	return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function check(run: () => Promise<void>, ms: number, what: string): Promise<Check> {
	try {
		await withTimeout(run(), ms, what);
		return { ok: true };
	} catch (error) {
		return { ok: false, error: error instanceof Error ? error.message : String(error) };
	}
}

/**
 * `GET /api/health`: liveness, `{"status":"ok"}` and nothing else for everyone, plus `details`
 * (database dialect, storage, versions) for operators. Touches neither database nor storage.
 *
 * `GET /api/health/ready`: readiness, 200 when the database answers a query and the blob store
 * takes, returns and deletes a small object; 503 otherwise, naming the failing part (operators also
 * get the error). Answers are reused for `readyCacheMs`.
 */
export function healthRoutes(deps: HealthDeps): AppHono {
	const app = factory.createApp();
	const timeoutMs = deps.checkTimeoutMs ?? 5000;
	const cacheMs = deps.readyCacheMs ?? 2000;
	let last: { at: number; checks: Promise<Record<"database" | "storage", Check>> } | undefined;

	const runChecks = async (): Promise<Record<"database" | "storage", Check>> => {
		const [database, storage] = await Promise.all([
			check(
				async () => {
					await sql`select 1`.execute(deps.db.kysely);
				},
				timeoutMs,
				"the database",
			),
			check(
				async () => {
					const key = `health/probe-${randomBytes(8).toString("hex")}`;
					await deps.storage.put(key, PROBE, PROBE.byteLength);
					try {
						const stat = await deps.storage.stat(key);
						if (stat?.size !== PROBE.byteLength)
							throw new Error("the blob store lost a probe object it had just taken");
					} finally {
						await deps.storage.delete(key);
					}
				},
				timeoutMs,
				"the blob store",
			),
		]);
		return { database, storage };
	};

	app.get("/api/health", async (c) => {
		if (!(await isOperator(c, deps.access))) return c.json({ status: "ok" });
		return c.json({
			status: "ok",
			details: {
				database: deps.db.dialect,
				storage: deps.storage.description,
				version: HUB_VERSION,
				node: process.version,
				uptimeSeconds: Math.round(process.uptime()),
			},
		});
	});

	app.get("/api/health/ready", async (c) => {
		const now = Date.now();
		if (!last || now - last.at >= cacheMs) last = { at: now, checks: runChecks() };
		const checks = await last.checks;
		const ready = checks.database.ok && checks.storage.ok;
		const operator = await isOperator(c, deps.access);
		const shown = Object.fromEntries(
			Object.entries(checks).map(([name, result]) => [
				name,
				operator && result.error ? { ok: result.ok, error: result.error } : { ok: result.ok },
			]),
		);
		c.header("Cache-Control", "no-store");
		return c.json({ status: ready ? "ready" : "unavailable", checks: shown }, ready ? 200 : 503);
	});
	return app;
}
