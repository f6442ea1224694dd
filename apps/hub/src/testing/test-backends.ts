import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { createDb, type Db } from "../db/create-db.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { FsBlobStorage } from "../storage/fs-blob-storage.ts";
import { S3BlobStorage } from "../storage/s3-blob-storage.ts";
import { TEST_POSTGRES_URL } from "./test-postgres.ts";

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
