import { LIBRARIES } from "@atrium/tasks";
import type { RepoHeaderData } from "../components/repo-header.tsx";
import type { RepoInfo, RepoKind } from "./api-types.ts";
import { taskLabel } from "./task-groups.ts";

/** Which kind of repository a site path shows: `/datasets/…`, `/spaces/…`, or a model. */
export function kindOfPath(pathname: string): RepoKind {
	return pathname.startsWith("/datasets/") ? "dataset" : pathname.startsWith("/spaces/") ? "space" : "model";
}

/** The header data of a repository page. */
export function headerData(kind: RepoKind, info: RepoInfo): RepoHeaderData {
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
	};
}

/** A tag as a link into the list of its kind: known prefixes become the matching facet. */
export function tagHref(kind: RepoKind, tag: string): string {
	const base = `/${kind}s`;
	const [prefix, ...rest] = tag.split(":");
	const value = rest.join(":");
	if (value && prefix === "license") return `${base}?license=${encodeURIComponent(value)}`;
	if (value && prefix === "language") return `${base}?language=${encodeURIComponent(value)}`;
	if (value && prefix === "task_categories") return `${base}?task=${encodeURIComponent(value)}`;
	return `${base}?tag=${encodeURIComponent(tag)}`;
}
