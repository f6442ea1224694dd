// The repositories' tables: identity and metadata, git history and trees, refs, likes, downloads.
import type { ColumnType } from "kysely";

/** Repository kinds, as the API spells them in the singular. */
export const REPO_TYPES = ["model", "dataset", "space"] as const;

/** A repository kind. */
export type RepoType = (typeof REPO_TYPES)[number];

/** One repository: identity, denormalised metadata of its default branch, counters. Times are epoch ms. */
export interface ReposTable {
	/** Opaque 24-hex id (`_id` in the API). */
	pk: string;
	type: RepoType;
	/** `namespace/name`. */
	full_id: string;
	namespace: string;
	name: string;
	private: number;
	/** `"false"`, `"auto"` or `"manual"`. */
	gated: string;
	created_at: number;
	last_modified: number;
	/** Head commit of `main`. */
	sha: string;
	likes: number;
	/** Downloads of the last 30 days, refreshed when counts are flushed. */
	downloads: number;
	downloads_all_time: number;
	trending_score: number;
	pipeline_tag: string | null;
	library_name: string | null;
	sdk: string | null;
	/** Total parameter count (safetensors or GGUF), when known. */
	num_parameters: number | null;
	/** Lower-case text searched by `search=`: id, tags and the card's text. */
	search_text: string;
	used_storage: number;
	/** Bytes of the smallest weight variant of the default branch (decision 040, migration 156), when sized. */
	memory_weight_bytes: ColumnType<number | null, number | null | undefined, number | null>;
	/** KV cache bytes per token of context, when the attention shape is known. */
	memory_kv_bytes_per_token: ColumnType<number | null, number | null | undefined, number | null>;
	/** The model's own context length, when it states one. */
	memory_context_length: ColumnType<number | null, number | null | undefined, number | null>;
	/** JSON: the extracted metadata ({@link RepoMetadata} in `metadata/extract-metadata.ts`). */
	info: string;
}

/** The tags of a repository, one row each (indexed for `filter=`). */
export interface RepoTagsTable {
	repo_pk: string;
	tag: string;
}

/**
 * One row (`id` 1) whose `version` grows with every transaction that changes `repos` or `repo_tags`
 * (triggers of migration 190, decision 048): what repository lists show has changed when it has.
 */
export interface CatalogueVersionTable {
	id: number;
	/** A bigint: PostgreSQL's driver gives it as a string. */
	version: number | string;
}

/**
 * A commit of a repository, with every field of its git commit object as hashed (so the object can be
 * re-serialised byte for byte: `git/objects/commit.ts` `writeCommit`) and the metadata extracted from
 * its tree. Ids are git ids, unique per repository (two repositories may hold the same commit).
 */
export interface CommitsTable {
	repo_pk: string;
	id: string;
	/** First parent (history walks these), null for a root commit. */
	parent_id: string | null;
	/** All parents in order, space-separated (`""` for a root commit). */
	parents: string;
	/** Depth along first parents: 1 for a root commit, parent's + 1 otherwise (the history length). */
	seq: number;
	/** First line of the message. */
	title: string;
	/** The message after the title and the blank line. */
	message: string;
	/** The author's user name as the API shows it (`authors[].user`). */
	author: string;
	/** Commit time, epoch ms (the API's `date`). */
	created_at: number;
	tree_oid: string;
	author_name: string;
	author_email: string;
	/** Seconds since the epoch. */
	author_time: number;
	/** `+0000`-style offset. */
	author_tz: string;
	committer_name: string;
	committer_email: string;
	committer_time: number;
	committer_tz: string;
	/** Header lines after `committer`, verbatim (usually `""`). */
	extra_headers: string;
	/** The message exactly as hashed. */
	raw_message: string;
	/** JSON: the metadata extracted from this commit's tree ({@link RepoMetadata}, with `searchText`). */
	info: string;
	/** Total size of the files of this commit's tree. */
	used_storage: number;
}

/**
 * The entries of git trees, stored once per repository and tree id and shared by every commit whose
 * tree holds that tree. File entries carry what reads need about their blob.
 */
export interface TreeEntriesTable {
	repo_pk: string;
	tree_oid: string;
	name: string;
	/** Git mode: `100644`, `100755`, `120000`, `160000` or `40000`. */
	mode: string;
	type: "file" | "directory";
	/** Git object id: blob SHA-1 (of the LFS pointer for LFS files) or tree SHA-1. */
	oid: string;
	/** Content size of a file (the LFS object's for LFS files); 0 for directories. */
	size: number;
	/** SHA-256 of the content; the storage key. Empty for directories. */
	sha256: string;
	/** Size of the LFS pointer when the file is stored LFS-style, else null. */
	lfs_pointer_size: number | null;
}

/**
 * The paths (files and directories) whose object changed in a commit compared with its first parent
 * (every path for a root commit): `lastCommit` of a path is the nearest first-parent ancestor listed here.
 */
export interface PathChangesTable {
	repo_pk: string;
	path: string;
	commit_id: string;
	/** The commit's `seq`, so the nearest change is an index walk. */
	seq: number;
}

/** Settings of git pushes to a repository; a repository without a row has the defaults (all 0). */
export interface RepoGitSettingsTable {
	repo_pk: string;
	/** 1: non-fast-forward pushes to the default branch are refused, even when forced. */
	deny_force_push: number;
}

/** An annotated tag object pushed with git, for the tag ref `name` (valid while the ref points to `target`). */
export interface GitTagObjectsTable {
	repo_pk: string;
	name: string;
	oid: string;
	/** The commit the tag object names. */
	target: string;
	/** The tag object's body, base64. */
	body: string;
}

/** Branches, tags, pull-request refs (`pr`, named `refs/pr/{num}`, migration 120) and the hub's conversion refs (`convert`, named `refs/convert/parquet`, decision 042). */
export interface RefsTable {
	repo_pk: string;
	kind: "branch" | "tag" | "pr" | "convert";
	name: string;
	commit_id: string;
}

/** An old `namespace/name` of a moved repository; requests to it are redirected to the repository's current name. */
export interface RepoRedirectsTable {
	type: RepoType;
	from_id: string;
	repo_pk: string;
}

/** One user's like of a repository (`repos.likes` counts them). */
export interface RepoLikesTable {
	repo_pk: string;
	user_id: string;
	created_at: number;
}

/** A URL token that opens a private static space on the spaces origin for one user (decision 041). Times are epoch ms. */
export interface SpaceTokensTable {
	/** sha256 (hex) of the token; the token itself is never stored. */
	token_hash: string;
	repo_pk: string;
	user_pk: string;
	expires_at: number;
}

/** Download counts per repository per UTC day (`YYYY-MM-DD`). */
export interface DownloadDaysTable {
	repo_pk: string;
	day: string;
	count: number;
}

/** Download journal segments whose counts are committed (see `download-journal.ts`). */
export interface DownloadJournalAppliedTable {
	segment_id: string;
	applied_at: number;
}

/** The distinct contents (sha256, size) the stored trees of a repository name (migration 110). */
export interface RepoBlobsTable {
	repo_pk: string;
	sha256: string;
	size: number;
}

/**
 * Contents of a repository a reader's pull request brought in, paid for by the reader's namespace until
 * a writer adopts them (migration 151, decision 038).
 */
export interface PullRequestBlobsTable {
	repo_pk: string;
	sha256: string;
	size: number;
	/** The pull request whose commit brought the content. */
	num: number;
	payer_namespace: string;
}
