import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { Db } from "../db/create-db.ts";
import type { RepoType } from "../db/database.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { fileFromDisk, type CommitFile } from "./commit-file.ts";
import { createCommit, type CommitResult } from "./create-commit.ts";

/** Lists a folder's files recursively (skipping `.git`), as commit files with `/`-separated paths. */
export async function folderFiles(root: string): Promise<CommitFile[]> {
	const files: CommitFile[] = [];
	const walk = async (directory: string): Promise<void> => {
		for (const entry of await readdir(directory, { withFileTypes: true })) {
			if (entry.name === ".git") continue;
			const full = join(directory, entry.name);
			if (entry.isDirectory()) await walk(full);
			else if (entry.isFile()) files.push(await fileFromDisk(relative(root, full).split(sep).join("/"), full));
		}
	};
	await walk(root);
	return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** `atrium import`: commits a folder as the new revision of `main` of a repository (created if needed). */
export async function importFolder(
	deps: { db: Db; storage: BlobStorage },
	options: { folder: string; repoId: string; type: RepoType; message?: string; private?: boolean },
): Promise<CommitResult> {
	const files = await folderFiles(options.folder);
	return createCommit(deps, {
		type: options.type,
		repoId: options.repoId,
		files,
		title: options.message ?? `Import ${options.repoId}`,
		...(options.private ? { private: true } : {}),
	});
}
