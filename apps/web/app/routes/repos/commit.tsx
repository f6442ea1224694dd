import { data } from "react-router";
import { RepoHeader } from "../../components/repo-header.tsx";
import { siteContext } from "../../lib/api-context.ts";
import { FileDiff } from "../../components/file-diff.tsx";
import { commitChanges } from "../../lib/commit-diff.server.ts";
import { formatDate } from "../../lib/format.ts";
import { getCommits, getRepo } from "../../lib/hub-api.server.ts";
import { encodePath, repoPrefix } from "../../lib/paths.ts";
import { getViewer } from "../../lib/viewer.server.ts";
import { headerData } from "../../lib/repo-page.server.ts";
import { kindOfPath } from "../../lib/repo-kind.ts";
import type { Route } from "./+types/commit";
import { enhancementOnly } from "../../lib/page-script.ts";

const COMMIT_ID = /^[0-9a-f]{40}$/;

/** Read-only: links and forms only, so no framework (decision 049). */
export const handle = enhancementOnly;

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `${d.commit.title} · ${d.header.id}@${d.commit.id.slice(0, 7)} — Atrium` : "Commit — Atrium" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const kind = kindOfPath(new URL(request.url).pathname);
	const id = `${params.ns}/${params.name}`;
	const sha = params.sha ?? "";
	if (!COMMIT_ID.test(sha)) throw data({ message: "A commit is named by its full 40-hex id." }, { status: 404 });
	const [info, history] = await Promise.all([getRepo(apiFetch, kind, id), getCommits(apiFetch, kind, id, sha, 0, 2)]);
	const [commit, parent] = history.commits;
	if (!commit || commit.id !== sha) throw data({ message: `No commit ${sha} in ${id}.` }, { status: 404 });
	const { changes, truncated } = await commitChanges(apiFetch, kind, id, sha, parent?.id ?? null);
	const base = `${repoPrefix(kind)}/${encodePath(id)}`;
	return {
		header: headerData(kind, info, await getViewer(apiFetch, request)),
		base,
		commit,
		parent: parent?.id ?? null,
		changes,
		truncated,
	};
}

export default function Commit({ loaderData }: Route.ComponentProps) {
	const { header, base, commit, parent, changes, truncated } = loaderData;
	const body = commit.message.startsWith(commit.title)
		? commit.message.slice(commit.title.length).trim()
		: commit.message;
	return (
		<div>
			<RepoHeader data={header} active="history" />
			<article className="mt-6 space-y-4">
				<header className="rounded-lg border border-border p-4">
					<h2 className="text-lg font-semibold">{commit.title || "(no title)"}</h2>
					{body ? <p className="mt-2 whitespace-pre-wrap text-sm">{body}</p> : null}
					<p className="mt-2 text-sm text-muted">
						{commit.authors.map((a) => a.user).join(", ") || "unknown"} committed on{" "}
						<time dateTime={commit.date}>{formatDate(commit.date)}</time>
					</p>
					<dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
						<dt className="text-muted">Commit</dt>
						<dd>
							<code className="font-mono break-all">{commit.id}</code>
						</dd>
						<dt className="text-muted">Parent</dt>
						<dd>
							{parent ? (
								<a href={`${base}/commit/${parent}`}>
									<code className="font-mono">{parent.slice(0, 7)}</code>
								</a>
							) : (
								"none (first commit)"
							)}
						</dd>
					</dl>
					<p className="mt-3 text-sm">
						<a href={`${base}/tree/${commit.id}`}>Browse files at this commit</a>
					</p>
				</header>
				<h3 className="text-base font-semibold">
					{changes.length} changed file{changes.length === 1 ? "" : "s"}
					{truncated ? " (the first ones; this commit changes more)" : ""}
				</h3>
				{changes.map((change) => (
					<FileDiff key={change.path} change={change} base={base} rev={commit.id} />
				))}
			</article>
		</div>
	);
}
