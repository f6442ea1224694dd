import { servedEstimate } from "../../metadata/memory-estimate.ts";
import type { PathEntry } from "../../repos/trees.repository.ts";
import type { CommitRow, RepoRow } from "../../db/database.ts";
import type { RepoMetadata } from "../../metadata/extract-metadata.ts";
import { escapeHtml } from "../../http/escape-html.ts";
import {
	type Commit,
	type DatasetInfo,
	type Gating,
	type ModelInfo,
	type RepoInfo,
	type RepoListItem,
	type Sibling,
	type SpaceInfo,
} from "@atrium/hub-api";

/** The API form of a date: ISO-8601 UTC with milliseconds and `Z`. */
export function isoDate(ms: number): string {
	return new Date(Number(ms)).toISOString();
}

/** How a repository is gated, from its row (`"false"` is stored for not gated). */
export function gatingOf(repo: Pick<RepoRow, "gated">): Gating {
	return repo.gated === "false" ? false : (repo.gated as "auto" | "manual");
}

/** A `siblings` item; `size`, `blobId` and `lfs` only with `blobs=true`. */
export function siblingOf(entry: PathEntry, blobs: boolean): Sibling {
	if (!blobs) return { rfilename: entry.path };
	const sibling: Sibling = { rfilename: entry.path, size: Number(entry.size), blobId: entry.oid };
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
	siblings?: PathEntry[];
	blobs?: boolean;
}

/** The fields every repository type has. */
function baseOf(repo: RepoRow, meta: Omit<RepoMetadata, "searchText">, view: RepoView) {
	return {
		_id: repo.pk,
		id: repo.full_id,
		author: repo.namespace,
		sha: view.commit?.id ?? repo.sha,
		lastModified: isoDate(view.commit?.created_at ?? repo.last_modified),
		createdAt: isoDate(repo.created_at),
		private: repo.private === 1,
		gated: gatingOf(repo),
		disabled: false,
		likes: Number(repo.likes),
		trendingScore: Number(repo.trending_score),
		tags: meta.tags,
		...(meta.cardData !== undefined ? { cardData: meta.cardData } : {}),
		...(meta.cardDataError ? { cardDataError: meta.cardDataError } : {}),
		...(meta.warnings.length > 0 ? { warnings: meta.warnings } : {}),
		...(view.siblings ? { siblings: view.siblings.map((entry) => siblingOf(entry, view.blobs ?? false)) } : {}),
		usedStorage: Number(repo.used_storage),
		numParameters: repo.num_parameters === null ? null : Number(repo.num_parameters),
	} satisfies Partial<RepoInfo>;
}

/**
 * Every field the API can return for a repository, in the shape of docs/reference/repositories-and-files.md#repository-info (the
 * `ModelInfo`, `DatasetInfo` and `SpaceInfo` schemas of `@atrium/hub-api`). Lists pick a subset with {@link pickFields}.
 */
export function repoToObject(repo: RepoRow, view: RepoView = {}): RepoInfo {
	// A revision shows its own metadata (card, config, tags); lists show the default branch's summary.
	const meta = view.commit ? (JSON.parse(view.commit.info) as Omit<RepoMetadata, "searchText">) : metadataOf(repo);
	const base = baseOf(repo, meta, view);
	if (repo.type === "dataset") {
		return {
			...base,
			downloads: Number(repo.downloads),
			downloadsAllTime: Number(repo.downloads_all_time),
			description: meta.description ?? "",
			citation: null,
			paperswithcode_id: null,
			mainSize: Number(repo.used_storage),
		} satisfies DatasetInfo;
	}
	if (repo.type === "space") {
		const card = meta.cardData ?? {};
		return {
			...base,
			sdk: view.commit ? (meta.sdk ?? null) : repo.sdk,
			subdomain: repo.full_id.replace(/[/._]/g, "-").toLowerCase(),
			models: Array.isArray(card.models) ? (card.models as string[]) : [],
			datasets: Array.isArray(card.datasets) ? (card.datasets as string[]) : [],
		} satisfies SpaceInfo;
	}
	const model: ModelInfo = {
		...base,
		modelId: repo.full_id,
		downloads: Number(repo.downloads),
		downloadsAllTime: Number(repo.downloads_all_time),
		pipeline_tag: view.commit ? meta.pipeline_tag : repo.pipeline_tag,
		library_name: view.commit ? meta.library_name : repo.library_name,
		spaces: [],
	};
	for (const key of [
		"mask_token",
		"widgetData",
		"model-index",
		"config",
		"transformersInfo",
		"safetensors",
		"gguf",
	] as const) {
		if (meta[key] !== undefined) Object.assign(model, { [key]: meta[key] });
	}
	if (meta.memory) model.memoryEstimate = servedEstimate(meta.memory);
	return model;
}

/** Keep only `keys` (plus `_id` and `id`), answering `xetEnabled: false` when it is asked for. */
export function pickFields(object: RepoInfo, keys: readonly string[]): RepoListItem {
	const fields = object as Record<string, unknown>;
	// No prototype: an `expand=__proto__` is a key like any other.
	const picked: Record<string, unknown> = Object.assign(Object.create(null) as Record<string, unknown>, {
		_id: object._id,
		id: object.id,
	});
	for (const key of keys) {
		if (key === "xetEnabled") picked.xetEnabled = false;
		else if (Object.hasOwn(fields, key) && fields[key] !== undefined) picked[key] = fields[key];
	}
	return picked as RepoListItem;
}

/** Commit text as HTML (`formatted.title`, `formatted.message`): escaped, so it is safe to insert as is. */
export function commitTextAsHtml(text: string): string {
	return escapeHtml(text);
}

/** A commit as `/commits/{rev}` lists it; `formatted` adds the HTML forms of title and message (`expand[]=formatted`). */
export function commitToObject(commit: CommitRow, formatted = false): Commit {
	const object: Commit = {
		id: commit.id,
		title: commit.title,
		message: commit.message,
		authors: [{ user: commit.author, avatar: null }],
		date: isoDate(commit.created_at),
	};
	// huggingface_hub's list_repo_commits(formatted=True) reads item["formatted"]["title"] and ["message"].
	if (formatted)
		object.formatted = { title: commitTextAsHtml(commit.title), message: commitTextAsHtml(commit.message) };
	return object;
}
