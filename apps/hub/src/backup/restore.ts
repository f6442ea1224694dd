import { copyFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { createDb, type Db } from "../db/create-db.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { FsBlobStorage } from "../storage/fs-blob-storage.ts";
import {
	BLOBS_FOLDER,
	readManifest,
	FORMAT_1_BLOBS_SQL,
	REFERENCED_BLOBS_SQL,
	REFERENCED_XORBS_SQL,
	type BackupManifest,
} from "./backup-manifest.ts";
import { blobRefOf, copyBlobs, type BlobRef } from "./copy-blobs.ts";
import { copyXorbs, xorbRefOf, type XorbRef } from "./copy-xorbs.ts";
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

/** Rows of `query` in the restored database. */
async function restoredRows<Row extends object>(target: RestoreTarget, query: string): Promise<Row[]> {
	if (target.databaseUrl) {
		const client = new pg.Client({ connectionString: target.databaseUrl });
		await client.connect();
		try {
			return (await client.query<Row>(query)).rows;
		} finally {
			await client.end();
		}
	}
	const db = new DatabaseSync(target.sqlitePath, { readOnly: true });
	try {
		return db.prepare(query).all() as unknown as Row[];
	} finally {
		db.close();
	}
}

/** Every blob the restored database references (the manifest's count is checked against it). */
async function referencedBlobs(target: RestoreTarget, manifest: BackupManifest): Promise<BlobRef[]> {
	const query = manifest.formatVersion >= 2 ? REFERENCED_BLOBS_SQL : FORMAT_1_BLOBS_SQL;
	return (await restoredRows<Parameters<typeof blobRefOf>[0]>(target, query)).map(blobRefOf);
}

/** Every xorb the restored database's Xet files are made of. */
async function referencedXorbs(target: RestoreTarget): Promise<XorbRef[]> {
	return (await restoredRows<Parameters<typeof xorbRefOf>[0]>(target, REFERENCED_XORBS_SQL)).map(xorbRefOf);
}

/**
 * The backup carried the xorbs of every Xet file, not those sent for uploads whose shard had not come
 * yet: the restored hub forgets those (their rows, their upload records and their deduplication
 * entries), so nothing names a xorb its store lacks; the clients send them again.
 */
async function forgetXorbsNotCarried(db: Db): Promise<void> {
	const carried = db.kysely.selectFrom("xet_file_xorbs").select("xorb_hash");
	await db.kysely.deleteFrom("xet_dedup_chunks").where("xorb_hash", "not in", carried).execute();
	await db.kysely.deleteFrom("xet_xorb_uploads").where("xorb_hash", "not in", carried).execute();
	await db.kysely.deleteFrom("xet_xorbs").where("hash", "not in", carried).execute();
}

/**
 * `atrium restore DIR`: brings a backup back into a fresh data dir (SQLite) or an empty PostgreSQL
 * database, copies its blobs (checking each one) and the xorbs of its Xet files into the target
 * store, and runs any migrations a newer hub has. Refuses a target that already holds a hub, so nothing is overwritten.
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
	const blobs = await referencedBlobs(target, manifest);
	const present = blobs.filter((blob) => blob.size > 0).length;
	if (present !== manifest.blobs.count)
		throw new Error(`the restored database references ${present} blobs, the backup says ${manifest.blobs.count}`);
	const copy = new FsBlobStorage(join(source, BLOBS_FOLDER));
	await copyBlobs(copy, target.storage, blobs);
	// A backup of format 1 carries no xorbs: its restore forgets the Xet side, as it always did.
	const xorbs = manifest.formatVersion >= 2 ? await referencedXorbs(target) : [];
	if (manifest.xorbs && xorbs.length !== manifest.xorbs.count)
		throw new Error(`the restored database names ${xorbs.length} xorbs, the backup says ${manifest.xorbs.count}`);
	await copyXorbs(copy, target.storage, xorbs);
	// Migrations of a newer hub run now, not at the first request.
	const db = await createDb({
		...(target.databaseUrl ? { url: target.databaseUrl } : {}),
		sqlitePath: target.sqlitePath,
	});
	if (manifest.formatVersion >= 2) await forgetXorbsNotCarried(db);
	else
		for (const table of ["xet_dedup_chunks", "xet_file_xorbs", "xet_files", "xet_xorb_uploads", "xet_xorbs"] as const)
			await db.kysely.deleteFrom(table).execute();
	await db.kysely.destroy();
	return manifest;
}
