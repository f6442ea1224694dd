import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { authorizeRepo, loadRepoFor } from "../../auth/access.ts";
import { listAllFiles } from "../../repos/trees.repository.ts";
import { getCommit } from "../../repos/resolve-commit.ts";
import { type DatasetConfig, type DatasetLayout, datasetLayout } from "../../datasets/dataset-layout.ts";
import type { RepoRow } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { parseRepoId } from "../../repo-ids/repo-ids.ts";
import { repoNotFound, RepoMoved } from "../../repos/resolve-repo.ts";

/** A file of the dataset's head commit. */
export interface DatasetFile {
	path: string;
	sha256: string;
	size: number;
}

/** A readable dataset: the repository, its head commit, its files and what the viewer makes of them. */
export interface ViewerDataset {
	repo: RepoRow;
	id: string;
	revision: string;
	files: Map<string, DatasetFile>;
	layout: DatasetLayout;
}

/** A `dataset=` value that is not a `namespace/name` id. */
function badDataset(value: string | undefined): ApiError {
	return new ApiError(
		"BadRequest",
		value
			? `The dataset parameter ${JSON.stringify(value.slice(0, 100))} is not a namespace/name id.`
			: "Give the dataset as ?dataset=namespace/name.",
	);
}

/**
 * The dataset a viewer request names (`?dataset=`), read through the access rule: a private dataset
 * the caller may not read, or a gated one they may not download, answers exactly like a missing one.
 * The viewer reads the head of the default branch (`repos.sha`).
 */
export async function loadViewerDataset(c: Context, deps: AppDeps, value: string | undefined): Promise<ViewerDataset> {
	if (!value) throw badDataset(value);
	let parsed: { namespace: string; name: string };
	try {
		parsed = parseRepoId(value);
	} catch {
		throw badDataset(value);
	}
	let repo: RepoRow;
	try {
		repo = await loadRepoFor(c, deps, "dataset", parsed.namespace, parsed.name);
	} catch (error) {
		if (error instanceof RepoMoved) throw new ViewerMoved(error.to);
		throw error;
	}
	try {
		await authorizeRepo(c, deps, repo, "download");
	} catch (error) {
		if (error instanceof ApiError && error.code === "GatedRepo") throw repoNotFound("dataset", repo.full_id);
		throw error;
	}
	const commit = repo.sha ? await getCommit(deps.db.kysely, repo.pk, repo.sha) : undefined;
	const entries = commit ? await listAllFiles(deps.db.kysely, repo.pk, commit.tree_oid) : [];
	const files = new Map(
		entries.map((entry) => [entry.path, { path: entry.path, sha256: entry.sha256, size: Number(entry.size) }]),
	);
	let cardData: Record<string, unknown> | undefined;
	try {
		cardData = (JSON.parse(repo.info) as { cardData?: Record<string, unknown> }).cardData;
	} catch {
		cardData = undefined;
	}
	return { repo, id: repo.full_id, revision: repo.sha, files, layout: datasetLayout([...files.keys()], cardData) };
}

/** The `resolve` URL of a file of a dataset at a revision (a ref's slashes encoded, as the public hub writes `refs%2Fconvert%2Fparquet`). */
export function resolveUrl(c: Context, deps: AppDeps, id: string, revision: string, path: string): string {
	const encoded = path.split("/").map(encodeURIComponent).join("/");
	return `${publicOrigin(c, deps.config)}/datasets/${id}/resolve/${encodeURIComponent(revision)}/${encoded}`;
}

/** The dataset moved; the request is answered with a redirect to the same query naming `to`. */
export class ViewerMoved extends Error {
	readonly to: string;
	constructor(to: string) {
		super(`dataset moved to ${to}`);
		this.to = to;
	}
}

/** The configs of a dataset the viewer can show, or the `DatasetNotViewable` error saying why not. */
export function viewableConfigs(dataset: ViewerDataset): DatasetConfig[] {
	if (!dataset.layout.viewer) throw new ApiError("DatasetNotViewable", dataset.layout.message);
	return dataset.layout.configs;
}

/** One config, or `ConfigNotFound`. */
export function configOf(dataset: ViewerDataset, name: string | undefined): DatasetConfig {
	if (!name) throw new ApiError("BadRequest", "Give the config (subset) as ?config=NAME; /splits lists them.");
	const config = viewableConfigs(dataset).find((candidate) => candidate.name === name);
	if (!config)
		throw new ApiError(
			"ConfigNotFound",
			`The dataset ${dataset.id} has no config ${JSON.stringify(name.slice(0, 100))}.`,
		);
	return config;
}

/** One split's files, or `ConfigNotFound`. */
export function splitOf(
	dataset: ViewerDataset,
	configName: string | undefined,
	splitName: string | undefined,
): { config: DatasetConfig; split: string; files: DatasetFile[] } {
	const config = configOf(dataset, configName);
	if (!splitName) throw new ApiError("BadRequest", "Give the split as ?split=NAME; /splits lists them.");
	const split = config.splits.find((candidate) => candidate.name === splitName);
	if (!split)
		throw new ApiError(
			"ConfigNotFound",
			`The config ${config.name} of ${dataset.id} has no split ${JSON.stringify(splitName.slice(0, 100))}.`,
		);
	return {
		config,
		split: split.name,
		files: split.files.map((path) => dataset.files.get(path)).filter((file): file is DatasetFile => file !== undefined),
	};
}
