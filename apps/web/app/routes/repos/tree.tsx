import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { RepoHeader } from "../../components/repo-header.tsx";
import { siteContext } from "../../lib/api-context.ts";
import { formatBytes, formatDate } from "../../lib/format.ts";
import { getRepo, getTree } from "../../lib/hub-api.server.ts";
import { encodePath, repoPrefix } from "../../lib/paths.ts";
import { getViewer } from "../../lib/viewer.server.ts";
import { headerData } from "../../lib/repo-page.server.ts";
import { kindOfPath } from "../../lib/repo-kind.ts";
import { FileIcon, FolderIcon, ParentFolderIcon } from "../../components/icons.tsx";
import type { Route } from "./+types/tree";
import { enhancementOnly } from "../../lib/page-script.ts";

/** Read-only: links and forms only, so no framework (decision 049). */
export const handle = enhancementOnly;

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
	{ title: data ? `Files of ${data.header.id}${data.path ? ` / ${data.path}` : ""} — Atrium` : "Files — Atrium" },
	...(data
		? [{ name: "description", content: `Files of ${data.header.id}${data.path ? ` in ${data.path}` : ""}.` }]
		: []),
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const kind = kindOfPath(new URL(request.url).pathname);
	const id = `${params.ns}/${params.name}`;
	const rev = params.rev;
	const path = (params["*"] ?? "").replace(/^\/+|\/+$/g, "");
	const [info, entries] = await Promise.all([getRepo(apiFetch, kind, id), getTree(apiFetch, kind, id, rev, path)]);
	const base = `${repoPrefix(kind)}/${encodePath(id)}`;
	return { header: headerData(kind, info, await getViewer(apiFetch, request)), base, rev, path, entries };
}

export default function Tree({ loaderData }: Route.ComponentProps) {
	const { header, base, rev, path, entries } = loaderData;
	const revPart = encodeURIComponent(rev);
	return (
		<div>
			<RepoHeader data={header} active="files" />
			<div className="mt-6 space-y-3">
				<div className="flex flex-wrap items-center justify-between gap-2">
					<Breadcrumbs treeBase={`${base}/tree`} rev={rev} path={path} />
					{header.canWrite ? (
						<p className="flex gap-3 text-sm">
							<a href={`${base}/upload/${revPart}`}>Upload files</a>
							<a href={`${base}/edit/${revPart}/${path ? `${encodePath(path)}/` : ""}new-file.md`}>Create a file</a>
						</p>
					) : null}
				</div>
				<div className="overflow-x-auto rounded-lg border border-border">
					<table className="w-full text-sm">
						<caption className="sr-only">Files in {path || "the repository root"}</caption>
						<thead className="bg-surface text-left text-muted">
							<tr>
								<th scope="col" className="px-3 py-2 font-medium">
									Name
								</th>
								<th scope="col" className="px-3 py-2 font-medium">
									Size
								</th>
								<th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
									Last commit
								</th>
								<th scope="col" className="px-3 py-2 font-medium">
									<span className="sr-only">Download</span>
								</th>
							</tr>
						</thead>
						<tbody>
							{path ? (
								<tr className="border-t border-border">
									<td className="px-3 py-2" colSpan={4}>
										<a href={`${base}/tree/${revPart}/${encodePath(path.split("/").slice(0, -1).join("/"))}`}>
											<ParentFolderIcon /> Parent folder
										</a>
									</td>
								</tr>
							) : null}
							{entries.map((e) => {
								const name = e.path.split("/").pop() ?? e.path;
								const dir = e.type === "directory";
								return (
									<tr key={e.path} className="border-t border-border">
										<td className="px-3 py-2 font-mono">
											<a href={`${base}/${dir ? "tree" : "blob"}/${revPart}/${encodePath(e.path)}`}>
												{dir ? <FolderIcon /> : <FileIcon />} {name}
												{dir ? "/" : ""}
											</a>
											{e.lfs ? (
												<span className="ml-2 rounded border border-border px-1 text-xs text-muted">LFS</span>
											) : null}
										</td>
										<td className="px-3 py-2 whitespace-nowrap text-muted">{dir ? "" : formatBytes(e.size)}</td>
										<td className="hidden px-3 py-2 text-muted md:table-cell">
											{e.lastCommit ? `${e.lastCommit.title} · ${formatDate(e.lastCommit.date)}` : ""}
										</td>
										<td className="px-3 py-2 text-right">
											{dir ? null : (
												<a
													href={`${base}/resolve/${revPart}/${encodePath(e.path)}?download=true`}
													download={name}
													aria-label={`Download ${name}`}
												>
													Download
												</a>
											)}
										</td>
									</tr>
								);
							})}
						</tbody>
					</table>
				</div>
			</div>
		</div>
	);
}
