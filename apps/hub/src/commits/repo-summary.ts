import type { RepoRow } from "../db/database.ts";
import { parameterCount, type RepoMetadata } from "../metadata/extract-metadata.ts";
import { memoryColumns } from "../metadata/memory-estimate.ts";
import type { Executor } from "../repos/trees.repository.ts";
import { queueParquetConversion } from "./parquet-queue.ts";

/** The text `search=` matches for a repository: its id, its tags and its card's text, lower-case. */
export function searchTextOf(fullId: string, metadata: RepoMetadata): string {
	return [fullId.toLowerCase(), ...metadata.tags.map((tag) => tag.toLowerCase()), metadata.searchText ?? ""].join("\n");
}

/**
 * Makes the repository row's summary (head `sha`, last modified, metadata, tags, sizes) that of a
 * default-branch commit. Never touches the settings (`private`, `gated`), counters or creation date.
 * A dataset's new head is queued for Parquet conversion in the same transaction (decision 042).
 */
export async function applyRepoSummary(
	db: Executor,
	repo: RepoRow,
	commit: { id: string; timeMs: number; metadata: RepoMetadata; usedStorage: number; metadataChanged?: boolean },
): Promise<void> {
	if (repo.type === "dataset") await queueParquetConversion(db, repo.pk, commit.id, Date.now());
	if (commit.metadataChanged === false) {
		// Same card, tags and search text as the head before: leave those columns (and the search index) alone.
		await db
			.updateTable("repos")
			.set({ sha: commit.id, last_modified: commit.timeMs, used_storage: commit.usedStorage })
			.where("pk", "=", repo.pk)
			.execute();
		return;
	}
	const { searchText: _searchText, ...served } = commit.metadata;
	await db
		.updateTable("repos")
		.set({
			sha: commit.id,
			last_modified: commit.timeMs,
			pipeline_tag: commit.metadata.pipeline_tag,
			library_name: commit.metadata.library_name,
			sdk: commit.metadata.sdk ?? null,
			num_parameters: parameterCount(commit.metadata),
			...memoryColumns(commit.metadata.memory),
			search_text: searchTextOf(repo.full_id, commit.metadata),
			used_storage: commit.usedStorage,
			info: JSON.stringify(served),
		})
		.where("pk", "=", repo.pk)
		.execute();
	const before = await db.selectFrom("repo_tags").select("tag").where("repo_pk", "=", repo.pk).execute();
	const tags = [...new Set(commit.metadata.tags)];
	const same = before.length === tags.length && before.every((row) => tags.includes(row.tag));
	if (same) return;
	await db.deleteFrom("repo_tags").where("repo_pk", "=", repo.pk).execute();
	if (tags.length > 0)
		await db
			.insertInto("repo_tags")
			.values(tags.map((tag) => ({ repo_pk: repo.pk, tag })))
			.execute();
}
