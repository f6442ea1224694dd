import type { Insertable, Selectable } from "kysely";

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
	/** JSON: the extracted metadata ({@link RepoMetadata} in `metadata/extract-metadata.ts`). */
	info: string;
}

/** The tags of a repository, one row each (indexed for `filter=`). */
export interface RepoTagsTable {
	repo_pk: string;
	tag: string;
}

/** A commit. `seq` numbers a repository's commits from 1. */
export interface CommitsTable {
	id: string;
	repo_pk: string;
	parent_id: string | null;
	seq: number;
	title: string;
	message: string;
	author: string;
	created_at: number;
	tree_oid: string;
}

/** Every file and directory of a commit's tree (a full snapshot per commit). */
export interface EntriesTable {
	commit_id: string;
	path: string;
	/** The directory holding the entry (`""` at the root). */
	parent: string;
	type: "file" | "directory";
	/** Git object id: blob SHA-1 (of the LFS pointer for LFS files) or tree SHA-1. */
	oid: string;
	size: number;
	/** SHA-256 of the content; the storage key. Empty for directories. */
	sha256: string;
	/** Size of the LFS pointer when the file is stored LFS-style, else null. */
	lfs_pointer_size: number | null;
	/** The last commit that changed this entry. */
	last_commit_id: string;
}

/** Branches and tags. */
export interface RefsTable {
	repo_pk: string;
	kind: "branch" | "tag";
	name: string;
	commit_id: string;
}

/** Download counts per repository per UTC day (`YYYY-MM-DD`). */
export interface DownloadDaysTable {
	repo_pk: string;
	day: string;
	count: number;
}

/** The whole schema, as Kysely sees it. */
export interface Database {
	repos: ReposTable;
	repo_tags: RepoTagsTable;
	commits: CommitsTable;
	entries: EntriesTable;
	refs: RefsTable;
	download_days: DownloadDaysTable;
}

export type RepoRow = Selectable<ReposTable>;
export type NewRepoRow = Insertable<ReposTable>;
export type CommitRow = Selectable<CommitsTable>;
export type EntryRow = Selectable<EntriesTable>;
