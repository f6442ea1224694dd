import { LIBRARIES } from "@atrium/tasks";
import type { RepoHeaderData } from "../components/repo-header.tsx";
import type { RepoInfo, RepoKind } from "./api-types.ts";
import { facetHref } from "./list-query.ts";
import { taskLabel } from "./task-groups.ts";
import { mayAdminister, mayWrite, type SiteViewer } from "./viewer.server.ts";

/** The header data of a repository page. */
export function headerData(kind: RepoKind, info: RepoInfo, viewer?: SiteViewer | null): RepoHeaderData {
	const lib = info.library_name ?? "";
	const entry = Object.hasOwn(LIBRARIES, lib) ? LIBRARIES[lib as keyof typeof LIBRARIES] : undefined;
	const datasetTask = info.tags?.find((t) => t.startsWith("task_categories:"))?.slice("task_categories:".length);
	const task = kind === "model" ? info.pipeline_tag : kind === "dataset" ? datasetTask : null;
	return {
		kind,
		id: info.id,
		task: task ? { id: task, label: taskLabel(task) } : null,
		library: entry ? { key: lib, label: entry.prettyLabel } : null,
		...(info.sdk ? { sdk: info.sdk } : {}),
		downloads: info.downloads,
		likes: info.likes,
		lastModified: info.lastModified,
		sha: info.sha,
		params: info.safetensors?.total ?? info.gguf?.total,
		gated: Boolean(info.gated),
		private: Boolean(info.private),
		canWrite: mayWrite(viewer ?? null, info.id.split("/")[0] ?? ""),
		canAdmin: mayAdminister(viewer ?? null, info.id.split("/")[0] ?? ""),
	};
}

/** A tag as a link into the list of its kind: known prefixes become the matching facet. */
export function tagHref(kind: RepoKind, tag: string): string {
	const [prefix, ...rest] = tag.split(":");
	const value = rest.join(":");
	if (value && prefix === "license") return facetHref(kind, "license", value);
	if (value && prefix === "language") return facetHref(kind, "language", value);
	if (value && prefix === "task_categories" && kind === "dataset") return facetHref(kind, "task_categories", value);
	return facetHref(kind, "other", tag);
}

/** One line of a repository's card facts: a label and its values, each maybe a link. */
export interface CardFact {
	label: string;
	values: { text: string; href?: string }[];
}

const asList = (v: unknown): string[] =>
	(Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).filter((x): x is string => typeof x === "string");

/**
 * The card metadata worth showing beside the card: license, languages, datasets and base
 * models, linked to the lists and pages they name. Unknown shapes are skipped, not trusted.
 */
export function cardFacts(kind: RepoKind, info: RepoInfo): CardFact[] {
	const card = info.cardData ?? {};
	const facts: CardFact[] = [];
	const license = asList(card.license);
	if (license.length)
		facts.push({
			label: "License",
			values: license.map((l) => ({ text: l, href: facetHref(kind, "license", l) })),
		});
	const languages = asList(card.language);
	if (languages.length)
		facts.push({
			label: "Languages",
			values: languages.map((l) => ({ text: l, href: facetHref(kind, "language", l) })),
		});
	const repoLink = (prefix: string) => (id: string) =>
		/^[\w.-]+\/[\w.-]+$/.test(id) ? { text: id, href: `${prefix}/${id}` } : { text: id };
	const datasets = asList(card.datasets);
	if (datasets.length) facts.push({ label: "Datasets", values: datasets.map(repoLink("/datasets")) });
	const base = asList(card.base_model);
	if (base.length) facts.push({ label: "Base model", values: base.map(repoLink("")) });
	return facts;
}
