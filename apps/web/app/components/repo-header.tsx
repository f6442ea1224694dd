import type { RepoKind } from "../lib/api-types.ts";
import { formatCount, formatDate, formatParams } from "../lib/format.ts";
import { facetHref } from "../lib/list-query.ts";
import { Badge } from "./ui/badge.tsx";
import { repoHref } from "./repo-card.tsx";

/** What the header of a repository page shows. */
export interface RepoHeaderData {
	kind: RepoKind;
	id: string;
	task?: { id: string; label: string } | null;
	library?: { key: string; label: string } | null;
	sdk?: string;
	downloads?: number;
	likes?: number;
	lastModified?: string;
	sha?: string;
	params?: number;
	/** Files need approval to download (`gated` of the API). */
	gated?: boolean;
	private?: boolean;
	/** The reader may commit here (shows upload and edit links; the hub still decides). */
	canWrite?: boolean;
	/** The reader may change the settings (shows the Settings tab). */
	canAdmin?: boolean;
}

const KIND_LABELS: Record<RepoKind, string> = { model: "Model", dataset: "Dataset", space: "Space" };

/** The top of a repository page: id, badges, counts, last commit, and the card / files / history / community tabs. */
export function RepoHeader({
	data,
	active,
}: {
	data: RepoHeaderData;
	active: "card" | "files" | "history" | "community" | "settings";
}) {
	const base = repoHref(data.kind, data.id);
	const [ns, name] = data.id.split("/");
	return (
		<header data-slot="repo-header" className="border-b border-border pb-3">
			<p className="text-sm text-muted">{KIND_LABELS[data.kind]}</p>
			<h1 className="mt-0.5 font-mono text-2xl font-bold break-all">
				<a href={facetHref(data.kind, "author", ns ?? "")} className="text-muted">
					{ns}
				</a>
				<span className="text-muted">/</span>
				{name}
			</h1>
			<div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
				{data.task ? (
					<Badge
						variant="task"
						href={facetHref(data.kind, data.kind === "dataset" ? "task_categories" : "pipeline_tag", data.task.id)}
					>
						{data.task.label}
					</Badge>
				) : null}
				{data.library ? (
					<Badge variant="library" href={`/libraries/${data.library.key}`}>
						{data.library.label}
					</Badge>
				) : null}
				{data.sdk ? <Badge variant="library">{data.sdk}</Badge> : null}
				{data.private ? <Badge>Private</Badge> : null}
				{data.gated ? <Badge title="Downloading its files needs the owner's approval">Gated</Badge> : null}
				{data.params ? <span className="text-muted">{formatParams(data.params)}</span> : null}
				{data.kind !== "space" ? (
					<span className="text-muted">
						{formatCount(data.downloads)} downloads <span className="text-xs">(last 30 days)</span>
					</span>
				) : null}
				<span className="text-muted">{formatCount(data.likes)} likes</span>
				{data.lastModified ? (
					<span className="text-muted">
						Last commit {formatDate(data.lastModified)}
						{data.sha ? (
							<>
								{" "}
								· <code className="font-mono text-xs">{data.sha.slice(0, 7)}</code>
							</>
						) : null}
					</span>
				) : null}
			</div>
			<nav aria-label="Repository" className="mt-4 -mb-3">
				<ul className="flex gap-1">
					<Tab href={base} current={active === "card"}>
						{data.kind === "model" ? "Model card" : data.kind === "dataset" ? "Dataset card" : "App"}
					</Tab>
					<Tab href={`${base}/tree/main`} current={active === "files"}>
						Files
					</Tab>
					<Tab href={`${base}/commits/main`} current={active === "history"}>
						History
					</Tab>
					<Tab href={`${base}/discussions`} current={active === "community"}>
						Community
					</Tab>
					{data.canAdmin ? (
						<Tab href={`${base}/settings`} current={active === "settings"}>
							Settings
						</Tab>
					) : null}
				</ul>
			</nav>
		</header>
	);
}

/** One tab of the repository navigation; `current` marks the page being shown. */
function Tab({ href, current, children }: { href: string; current: boolean; children: React.ReactNode }) {
	return (
		<li>
			<a
				href={href}
				aria-current={current ? "page" : undefined}
				className={`inline-block border-b-2 px-3 py-2 text-sm no-underline ${current ? "border-accent font-semibold text-fg" : "border-transparent text-muted hover:text-fg"}`}
			>
				{children}
			</a>
		</li>
	);
}
