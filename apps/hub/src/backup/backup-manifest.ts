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
	formatVersion: 1;
	createdAt: string;
	hubVersion: string;
	dialect: DbDialect;
	/** The database copy's file, relative to the backup folder. */
	databaseFile: string;
	/** Rows of the snapshot, for a quick check after a restore. */
	counts: { repos: number; commits: number; treeEntries: number };
	/** Blobs the snapshot references, all copied. */
	blobs: { count: number; bytes: number };
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
	if (manifest.format !== "atrium-backup" || manifest.formatVersion !== 1)
		throw new Error(`${folder}/${MANIFEST_FILE} is not an Atrium backup manifest of format 1`);
	if (manifest.dialect !== "sqlite" && manifest.dialect !== "postgres")
		throw new Error(`${folder}/${MANIFEST_FILE} names no known database`);
	return manifest as BackupManifest;
}

/**
 * Every blob a hub database references, with its size: files of every stored tree, and LFS uploads not
 * yet committed. A table that starts referencing blobs must be added here, or backups miss them.
 */
export const REFERENCED_BLOBS_SQL = `select sha256, max(size) as size from (
	select sha256, size from tree_entries where type = 'file'
	union all
	select sha256, size from blob_uploads
) as referenced group by sha256`;
