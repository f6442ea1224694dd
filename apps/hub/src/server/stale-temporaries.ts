import { readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Names of the temporary files blob writes leave when interrupted (see `FsBlobStorage.put`). */
const TEMPORARY = /^\.tmp-/;

/** Default age after which a temporary file cannot belong to a write still running: 24 h. */
export const DEFAULT_TEMP_MAX_AGE_MS = 24 * 3_600_000;

/**
 * Removes temporary files under `root` (at any depth) last modified more than `maxAgeMs` ago:
 * writes interrupted by a crash or a kill. Younger ones may belong to a write in progress and stay.
 */
export async function removeStaleTemporaries(
	root: string,
	maxAgeMs: number,
	now = Date.now(),
): Promise<{ files: number; bytes: number }> {
	const removed = { files: 0, bytes: 0 };
	const walk = async (directory: string): Promise<void> => {
		let entries;
		try {
			entries = await readdir(directory, { withFileTypes: true });
		} catch {
			return;
		}
		for (const entry of entries) {
			const path = join(directory, entry.name);
			if (entry.isDirectory()) await walk(path);
			else if (entry.isFile() && TEMPORARY.test(entry.name)) {
				const info = await stat(path).catch(() => undefined);
				if (!info || now - info.mtimeMs <= maxAgeMs) continue;
				await rm(path, { force: true });
				removed.files++;
				removed.bytes += info.size;
			}
		}
	};
	await walk(root);
	return removed;
}

/** Folders the hub makes in the system temporary directory (git pushes unpack there: `pack-reader.ts`). */
const HUB_TEMP_FOLDER = /^atrium-pack-/;

/**
 * Removes the hub's own folders in the system temporary directory (`directory`, by default
 * `os.tmpdir()`) last modified more than `maxAgeMs` ago: what interrupted git pushes left.
 */
export async function removeStaleTempFolders(
	maxAgeMs: number,
	directory = tmpdir(),
	now = Date.now(),
): Promise<{ files: number; bytes: number }> {
	const removed = { files: 0, bytes: 0 };
	let entries;
	try {
		entries = await readdir(directory, { withFileTypes: true });
	} catch {
		return removed;
	}
	for (const entry of entries) {
		if (!entry.isDirectory() || !HUB_TEMP_FOLDER.test(entry.name)) continue;
		const path = join(directory, entry.name);
		const info = await stat(path).catch(() => undefined);
		if (!info || now - info.mtimeMs <= maxAgeMs) continue;
		removed.bytes += await bytesUnder(path);
		await rm(path, { recursive: true, force: true });
		removed.files++;
	}
	return removed;
}

/** Total size of the files under a folder. */
async function bytesUnder(directory: string): Promise<number> {
	let total = 0;
	for (const entry of await readdir(directory, { withFileTypes: true }).catch(() => [])) {
		const path = join(directory, entry.name);
		if (entry.isDirectory()) total += await bytesUnder(path);
		else if (entry.isFile()) total += (await stat(path).catch(() => ({ size: 0 }))).size;
	}
	return total;
}
