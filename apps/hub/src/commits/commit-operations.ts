import { turnTaker } from "./event-loop.ts";
import { createHash } from "node:crypto";
import { ApiError } from "../errors.ts";
import { blobId } from "../git/objects/blob.ts";
import { TREE_MODES } from "../git/objects/tree-entry.ts";
import { lfsPointer } from "../git/lfs-pointer.ts";
import { checkRepoPath } from "../repo-ids/repo-ids.ts";
import { blobKey, type BlobStorage } from "../storage/blob-storage.ts";
import { resolveCommit } from "../repos/resolve-commit.ts";
import { TreeBuilder, type BlobInfo } from "./tree-builder.ts";
import type { Executor } from "../repos/trees.repository.ts";

/**
 * Commit operations and how they become tree changes: their paths are checked, their contents stored
 * (or, for LFS, found in storage) once before any attempt, then they are applied in order to a
 * {@link TreeBuilder} on the parent's tree. Nothing here touches refs or commits.
 */

/** The content of a file to add or replace: bytes stored as a regular git blob, or an LFS object already in storage. */
export type FileContent =
	{ kind: "regular"; bytes: Uint8Array; executable?: boolean } | { kind: "lfs"; sha256: string; size: number };

/** One change of a commit, applied in order to the parent's tree. */
export type CommitOperation =
	/** Add or replace a file. */
	| { op: "put"; path: string; content: FileContent }
	/** Remove a file (`EntryNotFound` when there is none). */
	| { op: "delete"; path: string }
	/** Remove a folder and everything below it (`""`: everything). */
	| { op: "deleteFolder"; path: string }
	/** Add `path` with the same blob as `from` in the parent's tree (or in `fromRevision`'s). */
	| { op: "copy"; from: string; path: string; fromRevision?: string };

type PutOperation = Extract<CommitOperation, { op: "put" }>;

/** Checks every path the operations name (`InvalidPath`); `deleteFolder` may name the root, `""`. */
export function checkOperationPaths(operations: CommitOperation[]): void {
	for (const operation of operations) {
		if (operation.op === "deleteFolder") {
			if (operation.path !== "") checkRepoPath(operation.path);
		} else checkRepoPath(operation.path);
		if (operation.op === "copy") checkRepoPath(operation.from);
	}
}

/** A put's blob as the tree records it, with the bytes of a regular file (they feed metadata without a storage read). */
export interface PreparedBlob extends BlobInfo {
	bytes?: Uint8Array;
}

/** Storage calls in flight at once while preparing a commit's blobs. */
const BLOB_CONCURRENCY = 16;

/** Stores regular contents (once per sha256) and checks LFS objects are in storage with their size. */
export async function prepareBlobs(
	storage: BlobStorage,
	operations: CommitOperation[],
): Promise<Map<CommitOperation, PreparedBlob>> {
	const prepared = new Map<CommitOperation, PreparedBlob>();
	const puts = operations.filter((operation): operation is PutOperation => operation.op === "put");
	// Storage round trips (a stat, maybe a write) overlap, a few at a time.
	let next = 0;
	const worker = async (): Promise<void> => {
		while (next < puts.length) {
			const operation = puts[next++] as PutOperation;
			prepared.set(operation, await prepareBlob(storage, operation));
		}
	};
	await Promise.all(Array.from({ length: Math.min(BLOB_CONCURRENCY, puts.length) }, worker));
	return prepared;
}

/** The contents the puts of a commit name (sha256 and size): what the storage quota weighs before anything is stored. */
export function blobsOfOperations(operations: CommitOperation[]): { sha256: string; size: number }[] {
	const blobs: { sha256: string; size: number }[] = [];
	for (const operation of operations) {
		if (operation.op !== "put") continue;
		const { content } = operation;
		blobs.push(
			content.kind === "regular"
				? { sha256: createHash("sha256").update(content.bytes).digest("hex"), size: content.bytes.byteLength }
				: { sha256: content.sha256, size: content.size },
		);
	}
	return blobs;
}

async function prepareBlob(storage: BlobStorage, operation: PutOperation): Promise<PreparedBlob> {
	const { content } = operation;
	if (content.kind === "regular") {
		const sha256 = createHash("sha256").update(content.bytes).digest("hex");
		const key = blobKey(sha256);
		if (!(await storage.stat(key))) await storage.put(key, content.bytes, content.bytes.byteLength);
		return {
			mode: content.executable ? TREE_MODES.executable : TREE_MODES.file,
			oid: blobId(content.bytes),
			size: content.bytes.byteLength,
			sha256,
			lfs_pointer_size: null,
			bytes: content.bytes,
		};
	}
	if (!/^[0-9a-f]{64}$/.test(content.sha256))
		throw new ApiError("BadRequest", `Invalid LFS object id for ${operation.path}: expected 64 hex digits`);
	const stat = await storage.stat(blobKey(content.sha256));
	if (!stat)
		throw new ApiError(
			"LfsObjectMissing",
			`The LFS object ${content.sha256} of ${operation.path} has not been uploaded`,
		);
	if (stat.size !== content.size)
		throw new ApiError(
			"LfsObjectMissing",
			`The LFS object ${content.sha256} of ${operation.path} is ${stat.size} bytes, not ${content.size}`,
		);
	const pointer = new TextEncoder().encode(lfsPointer(content.sha256, content.size));
	return {
		mode: TREE_MODES.file,
		oid: blobId(pointer),
		size: content.size,
		sha256: content.sha256,
		lfs_pointer_size: pointer.byteLength,
	};
}

/** The tree operations apply to: copies without `fromRevision` read from it. */
export interface OperationBase {
	db: Executor;
	repoPk: string;
	/** The parent's root tree. */
	tree: string;
}

/**
 * Applies `operations` in order to `builder` (which starts from `base.tree`), with the blobs
 * {@link prepareBlobs} made for the puts. Returns the bytes of the regular files the operations leave
 * written, by path (later operations override or remove earlier ones).
 */
export async function applyOperations(
	builder: TreeBuilder,
	base: OperationBase,
	operations: CommitOperation[],
	prepared: Map<CommitOperation, PreparedBlob>,
): Promise<Map<string, Uint8Array>> {
	const ownBytes = new Map<string, Uint8Array>();
	const turn = turnTaker();
	for (const operation of operations) {
		await turn();
		if (operation.op === "put") {
			const blob = prepared.get(operation) as PreparedBlob;
			const { bytes, ...info } = blob;
			await builder.putFile(operation.path, info);
			if (bytes) ownBytes.set(operation.path, bytes);
			else ownBytes.delete(operation.path);
		} else if (operation.op === "delete") {
			await builder.deleteFile(operation.path);
			ownBytes.delete(operation.path);
		} else if (operation.op === "deleteFolder") {
			await builder.deleteFolder(operation.path);
			for (const path of ownBytes.keys())
				if (operation.path === "" || path.startsWith(`${operation.path}/`)) ownBytes.delete(path);
		} else {
			const source = await copySource(base, operation.from, operation.fromRevision);
			if (!source) throw new ApiError("EntryNotFound", `A file with this name doesn't exist: ${operation.from}`);
			await builder.putFile(operation.path, source);
			ownBytes.delete(operation.path);
		}
	}
	return ownBytes;
}

/** The file a copy reads: `path` in the base tree, or in `revision`'s (`RevisionNotFound` when unknown). */
async function copySource(base: OperationBase, path: string, revision?: string): Promise<BlobInfo | undefined> {
	let tree = base.tree;
	if (revision) {
		const source = await resolveCommit(base.db, base.repoPk, revision);
		if (!source) throw new ApiError("RevisionNotFound", `Invalid rev id: ${revision}`);
		tree = source.tree_oid;
	}
	// A builder of its own: the copy reads the starting tree, not the one being changed.
	return new TreeBuilder(base.db, base.repoPk, tree, 0).getFile(path);
}
