import { data } from "react-router";
import { RepoHeader } from "../../components/repo-header.tsx";
import { ThreadStatus } from "../../components/thread-status.tsx";
import { buttonVariants } from "../../components/ui/button.ts";
import { siteContext } from "../../lib/api-context.ts";
import { listThreads } from "../../lib/discussions.server.ts";
import { threadFilterOf, threadFilterQuery, type ThreadFilter } from "../../lib/thread-filter.ts";
import { formatDate } from "../../lib/format.ts";
import { getRepo } from "../../lib/hub-api.server.ts";
import { headerData } from "../../lib/repo-page.server.ts";
import { getViewer } from "../../lib/viewer.server.ts";
import { pageRepo } from "../../lib/write-page.server.ts";
import type { Route } from "./+types/discussions";
import { enhancementOnly } from "../../lib/page-script.ts";

/** The Community tab: a repository's discussions and pull requests, open or closed, one page of 50 at a time. */

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `Community · ${d.header.id} — Atrium` : "Community — Atrium" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const { kind, id, base } = pageRepo(request, params);
	const filter = threadFilterOf(new URL(request.url).searchParams);
	const [info, list, viewer] = await Promise.all([
		getRepo(apiFetch, kind, id),
		listThreads(apiFetch, kind, id, filter),
		getViewer(apiFetch, request),
	]);
	return data(
		{ header: headerData(kind, info, viewer), base, filter, list, signedIn: viewer !== null },
		{ headers: { "Cache-Control": "private, max-age=0, must-revalidate" } },
	);
}

/** A filter link; `current` marks the one shown. */
function FilterLink({ href, current, children }: { href: string; current: boolean; children: React.ReactNode }) {
	return (
		<a
			href={href}
			aria-current={current ? "page" : undefined}
			className={buttonVariants({ variant: current ? "primary" : "ghost", size: "sm" })}
		>
			{children}
		</a>
	);
}

export const handle = enhancementOnly;

export default function Discussions({ loaderData }: Route.ComponentProps) {
	const { header, base, filter, list, signedIn } = loaderData;
	const at = (change: Partial<ThreadFilter>) =>
		`${base}/discussions${threadFilterQuery({ ...filter, page: 0, ...change })}`;
	const shown = list.discussions.length;
	return (
		<div>
			<RepoHeader data={header} active="community" />
			<section aria-labelledby="community-heading" className="mt-6">
				<div className="flex flex-wrap items-center justify-between gap-3">
					<h2 id="community-heading" className="text-lg font-semibold">
						Discussions and pull requests
					</h2>
					<a
						href={
							signedIn ? `${base}/discussions/new` : `/login?returnTo=${encodeURIComponent(`${base}/discussions/new`)}`
						}
						className={buttonVariants({ variant: "primary", size: "sm" })}
					>
						New discussion
					</a>
				</div>
				<div className="mt-3 flex flex-wrap gap-4">
					<nav aria-label="Status" className="flex gap-1">
						<FilterLink href={at({ status: "open" })} current={filter.status === "open"}>
							Open
						</FilterLink>
						<FilterLink href={at({ status: "closed" })} current={filter.status === "closed"}>
							Closed
						</FilterLink>
						<FilterLink href={at({ status: "all" })} current={filter.status === "all"}>
							All
						</FilterLink>
					</nav>
					<nav aria-label="Kind" className="flex gap-1">
						<FilterLink href={at({ type: "all" })} current={filter.type === "all"}>
							Both
						</FilterLink>
						<FilterLink href={at({ type: "pull_request" })} current={filter.type === "pull_request"}>
							Pull requests
						</FilterLink>
						<FilterLink href={at({ type: "discussion" })} current={filter.type === "discussion"}>
							Discussions
						</FilterLink>
					</nav>
				</div>
				{shown === 0 ? (
					<p className="mt-4 rounded-lg border border-dashed border-border p-6 text-muted">
						Nothing here yet. Ask a question, report a problem, or propose a change with a pull request.
					</p>
				) : (
					<ol className="mt-4 divide-y divide-border rounded-lg border border-border" data-slot="thread-list">
						{list.discussions.map((thread) => (
							<li key={thread.num} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
								<div className="min-w-0">
									<a href={`${base}/discussions/${thread.num}`} className="font-medium">
										{thread.title}
									</a>
									<p className="text-sm text-muted">
										#{thread.num} · {thread.isPullRequest ? "pull request" : "discussion"} opened by{" "}
										{thread.author.name} on <time dateTime={thread.createdAt}>{formatDate(thread.createdAt)}</time>
									</p>
								</div>
								<div className="flex items-center gap-3 text-sm text-muted">
									<ThreadStatus status={thread.status} />
									<span>
										{thread.numComments} comment{thread.numComments === 1 ? "" : "s"}
									</span>
								</div>
							</li>
						))}
					</ol>
				)}
				<nav aria-label="Thread pages" className="mt-4 flex items-center gap-3">
					{filter.page > 0 ? (
						<a href={at({ page: filter.page - 1 })} rel="prev" className={buttonVariants({ size: "sm" })}>
							Newer
						</a>
					) : null}
					{list.start + shown < list.count ? (
						<a href={at({ page: filter.page + 1 })} rel="next" className={buttonVariants({ size: "sm" })}>
							Older
						</a>
					) : null}
					{list.count > 0 ? (
						<span className="text-sm text-muted">
							{list.start + 1}–{list.start + shown} of {list.count}
						</span>
					) : null}
				</nav>
			</section>
		</div>
	);
}
