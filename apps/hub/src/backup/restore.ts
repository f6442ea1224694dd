import { copyFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { createDb } from "../db/create-db.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { FsBlobStorage } from "../storage/fs-blob-storage.ts";
import { BLOBS_FOLDER, readManifest, REFERENCED_BLOBS_SQL, type BackupManifest } from "./backup-manifest.ts";
import { copyBlobs, type BlobRef } from "./copy-blobs.ts";
import { runPgTool } from "./pg-tools.ts";

/** Where a backup is restored to: a fresh data dir, or an empty PostgreSQL database, plus a blob store. */
export interface RestoreTarget {
	databaseUrl?: string;
	sqlitePath: string;
	storage: BlobStorage;
}

async function exists(path: string): Promise<boolean> {
	return stat(path).then(
		() => true,
		() => false,
	);
}

/** Tables in the database's current schema (a restore needs none). */
async function tableCount(databaseUrl: string): Promise<number> {
	const client = new pg.Client({ connectionString: databaseUrl });
	await client.connect();
	try {
		const { rows } = await client.query<{ n: string }>(
			"select count(*) as n from information_schema.tables where table_schema = current_schema()",
		);
		return Number(rows[0]?.n ?? 0);
	} finally {
		await client.end();
	}
}

/** Every blob the restored database references (the manifest's count is checked against it). */
async function referencedBlobs(target: RestoreTarget): Promise<BlobRef[]> {
	const query = REFERENCED_BLOBS_SQL;
	if (target.databaseUrl) {
		const client = new pg.Client({ connectionString: target.databaseUrl });
		await client.connect();
		try {
			return (await client.query<{ sha256: string; size: string }>(query)).rows.map((row) => ({
				sha256: row.sha256,
				size: Number(row.size),
			}));
		} finally {
			await client.end();
		}
	}
	const db = new DatabaseSync(target.sqlitePath, { readOnly: true });
	try {
		return (db.prepare(query).all() as unknown as BlobRef[]).map((row) => ({
			sha256: row.sha256,
			size: Number(row.size),
		}));
	} finally {
		db.close();
	}
}

/**
 * `atrium restore DIR`: brings a backup back into a fresh data dir (SQLite) or an empty PostgreSQL
 * database, copies its blobs into the target store (checking each one), and runs any migrations a
 * newer hub has. Refuses a target that already holds a hub, so nothing is overwritten.
 */
export async function restoreHub(folder: string, target: RestoreTarget): Promise<BackupManifest> {
	const source = resolve(folder);
	const manifest = await readManifest(source);
	const dialect = target.databaseUrl ? "postgres" : "sqlite";
	if (manifest.dialect !== dialect)
		throw new Error(
			`this backup is of a ${manifest.dialect} hub; restore it with ${manifest.dialect === "postgres" ? "DATABASE_URL set to an empty PostgreSQL database" : "DATABASE_URL unset (SQLite)"}`,
		);
	if (target.databaseUrl) {
		if ((await tableCount(target.databaseUrl)) > 0)
			throw new Error("DATABASE_URL points at a database that has tables: restore into an empty database");
		await runPgTool("pg_restore", [
			"--no-owner",
			"--no-privileges",
			"--exit-on-error",
			`--dbname=${target.databaseUrl}`,
			join(source, manifest.databaseFile),
		]);
	} else {
		if (await exists(target.sqlitePath))
			throw new Error(`${target.sqlitePath} exists: restore into a fresh data directory`);
		await copyFile(join(source, manifest.databaseFile), target.sqlitePath);
	}
	const blobs = await referencedBlobs(target);
	const present = blobs.filter((blob) => blob.size > 0).length;
	if (present !== manifest.blobs.count)
		throw new Error(`the restored database references ${present} blobs, the backup says ${manifest.blobs.count}`);
	await copyBlobs(new FsBlobStorage(join(source, BLOBS_FOLDER)), target.storage, blobs);
	// Migrations of a newer hub run now, not at the first request.
	const db = await createDb({
		...(target.databaseUrl ? { url: target.databaseUrl } : {}),
		sqlitePath: target.sqlitePath,
	});
	// Backups hold blobs, not Xet xorbs (decision 032): the restored hub forgets its Xet side, so its
	// files are served over HTTP (nothing advertises Xet hashes whose xorbs are gone) and uploads
	// send their xorbs again.
	for (const table of ["xet_dedup_chunks", "xet_file_xorbs", "xet_files", "xet_xorb_uploads", "xet_xorbs"] as const)
		await db.kysely.deleteFrom(table).execute();
	await db.kysely.destroy();
	return manifest;
}
