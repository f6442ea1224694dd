import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { createDb, type Db } from "../db/create-db.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { FsBlobStorage } from "../storage/fs-blob-storage.ts";
import { S3BlobStorage } from "../storage/s3-blob-storage.ts";

/** The PostgreSQL server tests use (trust auth), overridable with `ATRIUM_TEST_POSTGRES_URL`. */
export const TEST_POSTGRES_URL = process.env.ATRIUM_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let reachable: Promise<boolean> | undefined;

/**
 * Whether the PostgreSQL cases run: true when the test PostgreSQL answers (checked once, 3 s
 * timeout), false only when `ATRIUM_TEST_SKIP_POSTGRES=1` asks to skip them (the reason is
 * printed). An unreachable server without that variable rejects, so the suite fails instead of
 * passing without PostgreSQL.
 */
export function postgresReachable(): Promise<boolean> {
	reachable ??= (async () => {
		if (process.env.ATRIUM_TEST_SKIP_POSTGRES === "1") {
			console.warn("[hub tests] ATRIUM_TEST_SKIP_POSTGRES=1: the PostgreSQL cases are skipped");
			return false;
		}
		const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3000 });
		try {
			await client.connect();
			await client.query("select 1");
			return true;
		} catch (error) {
			throw new Error(
				`PostgreSQL at ${TEST_POSTGRES_URL} is unreachable (${(error as Error).message}): start it, set ATRIUM_TEST_POSTGRES_URL, or set ATRIUM_TEST_SKIP_POSTGRES=1 to skip its cases`,
				{ cause: error },
			);
		} finally {
			await client.end().catch(() => undefined);
		}
	})();
	return reachable;
}

/** A database for one test file: in-memory SQLite, or a fresh PostgreSQL schema dropped on close. */
export async function openTestDb(
	dialect: "sqlite" | "postgres",
	sqlitePath = ":memory:",
): Promise<{ db: Db; close: () => Promise<void> }> {
	if (dialect === "sqlite") {
		const db = await createDb({ sqlitePath });
		return { db, close: () => db.kysely.destroy() };
	}
	const schema = `hub_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
	const db = await createDb({ url: TEST_POSTGRES_URL, schema });
	return {
		db,
		close: async () => {
			await db.kysely.destroy();
			const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
			await client.connect();
			await client.query(`drop schema if exists ${schema} cascade`);
			await client.end();
		},
	};
}

/** Blob storage for one test file: a temp dir, or a bucket on a local s3rver stopped on close. */
export async function openTestStorage(
	kind: "fs" | "s3",
): Promise<{ storage: BlobStorage; close: () => Promise<void>; endpoint?: string }> {
	const directory = await mkdtemp(join(tmpdir(), `atrium-${kind}-`));
	if (kind === "fs")
		return { storage: new FsBlobStorage(directory), close: () => rm(directory, { recursive: true, force: true }) };
	const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
	const { port } = await server.run();
	const storage = new S3BlobStorage({
		bucket: "atrium-test",
		prefix: "hub",
		endpoint: `http://127.0.0.1:${port}`,
		accessKeyId: "S3RVER",
		secretAccessKey: "S3RVER",
		region: "us-east-1",
	});
	await storage.ensureBucket();
	return {
		storage,
		endpoint: `http://127.0.0.1:${port}`,
		close: async () => {
			await server.close();
			await rm(directory, { recursive: true, force: true });
		},
	};
}

/** The database × storage combinations the shared suites run over. */
export const BACKENDS = [
	{ name: "sqlite + disk", dialect: "sqlite", storage: "fs" },
	{ name: "sqlite + s3", dialect: "sqlite", storage: "s3" },
	{ name: "postgres + disk", dialect: "postgres", storage: "fs" },
	{ name: "postgres + s3", dialect: "postgres", storage: "s3" },
] as const;

/** Creates an empty PostgreSQL database for one test (for code that only takes a `DATABASE_URL`); drop it with `drop`. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
	const name = `hub_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
	const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
	await admin.connect();
	await admin.query(`create database ${name}`);
	await admin.end();
	const url = new URL(TEST_POSTGRES_URL);
	url.pathname = `/${name}`;
	return {
		url: url.toString(),
		drop: async () => {
			const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
			await client.connect();
			// A pool's `end()` resolves before its sockets have closed: a connection still closing when the
			// forced drop terminates it emits an error nobody listens to. Wait until the server has seen the
			// test's own connections go (bounded: a process the test left running is then terminated).
			for (let round = 0; round < 250; round++) {
				const open = await client.query<{ n: string }>(
					"select count(*) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
					[name],
				);
				if (Number(open.rows[0]?.n ?? 0) === 0) break;
				await new Promise((resolve) => setTimeout(resolve, 20));
			}
			await client.query(`drop database if exists ${name} with (force)`);
			await client.end();
		},
	};
}
