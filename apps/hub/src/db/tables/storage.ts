// The storage tables: who uploaded which blob, the Xet side of blobs, quotas and rate limits, shared secrets.

import type { ColumnType } from "kysely";

/**
 * Who sent (or proved they hold) a content-addressed blob, for which repository, when (epoch ms).
 * `user_pk` is `""` for uploads without a user. See decision 009.
 */
export interface BlobUploadsTable {
	sha256: string;
	repo_pk: string;
	user_pk: string;
	size: number;
	uploaded_at: number;
	/** Whose quota the claim counts against when not the repository's namespace (migration 150, decision 037). */
	payer_namespace: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A xorb the Xet CAS verified and stored under `xet/xorbs/…` (migration 140). */
export interface XetXorbsTable {
	/** The xorb hash in the Xet string form. */
	hash: string;
	chunk_count: number;
	unpacked_size: number;
	stored_size: number;
	created_at: number;
}

/** A xorb whose stored files are being written or removed (migration 200): one writer at a time. */
export interface XetXorbClaimsTable {
	hash: string;
	/** When the claim was taken (epoch ms); a claim older than the claim lifetime was left by a dead process. */
	claimed_at: number;
}

/** A xorb a user sent for a repository (the Xet write session a shard may draw on). */
export interface XetXorbUploadsTable {
	xorb_hash: string;
	repo_pk: string;
	user_pk: string;
	uploaded_at: number;
}

/** The Xet side of a stored blob: its Xet file hash and reconstruction terms (JSON). */
export interface XetFilesTable {
	sha256: string;
	xet_hash: string;
	size: number;
	terms: string;
	created_at: number;
}

/** That the blob `sha256` is reconstructed from xorb `xorb_hash` (a term of its `xet_files` row). */
export interface XetFileXorbsTable {
	sha256: string;
	xorb_hash: string;
}

/** A chunk the global deduplication query may find: in xorb `xorb_hash` at `chunk_index` (migration 155). */
export interface XetDedupChunksTable {
	chunk_hash: string;
	xorb_hash: string;
	chunk_index: number;
}

/** Secrets shared by every hub process of one database (e.g. the key that signs upload links). */
export interface HubSecretsTable {
	name: string;
	value: string;
	created_at: number;
}

/** An LFS upload a batch request announced; it counts against the namespace's quota until `expires_at`. */
export interface UploadReservationsTable {
	sha256: string;
	repo_pk: string;
	size: number;
	expires_at: number;
	/** Whose quota the reservation counts against when not the repository's namespace (migration 150, decision 037). */
	payer_namespace: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Per-namespace quota override (null: the default of the account's kind; 0: no quota) and quota-check lock row. */
export interface NamespaceQuotasTable {
	namespace: string;
	quota_bytes: number | null;
	touched_at: number;
}

/** Hourly rate-limit counters by key (`signup:ip:<address>`, `repos:<account pk>`, `refs:<account pk>`). */
export interface RateLimitsTable {
	key: string;
	window_start: number;
	count: number;
}
