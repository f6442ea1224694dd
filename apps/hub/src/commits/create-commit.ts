import { createHash } from "node:crypto";
import type { RepoType } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import type { RepoMetadata } from "../metadata/extract-metadata.ts";
import { checkRepoPath } from "../repo-ids/repo-ids.ts";
import { blobKey, type BlobStorage } from "../storage/blob-storage.ts";
import type { CommitFile } from "./commit-file.ts";
import { commit, type EngineDeps } from "./commit-engine.ts";
import type { CommitOperation } from "./commit-operations.ts";
import { findRepo } from "../repos/repos.repository.ts";
import { createRepo } from "./create-repo.ts";
import { DEFAULT_GITATTRIBUTES, isLfsPath } from "./lfs-rules.ts";
import { DEFAULT_BRANCH } from "../repos/ref-names.ts";

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
	/** A repository this creates is private from its first moment (an existing one keeps its setting). */
	private?: boolean;
}

/** What a commit produced. */
export interface CommitResult {
	commitId: string;
	repoPk: string;
	metadata: RepoMetadata;
	/** False when `skipIfUnchanged` found nothing to commit. */
	created: boolean;
}

/**
 * The operation that adds a file: LFS-style files (by the default `.gitattributes` rules and the
 * 10 MiB threshold) are streamed into storage first and committed by sha256; others by content.
 */
export async function operationOfFile(storage: BlobStorage, file: CommitFile): Promise<CommitOperation> {
	if (!isLfsPath(file.path, file.size))
		return { op: "put", path: file.path, content: { kind: "regular", bytes: await file.read() } };
	const sha = createHash("sha256");
	const reader = file.stream().getReader();
	for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) sha.update(chunk.value);
	const sha256 = sha.digest("hex");
	const key = blobKey(sha256);
	if (!(await storage.stat(key))) await storage.put(key, file.stream(), file.size);
	return { op: "put", path: file.path, content: { kind: "lfs", sha256, size: file.size } };
}

/**
 * Commits a complete file tree as the new head of `main` (an adapter over the commit engine for the
 * seed, `atrium import` and tests), creating the repository with this as its first commit if needed.
 * A default `.gitattributes` is added when the files bring none.
 */
export async function createCommit(deps: EngineDeps, input: CreateCommitInput): Promise<CommitResult> {
	const seen = new Set<string>();
	for (const file of input.files) {
		checkRepoPath(file.path);
		if (seen.has(file.path)) throw new ApiError("InvalidPath", `Duplicate path: ${file.path}`);
		seen.add(file.path);
	}
	const operations: CommitOperation[] = [];
	for (const file of input.files) operations.push(await operationOfFile(deps.storage, file));
	if (!seen.has(".gitattributes"))
		operations.push({
			op: "put",
			path: ".gitattributes",
			content: { kind: "regular", bytes: new TextEncoder().encode(DEFAULT_GITATTRIBUTES) },
		});
	const message = input.message ? `${input.title}\n\n${input.message}` : input.title;
	const author = input.author ?? "atrium";
	const existing = await findRepo(deps.db.kysely, input.type, input.repoId);
	if (!existing) {
		const created = await createRepo(deps, {
			type: input.type,
			id: input.repoId,
			...(input.private ? { private: true } : {}),
			initial: { operations, message, author, ...(input.timeMs !== undefined ? { timeMs: input.timeMs } : {}) },
		});
		const info = JSON.parse(created.repo.info) as RepoMetadata;
		return { commitId: created.commitId, repoPk: created.repo.pk, metadata: info, created: true };
	}
	const result = await commit(deps, {
		repo: existing,
		branch: DEFAULT_BRANCH,
		operations: [{ op: "deleteFolder", path: "" }, ...operations],
		author,
		message,
		...(input.timeMs !== undefined ? { timeMs: input.timeMs } : {}),
		...(input.skipIfUnchanged ? { skipIfUnchanged: true } : {}),
	});
	return { commitId: result.commitId, repoPk: existing.pk, metadata: result.metadata, created: result.created };
}
