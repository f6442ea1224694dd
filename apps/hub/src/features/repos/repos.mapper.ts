import type { CommitRow, EntryRow, RepoRow } from "../../db/database.ts";
import type { RepoMetadata } from "../../metadata/extract-metadata.ts";

/** The API form of a date: ISO-8601 UTC with milliseconds and `Z`. */
export function isoDate(ms: number): string {
	return new Date(Number(ms)).toISOString();
}

/** A `siblings` item; `size`, `blobId` and `lfs` only with `blobs=true`. */
export function siblingOf(entry: EntryRow, blobs: boolean): Record<string, unknown> {
	if (!blobs) return { rfilename: entry.path };
	const sibling: Record<string, unknown> = { rfilename: entry.path, size: Number(entry.size), blobId: entry.oid };
	if (entry.lfs_pointer_size !== null)
		sibling.lfs = { size: Number(entry.size), sha256: entry.sha256, pointerSize: entry.lfs_pointer_size };
	return sibling;
}

/** Parses the stored metadata JSON of a repository. */
export function metadataOf(repo: RepoRow): Omit<RepoMetadata, "searchText"> {
	return JSON.parse(repo.info) as Omit<RepoMetadata, "searchText">;
}

/** What a repository object may carry besides the row: the revision asked for and its files. */
export interface RepoView {
	commit?: CommitRow;
	siblings?: EntryRow[];
	blobs?: boolean;
}

/**
 * Every field the API can return for a repository, in the shape of hub-api.md §2.2/2.3.
 * Lists pick a subset with {@link pickFields}.
 */
export function repoToObject(repo: RepoRow, view: RepoView = {}): Record<string, unknown> {
	const meta = metadataOf(repo);
	const object: Record<string, unknown> = { _id: repo.pk, id: repo.full_id };
	if (repo.type === "model") object.modelId = repo.full_id;
	Object.assign(object, {
		author: repo.namespace,
		sha: view.commit?.id ?? repo.sha,
		lastModified: isoDate(view.commit?.created_at ?? repo.last_modified),
		createdAt: isoDate(repo.created_at),
		private: repo.private === 1,
		gated: repo.gated === "false" ? false : repo.gated,
		disabled: false,
		likes: Number(repo.likes),
		trendingScore: Number(repo.trending_score),
		tags: meta.tags,
	});
	if (repo.type !== "space") {
		object.downloads = Number(repo.downloads);
		object.downloadsAllTime = Number(repo.downloads_all_time);
	}
	if (repo.type === "model") {
		object.pipeline_tag = repo.pipeline_tag;
		object.library_name = repo.library_name;
		for (const key of [
			"mask_token",
			"widgetData",
			"model-index",
			"config",
			"transformersInfo",
			"safetensors",
			"gguf",
		] as const) {
			if (meta[key] !== undefined) object[key] = meta[key];
		}
		object.spaces = [];
	}
	if (repo.type === "dataset") {
		object.description = meta.description ?? "";
		object.citation = null;
		object.paperswithcode_id = null;
		object.mainSize = Number(repo.used_storage);
	}
	if (repo.type === "space") {
		const card = meta.cardData ?? {};
		object.sdk = repo.sdk;
		object.subdomain = repo.full_id.replace(/[/._]/g, "-").toLowerCase();
		object.models = Array.isArray(card.models) ? card.models : [];
		object.datasets = Array.isArray(card.datasets) ? card.datasets : [];
	}
	if (meta.cardData !== undefined) object.cardData = meta.cardData;
	if (meta.cardDataError) object.cardDataError = meta.cardDataError;
	if (meta.warnings.length > 0) object.warnings = meta.warnings;
	if (view.siblings) object.siblings = view.siblings.map((entry) => siblingOf(entry, view.blobs ?? false));
	object.usedStorage = Number(repo.used_storage);
	object.numParameters = repo.num_parameters === null ? null : Number(repo.num_parameters);
	return object;
}

/** Fields of a list item when neither `expand` nor `full` is given. */
export const DEFAULT_LIST_FIELDS = [
	"_id",
	"id",
	"modelId",
	"author",
	"likes",
	"downloads",
	"trendingScore",
	"private",
	"gated",
	"tags",
	"pipeline_tag",
	"library_name",
	"sdk",
	"createdAt",
	"lastModified",
] as const;

/** Keep only `keys` (plus `_id` and `id`), answering `xetEnabled: false` when it is asked for. */
export function pickFields(object: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
	const picked: Record<string, unknown> = { _id: object._id, id: object.id };
	for (const key of keys) {
		if (key === "xetEnabled") picked.xetEnabled = false;
		else if (object[key] !== undefined) picked[key] = object[key];
	}
	return picked;
}

/** A commit as `/commits/{rev}` lists it. */
export function commitToObject(commit: CommitRow): Record<string, unknown> {
	return {
		id: commit.id,
		title: commit.title,
		message: commit.message,
		authors: [{ user: commit.author, avatar: null }],
		date: isoDate(commit.created_at),
	};
}
