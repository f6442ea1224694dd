import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/create-db.ts";
import type { EntriesTable, RepoType } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { gitBlobOid, gitCommitOid, gitTreeOid, lfsPointer, type TreeChild } from "../git/git-objects.ts";
import { extractMetadata, parameterCount, type RepoMetadata } from "../metadata/extract-metadata.ts";
import { checkRepoPath, parseRepoId } from "../repo-ids/repo-ids.ts";
import { blobKey, type BlobStorage } from "../storage/blob-storage.ts";
import type { CommitFile } from "./commit-file.ts";
import { entriesOfCommit, findRepo, lastCommitSeq, writeCommit } from "./commits.repository.ts";
import { DEFAULT_GITATTRIBUTES, isLfsPath, LFS_SIZE_THRESHOLD } from "./lfs-rules.ts";
import { fileFromBytes } from "./commit-file.ts";

/** A request to commit a complete tree (the files given replace the previous revision's). */
export interface CreateCommitInput {
	type: RepoType;
	repoId: string;
	files: CommitFile[];
	title: string;
	message?: string;
	author?: string;
	/** Commit time, epoch ms (default now). */
	timeMs?: number;
	/** Make no commit when the tree equals the head's (re-seeding). */
	skipIfUnchanged?: boolean;
}

/** What a commit produced. */
export interface CommitResult {
	commitId: string;
	repoPk: string;
	metadata: RepoMetadata;
	/** False when `skipIfUnchanged` found nothing to commit. */
	created: boolean;
}

/** Hashes a file and stores it under its sha256 (once: existing blobs are not re-uploaded). */
async function storeFile(
	storage: BlobStorage,
	file: CommitFile,
): Promise<{ sha256: string; oid: string; lfsPointerSize: number | null }> {
	const sha = createHash("sha256");
	const lfs = isLfsPath(file.path, file.size);
	let small: Uint8Array | undefined;
	if (!lfs && file.size < LFS_SIZE_THRESHOLD) {
		small = await file.read();
		sha.update(small);
	} else {
		const reader = file.stream().getReader();
		for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) sha.update(chunk.value);
	}
	const sha256 = sha.digest("hex");
	const key = blobKey(sha256);
	if (!(await storage.stat(key))) await storage.put(key, small ?? file.stream(), file.size);
	if (small) return { sha256, oid: gitBlobOid(small), lfsPointerSize: null };
	const pointer = new TextEncoder().encode(lfsPointer(sha256, file.size));
	return { sha256, oid: gitBlobOid(pointer), lfsPointerSize: pointer.byteLength };
}

/** Computes the directory entries (git tree ids) of a set of file entries; returns them plus the root tree id. */
function buildTrees(files: Omit<EntriesTable, "commit_id" | "last_commit_id" | "parent">[]): {
	directories: Omit<EntriesTable, "commit_id" | "last_commit_id" | "parent">[];
	root: string;
} {
	const children = new Map<string, TreeChild[]>([["", []]]);
	const ensureDirectory = (directory: string): void => {
		if (children.has(directory)) return;
		children.set(directory, []);
		const slash = directory.lastIndexOf("/");
		ensureDirectory(slash === -1 ? "" : directory.slice(0, slash));
	};
	for (const file of files) {
		const slash = file.path.lastIndexOf("/");
		const parent = slash === -1 ? "" : file.path.slice(0, slash);
		ensureDirectory(parent);
		children.get(parent)?.push({ name: file.path.slice(slash + 1), kind: "file", oid: file.oid });
	}
	const directories = [...children.keys()]
		.filter((path) => path !== "")
		.sort((a, b) => b.split("/").length - a.split("/").length);
	const oids = new Map<string, string>();
	const result: Omit<EntriesTable, "commit_id" | "last_commit_id" | "parent">[] = [];
	for (const directory of directories) {
		const oid = gitTreeOid(children.get(directory) ?? []);
		oids.set(directory, oid);
		result.push({ path: directory, type: "directory", oid, size: 0, sha256: "", lfs_pointer_size: null });
		const slash = directory.lastIndexOf("/");
		children
			.get(slash === -1 ? "" : directory.slice(0, slash))
			?.push({ name: directory.slice(slash + 1), kind: "directory", oid });
	}
	return { directories: result, root: gitTreeOid(children.get("") ?? []) };
}

/**
 * Commits a complete file tree as the new head of `main`, creating the repository if needed:
 * stores blobs (content-addressed), computes git ids, extracts metadata, then writes everything
 * in one transaction. Bad ids or paths fail before anything is written.
 */
export async function createCommit(
	deps: { db: Db; storage: BlobStorage },
	input: CreateCommitInput,
): Promise<CommitResult> {
	const { namespace, name } = parseRepoId(input.repoId);
	const seen = new Set<string>();
	const files = [...input.files];
	for (const file of files) {
		checkRepoPath(file.path);
		if (seen.has(file.path)) throw new ApiError("InvalidPath", `Duplicate path: ${file.path}`);
		seen.add(file.path);
	}
	if (!seen.has(".gitattributes")) files.push(fileFromBytes(".gitattributes", DEFAULT_GITATTRIBUTES));
	const db = deps.db.kysely;
	const existing = await findRepo(db, input.type, input.repoId);
	const timeMs = input.timeMs ?? Date.now();
	const author = input.author ?? "atrium";

	const fileEntries: Omit<EntriesTable, "commit_id" | "last_commit_id" | "parent">[] = [];
	for (const file of files) {
		const stored = await storeFile(deps.storage, file);
		fileEntries.push({
			path: file.path,
			type: "file",
			oid: stored.oid,
			size: file.size,
			sha256: stored.sha256,
			lfs_pointer_size: stored.lfsPointerSize,
		});
	}
	const { directories, root } = buildTrees(fileEntries);
	const parent = existing?.sha ?? null;
	if (existing && parent && input.skipIfUnchanged) {
		const head = await db.selectFrom("commits").select("tree_oid").where("id", "=", parent).executeTakeFirst();
		if (head?.tree_oid === root)
			return {
				commitId: parent,
				repoPk: existing.pk,
				metadata: JSON.parse(existing.info) as RepoMetadata,
				created: false,
			};
	}
	const message = input.message ?? "";
	const commitId = gitCommitOid({
		tree: root,
		parent,
		author,
		timeMs,
		message: message ? `${input.title}\n\n${message}` : input.title,
	});
	const previous = new Map((parent ? await entriesOfCommit(db, parent) : []).map((entry) => [entry.path, entry]));
	const entries: EntriesTable[] = [...fileEntries, ...directories].map((entry) => {
		const before = previous.get(entry.path);
		const slash = entry.path.lastIndexOf("/");
		return {
			...entry,
			parent: slash === -1 ? "" : entry.path.slice(0, slash),
			commit_id: commitId,
			last_commit_id: before && before.oid === entry.oid ? before.last_commit_id : commitId,
		};
	});

	const byPath = new Map(files.map((file) => [file.path, file]));
	const metadata = await extractMetadata(input.type, [...byPath.keys()], async (path, maxBytes) => {
		const file = byPath.get(path);
		return file ? file.read(maxBytes) : new Uint8Array();
	});
	const pk = existing?.pk ?? randomBytes(12).toString("hex");
	const { searchText, ...served } = metadata;
	await writeCommit(db, {
		isNew: !existing,
		repo: {
			pk,
			type: input.type,
			full_id: input.repoId,
			namespace,
			name,
			private: 0,
			gated: "false",
			created_at: existing?.created_at ?? timeMs,
			last_modified: timeMs,
			sha: commitId,
			likes: 0,
			downloads: 0,
			downloads_all_time: 0,
			trending_score: 0,
			pipeline_tag: metadata.pipeline_tag,
			library_name: metadata.library_name,
			sdk: metadata.sdk ?? null,
			num_parameters: parameterCount(metadata),
			search_text: [input.repoId.toLowerCase(), ...metadata.tags.map((tag) => tag.toLowerCase()), searchText].join(
				"\n",
			),
			used_storage: fileEntries.reduce((total, entry) => total + entry.size, 0),
			info: JSON.stringify(served),
		},
		commit: {
			id: commitId,
			repo_pk: pk,
			parent_id: parent,
			seq: existing ? (await lastCommitSeq(db, pk)) + 1 : 1,
			title: input.title,
			message,
			author,
			created_at: timeMs,
			tree_oid: root,
		},
		entries,
		tags: metadata.tags,
	});
	return { commitId, repoPk: pk, metadata, created: true };
}
