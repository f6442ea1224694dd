import { RepoHeader } from "../../components/repo-header.tsx";
import { siteContext } from "../../lib/api-context.ts";
import { formatDate } from "../../lib/format.ts";
import { getCommits, getRepo } from "../../lib/hub-api.server.ts";
import { encodePath, repoPrefix } from "../../lib/paths.ts";
import { getViewer } from "../../lib/viewer.server.ts";
import { headerData } from "../../lib/repo-page.server.ts";
import { kindOfPath } from "../../lib/repo-kind.ts";
import type { Route } from "./+types/commits";
import { buttonVariants } from "../../components/ui/button.ts";
import { enhancementOnly } from "../../lib/page-script.ts";

/** Commits on one page of a history. */
const PER_PAGE = 50;
/** Highest page number accepted from the URL (pages past the end are simply empty). */
const MAX_PAGE = 100_000;

/** Read-only: links and forms only, so no framework (decision 049). */
export const handle = enhancementOnly;

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
	{ title: data ? `History of ${data.header.id} (${data.rev}) — Atrium` : "History — Atrium" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const url = new URL(request.url);
	const kind = kindOfPath(url.pathname);
	const id = `${params.ns}/${params.name}`;
	const rev = (params["*"] ?? "").replace(/^\/+|\/+$/g, "") || "main";
	const requested = Number(url.searchParams.get("p") ?? "0");
	const page = Number.isInteger(requested) && requested >= 0 && requested <= MAX_PAGE ? requested : 0;
	const [info, history] = await Promise.all([
		getRepo(apiFetch, kind, id),
		getCommits(apiFetch, kind, id, rev, page, PER_PAGE),
	]);
	const base = `${repoPrefix(kind)}/${encodePath(id)}`;
	return {
		header: headerData(kind, info, await getViewer(apiFetch, request)),
		base,
		rev,
		page,
		...history,
		pages: Math.ceil(history.total / PER_PAGE),
	};
}

export default function Commits({ loaderData }: Route.ComponentProps) {
	const { header, base, rev, page, commits, total, pages } = loaderData;
	const historyBase = `${base}/commits/${encodePath(rev)}`;
	return (
		<div>
			<RepoHeader data={header} active="history" />
			<section className="mt-6" aria-labelledby="history-heading">
				<h2 id="history-heading" className="text-lg font-semibold">
					History of <code className="font-mono">{rev}</code>{" "}
					<span className="text-sm font-normal text-muted">
						({total} commit{total === 1 ? "" : "s"})
					</span>
				</h2>
				{commits.length === 0 ? (
					<p className="mt-4 text-muted">No commits on this page.</p>
				) : (
					<ol className="mt-4 divide-y divide-border rounded-lg border border-border">
						{commits.map((commit) => (
							<li key={commit.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
								<div className="min-w-0">
									<a href={`${base}/commit/${commit.id}`} className="font-medium">
										{commit.title || "(no title)"}
									</a>
									<p className="text-sm text-muted">
										{commit.authors.map((a) => a.user).join(", ") || "unknown"} committed on{" "}
										<time dateTime={commit.date}>{formatDate(commit.date)}</time>
									</p>
								</div>
								<div className="flex items-center gap-3 text-sm">
									<a href={`${base}/commit/${commit.id}`}>
										<span className="sr-only">Commit </span>
										<code className="font-mono">{commit.id.slice(0, 7)}</code>
									</a>
									<a href={`${base}/tree/${commit.id}`}>Browse files</a>
								</div>
							</li>
						))}
					</ol>
				)}
				<nav aria-label="History pages" className="mt-4 flex gap-3">
					{page > 0 ? (
						<a
							href={page === 1 ? historyBase : `${historyBase}?p=${page - 1}`}
							rel="prev"
							className={buttonVariants({ variant: "outline", size: "sm" })}
						>
							Newer
						</a>
					) : null}
					{page + 1 < pages ? (
						<a
							href={`${historyBase}?p=${page + 1}`}
							rel="next"
							className={buttonVariants({ variant: "outline", size: "sm" })}
						>
							Older
						</a>
					) : null}
				</nav>
			</section>
		</div>
	);
}
