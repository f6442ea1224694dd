import { Breadcrumbs } from "../../components/breadcrumbs.tsx";
import { CodeBlock } from "../../components/code-block.tsx";
import { RepoHeader } from "../../components/repo-header.tsx";
import { siteContext } from "../../lib/api-context.ts";
import { formatBytes } from "../../lib/format.ts";
import { getFileText, getRepo, getTree } from "../../lib/hub-api.server.ts";
import { encodePath, repoPrefix } from "../../lib/paths.ts";
import { getViewer } from "../../lib/viewer.server.ts";
import { headerData } from "../../lib/repo-page.server.ts";
import { kindOfPath } from "../../lib/repo-kind.ts";
import { data } from "react-router";
import type { Route } from "./+types/blob";
import { ownValue } from "../../lib/own-value.ts";
import { enhancementOnly } from "../../lib/page-script.ts";

/** Files larger than this are offered for download only. */
const MAX_SHOWN = 512_000;

const LANGUAGE_BY_EXT: Record<string, string> = {
	py: "python",
	js: "javascript",
	mjs: "javascript",
	ts: "typescript",
	json: "json",
	md: "markdown",
	yaml: "yaml",
	yml: "yaml",
	sh: "bash",
	toml: "ini",
	cfg: "ini",
	ini: "ini",
	txt: "text",
	csv: "text",
};

/** Read-only: links and forms only, so no framework (decision 049). */
export const handle = enhancementOnly;

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `${d.path} · ${d.header.id} — Atrium` : "File — Atrium" },
	...(d ? [{ name: "description", content: `${d.path} in ${d.header.id}.` }] : []),
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch, cards } = context.get(siteContext);
	const kind = kindOfPath(new URL(request.url).pathname);
	const id = `${params.ns}/${params.name}`;
	const rev = params.rev;
	const path = (params["*"] ?? "").replace(/^\/+|\/+$/g, "");
	const parent = path.split("/").slice(0, -1).join("/");
	const [info, siblings] = await Promise.all([getRepo(apiFetch, kind, id), getTree(apiFetch, kind, id, rev, parent)]);
	const entry = siblings.find((e) => e.path === path && e.type === "file");
	if (!entry) throw data({ message: `There is no file ${path} in ${id} at ${rev}.` }, { status: 404 });
	const base = `${repoPrefix(kind)}/${encodePath(id)}`;
	const ext = path.split(".").pop()?.toLowerCase() ?? "";
	const language = ownValue(LANGUAGE_BY_EXT, ext) ?? (path.includes(".") ? "" : "text");
	const showable = !entry.lfs && entry.size <= MAX_SHOWN && language !== "";
	const text = showable ? await getFileText(apiFetch, kind, id, rev, path, MAX_SHOWN) : null;
	const isMarkdown = language === "markdown" && text !== null;
	return {
		header: headerData(kind, info, await getViewer(apiFetch, request)),
		base,
		rev,
		path,
		size: entry.size,
		lfs: Boolean(entry.lfs),
		// Markdown is shown rendered only: its text does not travel twice in the page.
		text: isMarkdown ? "" : text,
		html:
			text === null
				? ""
				: isMarkdown
					? ((await cards.render(text, { untrusted: true }, entry.oid))?.html ?? "")
					: await cards.highlight(text, language, entry.oid),
		isMarkdown,
		resolveUrl: `${base}/resolve/${encodeURIComponent(rev)}/${encodePath(path)}`,
	};
}

export default function Blob({ loaderData: d }: Route.ComponentProps) {
	const name = d.path.split("/").pop() ?? d.path;
	return (
		<div>
			<RepoHeader data={d.header} active="files" />
			<div className="mt-6 space-y-3">
				<Breadcrumbs treeBase={`${d.base}/tree`} rev={d.rev} path={d.path} />
				<p className="flex flex-wrap items-center gap-3 text-sm text-muted">
					<span>{formatBytes(d.size)}</span>
					{d.lfs ? <span>Stored with Git LFS</span> : null}
					<a href={`${d.resolveUrl}?download=true`} download={name}>
						Download
					</a>
					<a href={d.resolveUrl}>Raw</a>
					{d.header.canWrite && d.text !== null ? (
						<a href={`${d.base}/edit/${encodeURIComponent(d.rev)}/${encodePath(d.path)}`}>Edit</a>
					) : null}
					{d.header.canWrite ? (
						<a href={`${d.base}/delete/${encodeURIComponent(d.rev)}/${encodePath(d.path)}`}>Delete</a>
					) : null}
				</p>
				{d.text === null ? (
					<div className="rounded-lg border border-dashed border-border p-6 text-muted">
						{d.lfs || d.size > MAX_SHOWN
							? "This file is too large or binary to show here; download it instead."
							: "This file type is not shown here; download it instead."}
					</div>
				) : d.isMarkdown ? (
					<div
						className="prose-atrium rounded-lg border border-border p-4"
						dangerouslySetInnerHTML={{ __html: d.html }}
					/>
				) : (
					<CodeBlock label={name} code={d.text} html={d.html} />
				)}
			</div>
		</div>
	);
}
