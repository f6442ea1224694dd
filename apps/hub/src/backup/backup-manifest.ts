import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { DbDialect } from "../db/database.ts";

/** File name of the manifest in a backup folder. */
export const MANIFEST_FILE = "atrium-backup.json";
/** Folder of the blobs in a backup, laid out like the disk store (`files/blobs/<2>/<2>/<sha256>`). */
export const BLOBS_FOLDER = "files";
/** The database copy: a SQLite file (`VACUUM INTO`) or a `pg_dump` custom-format archive. */
export const DATABASE_FILES: Record<DbDialect, string> = { sqlite: "atrium.db", postgres: "atrium.pgdump" };

/** What `atrium backup` wrote, read back by `atrium restore`. */
export interface BackupManifest {
	format: "atrium-backup";
	/** 2 since backups carry Xet xorbs; a backup of format 1 has none (its restore drops the Xet tables). */
	formatVersion: 1 | 2;
	createdAt: string;
	hubVersion: string;
	dialect: DbDialect;
	/** The database copy's file, relative to the backup folder. */
	databaseFile: string;
	/** Rows of the snapshot, for a quick check after a restore. */
	counts: { repos: number; commits: number; treeEntries: number };
	/** Blobs the snapshot references, all copied. */
	blobs: { count: number; bytes: number };
	/** Xet xorbs the snapshot's files are made of, each with its chunk index, all copied (format 2). */
	xorbs?: { count: number; bytes: number };
}

/** Writes the manifest last: a folder without one is not a finished backup. */
export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
	await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Reads and checks a backup's manifest; throws a one-line reason when the folder holds no finished backup. */
export async function readManifest(folder: string): Promise<BackupManifest> {
	let text: string;
	try {
		text = await readFile(join(folder, MANIFEST_FILE), "utf8");
	} catch {
		throw new Error(`${folder} holds no finished Atrium backup (no ${MANIFEST_FILE})`);
	}
	const manifest = JSON.parse(text) as Partial<BackupManifest>;
	if (manifest.format !== "atrium-backup" || (manifest.formatVersion !== 1 && manifest.formatVersion !== 2))
		throw new Error(`${folder}/${MANIFEST_FILE} is not an Atrium backup manifest of format 1 or 2`);
	if (manifest.dialect !== "sqlite" && manifest.dialect !== "postgres")
		throw new Error(`${folder}/${MANIFEST_FILE} names no known database`);
	return manifest as BackupManifest;
}

/**
 * Every blob a hub database references, with its size: files of every stored tree, and LFS uploads not
 * yet committed (Xet shard uploads included). `xet` counts the blob's Xet form (`xet_files`): such a
 * blob may be stored as chunks only (decision 034), and then its xorbs ({@link REFERENCED_XORBS_SQL})
 * carry it. A table that starts referencing blobs must be added here, or backups miss them.
 */
export const REFERENCED_BLOBS_SQL = `select referenced.sha256, max(referenced.size) as size, count(xet_files.sha256) as xet from (
	select sha256, size from tree_entries where type = 'file'
	union all
	select sha256, size from blob_uploads
) as referenced left join xet_files on xet_files.sha256 = referenced.sha256 group by referenced.sha256`;

/**
 * {@link REFERENCED_BLOBS_SQL} for a backup of format 1, whose database may predate the Xet tables:
 * every blob it references was stored whole.
 */
export const FORMAT_1_BLOBS_SQL = `select sha256, max(size) as size from (
	select sha256, size from tree_entries where type = 'file'
	union all
	select sha256, size from blob_uploads
) as referenced group by sha256`;

/**
 * Every xorb a file's Xet form is made of (`xet_file_xorbs`), with its stored size and chunk count.
 * Xorbs sent for an upload whose shard was not in yet are left out: restore forgets them.
 */
export const REFERENCED_XORBS_SQL = `select hash, stored_size, chunk_count from xet_xorbs
	where exists (select 1 from xet_file_xorbs where xet_file_xorbs.xorb_hash = xet_xorbs.hash)`;
