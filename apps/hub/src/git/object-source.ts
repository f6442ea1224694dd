import type { PackObject } from "./pack-writer.ts";

/** A ref as git sees it: full name (`refs/heads/main`, `refs/tags/v1`) and the object it points to. */
export interface SourceRef {
	name: string;
	oid: string;
	/** For a ref to an annotated tag: the commit the tag (chain) points to. */
	peeled?: string;
	/**
	 * Kept out of advertisements (a pull request's `refs/pr/{num}`, the hub's `refs/convert/parquet`):
	 * never in protocol v0's list, and in v2's `ls-refs` only for a `ref-prefix` under the hidden ref's
	 * own namespace (`refs/pr/`, `refs/convert/`), which is what `git fetch origin refs/pr/1` sends and
	 * a plain clone does not.
	 */
	hidden?: true;
}

/** What a history walk needs of a commit. */
export interface SourceCommit {
	oid: string;
	parents: string[];
	tree: string;
	/** Committer time, seconds since the epoch. */
	time: number;
}

/** One entry of a stored git tree. */
export interface SourceTreeEntry {
	name: string;
	/** Git mode: `100644`, `100755`, `120000`, `160000`, `40000`. */
	mode: string;
	oid: string;
	/** Size of the git blob (the LFS pointer's for LFS files); 0 for trees and submodules. */
	size: number;
	/** Opaque handle the source uses to read the blob (e.g. its sha256 and whether it is an LFS pointer). */
	blob?: unknown;
}

/** An annotated tag object. */
export interface SourceTag {
	oid: string;
	/** The object the tag names and its type. */
	target: string;
	targetType: "commit" | "tree" | "blob" | "tag";
	/** The tag object's body exactly as hashed. */
	body: Uint8Array;
}

/**
 * A repository as upload-pack reads it. Implementations answer from the hub's tables and blob store
 * (no git repository on disk); every batch call may be given many ids at once and omits unknown ones.
 */
export interface GitObjectSource {
	/** Branches and tags, and the ref `HEAD` points to (`refs/heads/main`), which may be unborn. */
	refs(): Promise<{ head: string; refs: SourceRef[] }>;
	/** Commits by id. */
	commits(oids: readonly string[]): Promise<Map<string, SourceCommit>>;
	/** The exact bodies of commit objects. */
	commitBodies(oids: readonly string[]): Promise<Map<string, Uint8Array>>;
	/** Tree entries by tree id. */
	trees(oids: readonly string[]): Promise<Map<string, SourceTreeEntry[]>>;
	/** Annotated tags by id. */
	tags(oids: readonly string[]): Promise<Map<string, SourceTag>>;
	/** The content of a blob entry. */
	blobContent(entry: SourceTreeEntry): PackObject["content"];
}
