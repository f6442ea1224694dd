import type { Insertable, Selectable } from "kysely";
import type {
	ReposTable,
	RepoTagsTable,
	CatalogueVersionTable,
	CommitsTable,
	TreeEntriesTable,
	PathChangesTable,
	RepoGitSettingsTable,
	GitTagObjectsTable,
	RefsTable,
	RepoRedirectsTable,
	RepoLikesTable,
	DownloadDaysTable,
	DownloadJournalAppliedTable,
	RepoBlobsTable,
	SpaceTokensTable,
	PullRequestBlobsTable,
} from "./tables/repos.ts";
import type {
	AccountsTable,
	TokensTable,
	SessionsTable,
	OrgMembersTable,
	AccessRequestsTable,
	InvitationsTable,
	SigninAttemptsTable,
	AuditLogTable,
} from "./tables/accounts.ts";
import type { AccountFollowsTable, CollectionsTable, CollectionItemsTable } from "./tables/community.ts";
import type {
	BlobUploadsTable,
	XetXorbsTable,
	XetXorbUploadsTable,
	XetXorbClaimsTable,
	XetFilesTable,
	XetFileXorbsTable,
	XetDedupChunksTable,
	HubSecretsTable,
	UploadReservationsTable,
	NamespaceQuotasTable,
	RateLimitsTable,
} from "./tables/storage.ts";
import type {
	WebhooksTable,
	WebhookWatchesTable,
	WebhookEventsTable,
	WebhookDeliveriesTable,
} from "./tables/webhooks.ts";
import type {
	DiscussionCountersTable,
	DiscussionsTable,
	DiscussionEventsTable,
	DiscussionCommentVersionsTable,
} from "./tables/discussions.ts";
import type { ParquetConversionsTable } from "./tables/conversions.ts";

// The tables, one file per area under `tables/`, exported from here: import them from `db/database.ts`.
export * from "./tables/repos.ts";
export type * from "./tables/accounts.ts";
export type * from "./tables/community.ts";
export type * from "./tables/storage.ts";
export type * from "./tables/webhooks.ts";
export type * from "./tables/discussions.ts";
export type * from "./tables/conversions.ts";

/** The two databases the hub runs on. */
export type DbDialect = "sqlite" | "postgres";

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
	catalogue_version: CatalogueVersionTable;
	commits: CommitsTable;
	tree_entries: TreeEntriesTable;
	path_changes: PathChangesTable;
	refs: RefsTable;
	repo_redirects: RepoRedirectsTable;
	repo_likes: RepoLikesTable;
	space_tokens: SpaceTokensTable;
	repo_git_settings: RepoGitSettingsTable;
	git_tag_objects: GitTagObjectsTable;
	download_days: DownloadDaysTable;
	download_journal_applied: DownloadJournalAppliedTable;
	blob_uploads: BlobUploadsTable;
	hub_secrets: HubSecretsTable;
	repo_blobs: RepoBlobsTable;
	pull_request_blobs: PullRequestBlobsTable;
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
	parquet_conversions: ParquetConversionsTable;
	xet_xorbs: XetXorbsTable;
	xet_xorb_uploads: XetXorbUploadsTable;
	xet_xorb_claims: XetXorbClaimsTable;
	xet_files: XetFilesTable;
	xet_file_xorbs: XetFileXorbsTable;
	xet_dedup_chunks: XetDedupChunksTable;
}

export type RepoRow = Selectable<ReposTable>;
export type NewRepoRow = Insertable<ReposTable>;
export type CommitRow = Selectable<CommitsTable>;
export type TreeEntryRow = Selectable<TreeEntriesTable>;
export type AccountRow = Selectable<AccountsTable>;
export type TokenRow = Selectable<TokensTable>;
export type WebhookRow = Selectable<WebhooksTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
