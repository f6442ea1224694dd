import type { RepoKind, RepoSummary } from "../lib/api-types.ts";
import { DownloadIcon, HeartIcon } from "./icons.tsx";
import { formatCount, formatDate } from "../lib/format.ts";

/** The page URL of a repository. */
export function repoHref(kind: RepoKind, id: string): string {
	return kind === "model" ? `/${id}` : `/${kind}s/${id}`;
}

/**
 * One repository in a list: its id as a link, then task, updated date, downloads and likes.
 * `taskLabel` is resolved by the caller so the card needs no catalogue.
 */
export function RepoCard({ kind, repo, taskLabel }: { kind: RepoKind; repo: RepoSummary; taskLabel?: string }) {
	return (
		<article data-slot="repo-card" className="rounded-lg border border-border bg-surface p-3 hover:border-accent">
			<h3 className="truncate font-mono text-sm font-semibold">
				<a href={repoHref(kind, repo.id)} className="text-fg no-underline hover:underline">
					{repo.id}
				</a>
			</h3>
			<p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
				{taskLabel ? <span>{taskLabel}</span> : null}
				{kind === "space" && repo.sdk ? <span>{repo.sdk}</span> : null}
				{repo.lastModified ? <span>Updated {formatDate(repo.lastModified)}</span> : null}
				{kind !== "space" ? (
					<span>
						<DownloadIcon /> <span className="sr-only">Downloads: </span>
						{formatCount(repo.downloads)}
					</span>
				) : null}
				<span>
					<HeartIcon /> <span className="sr-only">Likes: </span>
					{formatCount(repo.likes)}
				</span>
			</p>
			{repo.description ? <p className="mt-1 line-clamp-2 text-sm text-muted">{repo.description}</p> : null}
		</article>
	);
}
