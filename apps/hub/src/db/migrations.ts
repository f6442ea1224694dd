import type { Migration, MigrationProvider } from "kysely/migration";
import { createSchema } from "./migration-001-create-schema.ts";
import { createSearchIndex } from "./migration-002-search-index.ts";
import { createSortIndexes } from "./migration-003-sort-indexes.ts";
import { commitEngineMigration } from "./migration-010-commit-engine.ts";
import { movesAndLikesMigration } from "./migration-010-moves-likes.ts";
import { accountsMigration } from "./migration-020-accounts.ts";
import { blobUploadsMigration } from "./migration-030-blob-uploads.ts";
import { gitPushSettingsMigration } from "./migration-040-git-push-settings.ts";
import { gitTagObjectsMigration } from "./migration-041-git-tag-objects.ts";
import { createDownloadJournalApplied } from "./migration-060-download-journal.ts";
import { createIdSearchIndex } from "./migration-080-id-search.ts";
import { namespaceOwnersMigration } from "./migration-100-namespace-owners.ts";
import { namespaceLookupMigration } from "./migration-101-namespace-lookup.ts";
import { abuseLimitsMigration } from "./migration-110-abuse-limits.ts";
import { followsMigration } from "./migration-160-follows.ts";
import { collectionsMigration } from "./migration-161-collections.ts";
import { spaceTokensMigration } from "./migration-162-space-tokens.ts";
import { webhooksMigration } from "./migration-130-webhooks.ts";
import { parquetConversionsMigration } from "./migration-180-parquet-conversions.ts";
import { catalogueVersionMigration } from "./migration-190-catalogue-version.ts";
import { xetXorbClaimsMigration } from "./migration-200-xet-xorb-claims.ts";
import { repoIdsAnyCaseMigration } from "./migration-201-repo-ids-any-case.ts";
import { discussionsMigration } from "./migration-120-discussions.ts";
import { xetMigration } from "./migration-140-xet.ts";
import { xetDedupChunksMigration } from "./migration-155-xet-dedup-chunks.ts";
import { memoryFitMigration } from "./migration-156-memory-fit.ts";
import { uploadPayerMigration } from "./migration-150-upload-payer.ts";
import { pullRequestContentsMigration } from "./migration-151-pull-request-contents.ts";

/**
 * Every migration, one file each (`migration-NNN-<topic>.ts`), under the name it is recorded by in
 * `kysely_migration`. A name never changes once released: databases that ran it know it by that name.
 * To add one: a new file in your number range, one import, one line here. Names sort in the order
 * they run; a database may have run a later number before an earlier one existed, and then runs the
 * earlier one next (see `migrate.ts`).
 */
export const MIGRATIONS: Record<string, Migration> = {
	"001_create_schema": createSchema,
	"002_search_index": createSearchIndex,
	"003_sort_indexes": createSortIndexes,
	"010_commit_engine": commitEngineMigration,
	"010_moves_likes": movesAndLikesMigration,
	"020_accounts": accountsMigration,
	"030_blob_uploads": blobUploadsMigration,
	"040_git_push_settings": gitPushSettingsMigration,
	"041_git_tag_objects": gitTagObjectsMigration,
	"060_download_journal": createDownloadJournalApplied,
	"080_id_search_index": createIdSearchIndex,
	"100_namespace_owners": namespaceOwnersMigration,
	"101_namespace_lookup": namespaceLookupMigration,
	"110_abuse_limits": abuseLimitsMigration,
	"120_discussions": discussionsMigration,
	"130_webhooks": webhooksMigration,
	"140_xet": xetMigration,
	"150_upload_payer": uploadPayerMigration,
	"151_pull_request_contents": pullRequestContentsMigration,
	"155_xet_dedup_chunks": xetDedupChunksMigration,
	"156_memory_fit": memoryFitMigration,
	"160_follows": followsMigration,
	"161_collections": collectionsMigration,
	"162_space_tokens": spaceTokensMigration,
	"180_parquet_conversions": parquetConversionsMigration,
	"190_catalogue_version": catalogueVersionMigration,
	"200_xet_xorb_claims": xetXorbClaimsMigration,
	"201_repo_ids_any_case": repoIdsAnyCaseMigration,
};

/** Serves {@link MIGRATIONS} to Kysely's `Migrator` (no files read at run time). */
export const migrationProvider: MigrationProvider = {
	getMigrations: async () => MIGRATIONS,
};
