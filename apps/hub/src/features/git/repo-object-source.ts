import type { Kysely } from "kysely";
import { readTrees } from "../../repos/trees.repository.ts";
import type { Database, RepoRow } from "../../db/database.ts";
import { commitObjectOf } from "../../commits/git-store.ts";
import { lfsPointer } from "../../git/lfs-pointer.ts";
import { writeCommit } from "../../git/objects/commit.ts";
import type { GitObjectSource, SourceCommit, SourceRef, SourceTag, SourceTreeEntry } from "../../git/object-source.ts";
import { blobKey, SMALL_SYNC_READ, type BlobStorage } from "../../storage/blob-storage.ts";
import { validTagObjects } from "./tag-objects.repository.ts";

/** How a blob entry is read: from the blob store by sha256, or as the LFS pointer of the stored object. */
interface BlobHandle {
	sha256: string;
	/** Content size of the stored object. */
	size: number;
	lfs: boolean;
}

async function* streamOf(storage: BlobStorage, sha256: string): AsyncGenerator<Uint8Array> {
	const body = await storage.get(blobKey(sha256));
	if (!body) throw new Error(`blob ${sha256} is missing from storage`);
	yield* body;
}

const splitParents = (parents: string): string[] => (parents === "" ? [] : parents.split(" "));

/**
 * upload-pack's view of one repository: refs, commits (re-serialised byte for byte from their stored
 * fields) and trees from the commit engine's tables, blobs from the blob store (LFS files as their
 * pointer text).
 */
export function repoObjectSource(deps: { db: Kysely<Database>; storage: BlobStorage }, repo: RepoRow): GitObjectSource {
	const { db, storage } = deps;
	return {
		async refs() {
			const rows = await db
				.selectFrom("refs")
				.select(["kind", "name", "commit_id"])
				.where("repo_pk", "=", repo.pk)
				.execute();
			const tagObjects = await validTagObjects(db, repo.pk);
			const refs: SourceRef[] = rows.map((row) => {
				const tag = row.kind === "tag" ? tagObjects.get(row.name) : undefined;
				if (tag) return { name: `refs/tags/${row.name}`, oid: tag.oid, peeled: row.commit_id };
				if (row.kind === "pr" || row.kind === "convert") return { name: row.name, oid: row.commit_id, hidden: true };
				return { name: `${row.kind === "branch" ? "refs/heads/" : "refs/tags/"}${row.name}`, oid: row.commit_id };
			});
			return { head: "refs/heads/main", refs };
		},
		async commits(oids) {
			if (oids.length === 0) return new Map();
			const rows = await db
				.selectFrom("commits")
				.select(["id", "parents", "tree_oid", "committer_time"])
				.where("repo_pk", "=", repo.pk)
				.where("id", "in", [...oids])
				.execute();
			return new Map<string, SourceCommit>(
				rows.map((row) => [
					row.id,
					{ oid: row.id, parents: splitParents(row.parents), tree: row.tree_oid, time: Number(row.committer_time) },
				]),
			);
		},
		async commitBodies(oids) {
			if (oids.length === 0) return new Map();
			const rows = await db
				.selectFrom("commits")
				.selectAll()
				.where("repo_pk", "=", repo.pk)
				.where("id", "in", [...oids])
				.execute();
			// The stored fields serialise back to the exact bytes the commit id was hashed from.
			return new Map(rows.map((row) => [row.id, writeCommit(commitObjectOf(row))]));
		},
		async trees(oids) {
			const rows = await readTrees(db, repo.pk, [...oids]);
			const result = new Map<string, SourceTreeEntry[]>();
			for (const [oid, entries] of rows) {
				result.set(
					oid,
					entries.map((row) => {
						if (row.type === "directory") return { name: row.name, mode: row.mode, oid: row.oid, size: 0 };
						const lfs = row.lfs_pointer_size !== null;
						const blob: BlobHandle = { sha256: row.sha256, size: Number(row.size), lfs };
						const size = lfs ? Number(row.lfs_pointer_size) : Number(row.size);
						return { name: row.name, mode: row.mode, oid: row.oid, size, blob };
					}),
				);
			}
			return result;
		},
		async tags(oids) {
			const wanted = new Set(oids);
			const result = new Map<string, SourceTag>();
			if (wanted.size === 0) return result;
			for (const tag of (await validTagObjects(db, repo.pk)).values()) {
				if (wanted.has(tag.oid))
					result.set(tag.oid, { oid: tag.oid, target: tag.target, targetType: "commit", body: tag.body });
			}
			return result;
		},
		blobContent(entry) {
			const blob = entry.blob as BlobHandle;
			if (blob.lfs) return Buffer.from(lfsPointer(blob.sha256, blob.size));
			// Most git blobs are a few KiB: read at once, they cost a clone far less than a stream each.
			if (storage.readSmallSync && blob.size <= SMALL_SYNC_READ) {
				const bytes = storage.readSmallSync(blobKey(blob.sha256));
				if (bytes) return bytes;
			}
			return () => streamOf(storage, blob.sha256);
		},
	};
}
