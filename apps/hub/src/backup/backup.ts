import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { FsBlobStorage } from "../storage/fs-blob-storage.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { HUB_VERSION } from "../observability/version.ts";
import {
	BLOBS_FOLDER,
	DATABASE_FILES,
	MANIFEST_FILE,
	REFERENCED_BLOBS_SQL,
	REFERENCED_XORBS_SQL,
	writeManifest,
	type BackupManifest,
} from "./backup-manifest.ts";
import { blobRefOf, copyBlobs, type BlobRef } from "./copy-blobs.ts";
import { copyXorbs, xorbRefOf, type XorbRef } from "./copy-xorbs.ts";
import { runPgTool } from "./pg-tools.ts";

/** Where the hub to back up keeps its data. */
export interface BackupSource {
	/** `postgres://…` (`DATABASE_URL`), or absent for SQLite at `sqlitePath`. */
	databaseUrl?: string;
	sqlitePath: string;
	storage: BlobStorage;
}

const COUNTS = {
	repos: "select count(*) as n from repos",
	commits: "select count(*) as n from commits",
	treeEntries: "select count(*) as n from tree_entries",
} as const;

/** A backup needs an empty folder, or one holding an earlier finished backup (new blobs are added to it). */
async function prepareFolder(folder: string): Promise<void> {
	await mkdir(folder, { recursive: true });
	const names = await readdir(folder);
	if (names.length > 0 && !names.includes(MANIFEST_FILE))
		throw new Error(`${folder} is neither empty nor an earlier Atrium backup: choose an empty folder`);
	await rm(join(folder, MANIFEST_FILE), { force: true });
}

/** What a database snapshot references and counts. */
interface Snapshot {
	blobs: BlobRef[];
	xorbs: XorbRef[];
	counts: BackupManifest["counts"];
}

type BlobRow = Parameters<typeof blobRefOf>[0];
type XorbRow = Parameters<typeof xorbRefOf>[0];

/** SQLite: `VACUUM INTO` a consistent copy (readers and writers of the live hub go on), then read it. */
async function snapshotSqlite(sqlitePath: string, folder: string): Promise<Snapshot> {
	if (!(await stat(sqlitePath).catch(() => undefined)))
		throw new Error(
			`there is no hub database at ${sqlitePath}: point --data (or ATRIUM_DATA_DIR) at the hub's data directory`,
		);
	const target = join(folder, DATABASE_FILES.sqlite);
	await rm(target, { force: true });
	const live = new DatabaseSync(sqlitePath);
	try {
		live.exec("PRAGMA busy_timeout = 10000");
		live.prepare("VACUUM INTO ?").run(target);
	} finally {
		live.close();
	}
	const copy = new DatabaseSync(target);
	try {
		// VACUUM may renumber repos.rowid, which the search index is keyed by (decision 005).
		const hasSearch = copy.prepare("select 1 from sqlite_master where name = 'repo_search'").get();
		if (hasSearch) copy.exec("insert into repo_search(repo_search) values('rebuild')");
		const blobs = copy.prepare(REFERENCED_BLOBS_SQL).all() as unknown as BlobRow[];
		const xorbs = copy.prepare(REFERENCED_XORBS_SQL).all() as unknown as XorbRow[];
		const count = (query: string) => Number((copy.prepare(query).get() as { n: number }).n);
		return {
			blobs: blobs.map(blobRefOf),
			xorbs: xorbs.map(xorbRefOf),
			counts: { repos: count(COUNTS.repos), commits: count(COUNTS.commits), treeEntries: count(COUNTS.treeEntries) },
		};
	} finally {
		copy.close();
	}
}

/**
 * PostgreSQL: one repeatable-read transaction exports its snapshot; `pg_dump --snapshot` dumps
 * exactly that snapshot while the same transaction lists the blobs it references.
 */
async function snapshotPostgres(databaseUrl: string, folder: string): Promise<Snapshot> {
	const client = new pg.Client({ connectionString: databaseUrl });
	await client.connect();
	try {
		await client.query("begin isolation level repeatable read read only");
		const { rows } = await client.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot");
		const snapshot = rows[0]?.snapshot ?? "";
		const dump = runPgTool("pg_dump", [
			"--format=custom",
			"--no-owner",
			"--no-privileges",
			`--snapshot=${snapshot}`,
			`--file=${join(folder, DATABASE_FILES.postgres)}`,
			`--dbname=${databaseUrl}`,
		]);
		const blobs = (await client.query<BlobRow>(REFERENCED_BLOBS_SQL)).rows;
		const xorbs = (await client.query<XorbRow>(REFERENCED_XORBS_SQL)).rows;
		const count = async (query: string) => Number((await client.query<{ n: string }>(query)).rows[0]?.n ?? 0);
		const counts = {
			repos: await count(COUNTS.repos),
			commits: await count(COUNTS.commits),
			treeEntries: await count(COUNTS.treeEntries),
		};
		await dump;
		await client.query("commit");
		return { blobs: blobs.map(blobRefOf), xorbs: xorbs.map(xorbRefOf), counts };
	} finally {
		await client.end();
	}
}

/**
 * `atrium backup DIR`: a consistent copy of a running hub. The database first (SQLite `VACUUM INTO`,
 * PostgreSQL `pg_dump` of one snapshot), then every blob that copy references and every xorb its Xet
 * files are made of (a file stored as chunks only has no whole blob, decision 034), from the live
 * store: blobs and xorbs are content-addressed and immutable, and `atrium gc` removes only what no
 * row names, so each one the snapshot names is still there. The manifest is written last.
 */
export async function backupHub(source: BackupSource, folder: string): Promise<BackupManifest> {
	const target = resolve(folder);
	await prepareFolder(target);
	const dialect = source.databaseUrl ? "postgres" : "sqlite";
	const { blobs, xorbs, counts } = source.databaseUrl
		? await snapshotPostgres(source.databaseUrl, target)
		: await snapshotSqlite(source.sqlitePath, target);
	const copy = new FsBlobStorage(join(target, BLOBS_FOLDER));
	await copyBlobs(source.storage, copy, blobs);
	await copyXorbs(source.storage, copy, xorbs);
	const manifest: BackupManifest = {
		format: "atrium-backup",
		formatVersion: 2,
		createdAt: new Date().toISOString(),
		hubVersion: HUB_VERSION,
		dialect,
		databaseFile: DATABASE_FILES[dialect],
		counts,
		blobs: {
			count: blobs.filter((blob) => blob.size > 0).length,
			bytes: blobs.reduce((sum, blob) => sum + blob.size, 0),
		},
		xorbs: { count: xorbs.length, bytes: xorbs.reduce((sum, xorb) => sum + xorb.storedSize, 0) },
	};
	await writeManifest(target, manifest);
	return manifest;
}
