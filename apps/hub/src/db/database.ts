import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** The two databases the hub runs on. */
export type DbDialect = "sqlite" | "postgres";

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

/** Branches, tags and pull-request refs (`pr`, named `refs/pr/{num}`, migration 120). */
export interface RefsTable {
	repo_pk: string;
	kind: "branch" | "tag" | "pr";
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

/** Download counts per repository per UTC day (`YYYY-MM-DD`). */
export interface DownloadDaysTable {
	repo_pk: string;
	day: string;
	count: number;
}

/** A user or an organization; both own repositories under their `name`. Times are epoch ms. */
export interface AccountsTable {
	/** Opaque 24-hex id. */
	pk: string;
	kind: "user" | "org";
	name: string;
	/** `name` in lower case: names are unique regardless of case. */
	name_lower: string;
	fullname: string;
	email: string | null;
	/** `scrypt$...` (see `auth/passwords.ts`); null for organizations and SSO-only users. */
	password_hash: string | null;
	/** `issuer#subject` of an OpenID Connect identity, when the user signs in through SSO. */
	oidc_subject: string | null;
	is_admin: number;
	/** When an admin disabled the account; its tokens and sessions stop working. */
	disabled_at: number | null;
	created_at: number;
}

/** Access tokens. Only the sha256 of the secret is stored. */
export interface TokensTable {
	pk: string;
	user_pk: string;
	name: string;
	role: "read" | "write";
	secret_hash: string;
	created_at: number;
	last_used_at: number | null;
	revoked_at: number | null;
}

/** Site sessions, keyed by the sha256 of the cookie's secret. */
export interface SessionsTable {
	secret_hash: string;
	user_pk: string;
	created_at: number;
	expires_at: number;
}

/** Members of organizations and their role. */
/** A collection of repositories owned by a namespace (`features/collections`). */
export interface CollectionsTable {
	/** 24 hex digits, the end of the slug. */
	pk: string;
	namespace: string;
	namespace_lower: string;
	title: string;
	/** The title as the slug writes it; unique per namespace. */
	title_key: string;
	description: string;
	private: number;
	theme: string;
	/** Order among the namespace's collections, from 0. */
	position: number;
	created_at: number;
	updated_at: number;
}

/** A repository in a collection, with its place and its note. */
export interface CollectionItemsTable {
	pk: string;
	collection_pk: string;
	repo_pk: string;
	position: number;
	note: string;
	created_at: number;
}

/** A user following another user or an organization (`features/people`). */
export interface AccountFollowsTable {
	follower_pk: string;
	followed_pk: string;
	created_at: number;
}

export interface OrgMembersTable {
	org_pk: string;
	user_pk: string;
	role: "admin" | "write" | "read";
	created_at: number;
}

/** Requests for access to gated repositories. `fields` is the JSON of what the card asked for. */
export interface AccessRequestsTable {
	repo_pk: string;
	user_pk: string;
	status: "pending" | "accepted" | "rejected";
	fields: string;
	created_at: number;
	decided_at: number | null;
	decided_by: string | null;
}

/** Invitations to sign up on an invite-only hub (`ATRIUM_SIGNUP=invite`); single use. */
export interface InvitationsTable {
	secret_hash: string;
	created_by: string;
	created_at: number;
	expires_at: number;
	used_by: string | null;
}

/** Failed sign-in counters per account (`user:<name>`) and per address (`ip:<address>`), in fixed windows. */
export interface SigninAttemptsTable {
	key: string;
	window_start: number;
	failures: number;
}

/** Security events (see `auth/audit.ts`). */
export interface AuditLogTable {
	pk: string;
	at: number;
	event: string;
	actor: string | null;
	target: string | null;
	address: string | null;
	/** JSON object with event details. */
	detail: string;
}

/** Download journal segments whose counts are committed (see `download-journal.ts`). */
export interface DownloadJournalAppliedTable {
	segment_id: string;
	applied_at: number;
}

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

/** Secrets shared by every hub process of one database (e.g. the key that signs upload links). */
export interface HubSecretsTable {
	name: string;
	value: string;
	created_at: number;
}

/** The distinct contents (sha256, size) the stored trees of a repository name (migration 110). */
export interface RepoBlobsTable {
	repo_pk: string;
	sha256: string;
	size: number;
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

/** A user's webhook (decision 031). `watched` and `domains` are JSON arrays as the API shows them. Times are epoch ms. */
export interface WebhooksTable {
	/** Opaque 24-hex id. */
	id: string;
	owner_pk: string;
	url: string;
	watched: string;
	domains: string;
	secret: string | null;
	disabled: number;
	created_at: number;
	updated_at: number;
}

/** One watched item of a webhook: `user`, `org`, `model`, `dataset` or `space`, and its name in lower case. */
export interface WebhookWatchesTable {
	webhook_id: string;
	type: string;
	name_lower: string;
}

/** The webhook outbox: an event written in the transaction of its change (`webhooks/outbox.ts`). */
export interface WebhookEventsTable {
	seq: Generated<number>;
	repo_pk: string;
	scope: string;
	action: string;
	/** JSON: a `StoredEvent` of `webhooks/outbox.ts`. */
	body: string;
	created_at: number;
}

/** One delivery of an event (or a replay) to one webhook, and how its attempts went. */
export interface WebhookDeliveriesTable {
	seq: Generated<number>;
	/** Opaque 24-hex id. */
	id: string;
	webhook_id: string;
	repo_pk: string;
	scope: string;
	action: string;
	/** The delivery this one replays. */
	replay_of: string | null;
	/** JSON body sent. */
	payload: string;
	status: "pending" | "delivered" | "failed" | "skipped";
	attempts: number;
	next_attempt_at: number;
	/** Until when the process sending it holds it (epoch ms). */
	claimed_until: number | null;
	response_status: number | null;
	duration_ms: number | null;
	error: string | null;
	created_at: number;
	finished_at: number | null;
}

/** A discussion status; pull requests start as `draft` or `open` and end `merged` or `closed`. */
export type DiscussionStatus = "draft" | "open" | "closed" | "merged";

/** The last discussion number given in a repository (migration 120). */
export interface DiscussionCountersTable {
	repo_pk: string;
	last_num: number;
}

/** A discussion or pull request of a repository (migration 120); times are epoch ms. */
export interface DiscussionsTable {
	repo_pk: string;
	num: number;
	title: string;
	author_pk: string | null;
	status: DiscussionStatus;
	is_pull_request: number;
	/** Pull requests: the branch it merges into. */
	target_branch: string | null;
	/** Merged pull requests: the commit the merge left on the target branch. */
	merge_commit_id: string | null;
	created_at: number;
	updated_at: number;
}

/** Kinds of thread events, as the clients spell them. */
export type DiscussionEventType = "comment" | "status-change" | "commit" | "title-change";

/** One event of a thread, in `position` order (migration 120). */
export interface DiscussionEventsTable {
	/** 24 hex digits. */
	id: string;
	repo_pk: string;
	num: number;
	position: number;
	type: DiscussionEventType;
	author_pk: string | null;
	created_at: number;
	/** JSON: `{status}`, `{subject, oid}`, `{from, to}`, `{}` for comments. */
	data: string;
	/** Comments: the latest text. */
	content: string | null;
	hidden: number;
	hidden_by_pk: string | null;
}

/** Every version of a comment, the first one included (migration 120). */
export interface DiscussionCommentVersionsTable {
	event_id: string;
	version: number;
	content: string;
	author_pk: string | null;
	created_at: number;
}

/** The whole schema, as Kysely sees it. */
export interface Database {
	accounts: AccountsTable;
	tokens: TokensTable;
	sessions: SessionsTable;
	org_members: OrgMembersTable;
	account_follows: AccountFollowsTable;
	collections: CollectionsTable;
	collection_items: CollectionItemsTable;
	access_requests: AccessRequestsTable;
	signin_attempts: SigninAttemptsTable;
	invitations: InvitationsTable;
	audit_log: AuditLogTable;
	repos: ReposTable;
	repo_tags: RepoTagsTable;
	commits: CommitsTable;
	tree_entries: TreeEntriesTable;
	path_changes: PathChangesTable;
	refs: RefsTable;
	repo_redirects: RepoRedirectsTable;
	repo_likes: RepoLikesTable;
	repo_git_settings: RepoGitSettingsTable;
	git_tag_objects: GitTagObjectsTable;
	download_days: DownloadDaysTable;
	download_journal_applied: DownloadJournalAppliedTable;
	blob_uploads: BlobUploadsTable;
	hub_secrets: HubSecretsTable;
	repo_blobs: RepoBlobsTable;
	discussion_counters: DiscussionCountersTable;
	discussions: DiscussionsTable;
	discussion_events: DiscussionEventsTable;
	discussion_comment_versions: DiscussionCommentVersionsTable;
	upload_reservations: UploadReservationsTable;
	namespace_quotas: NamespaceQuotasTable;
	rate_limits: RateLimitsTable;
	webhooks: WebhooksTable;
	webhook_watches: WebhookWatchesTable;
	webhook_events: WebhookEventsTable;
	webhook_deliveries: WebhookDeliveriesTable;
	xet_xorbs: XetXorbsTable;
	xet_xorb_uploads: XetXorbUploadsTable;
	xet_files: XetFilesTable;
	xet_file_xorbs: XetFileXorbsTable;
}

export type RepoRow = Selectable<ReposTable>;
export type NewRepoRow = Insertable<ReposTable>;
export type CommitRow = Selectable<CommitsTable>;
export type TreeEntryRow = Selectable<TreeEntriesTable>;
export type AccountRow = Selectable<AccountsTable>;
export type TokenRow = Selectable<TokensTable>;
export type WebhookRow = Selectable<WebhooksTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
