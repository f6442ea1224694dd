import { data } from "react-router";
import { InferencePanel } from "../../components/inference-panel.tsx";
import { RepoHeader } from "../../components/repo-header.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { UseThisModel } from "../../components/use-this-model.tsx";
import { siteContext } from "../../lib/api-context.ts";
import { getFileText, getRepo } from "../../lib/hub-api.server.ts";
import { encodePath, repoPrefix } from "../../lib/paths.ts";
import { renderMarkdown, splitFrontMatter } from "../../lib/markdown.server.ts";
import { MemoCache } from "../../lib/memo-cache.server.ts";
import { modelUsage } from "../../lib/model-page.server.ts";
import { headerData, kindOfPath, tagHref } from "../../lib/repo-page.server.ts";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `${d.header.id} — Atrium` : "Not found — Atrium" },
	...(d ? [{ name: "description", content: d.description || defaultDescription(d.header) }] : []),
];

const CARDS = new MemoCache<string | null>(500);

function defaultDescription(h: {
	kind: string;
	id: string;
	task?: { label: string } | null;
	library?: { label: string } | null;
}): string {
	const what = [h.task?.label, h.library?.label].filter(Boolean).join(", ");
	return `${h.id}: a ${h.kind} on Atrium${what ? ` (${what})` : ""}. Card, files and code to use it.`;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const url = new URL(request.url);
	const kind = kindOfPath(url.pathname);
	const id = `${params.ns}/${params.name}`;
	const info = await getRepo(apiFetch, kind, id);
	const rev = info.sha ?? "main";
	const base = `${repoPrefix(kind)}/${encodePath(id)}`;
	// A card at a commit never changes: render it once per commit (the branch name is not cached).
	const renderCard = async () => {
		const readme = await getFileText(apiFetch, kind, id, rev, "README.md");
		return readme
			? renderMarkdown(splitFrontMatter(readme).body, {
					blobBase: `${base}/blob/${rev}`,
					resolveBase: `${base}/resolve/${rev}`,
					untrusted: true,
				}).html
			: null;
	};
	const [card, usage] = await Promise.all([
		info.sha ? CARDS.get(`${kind}/${id}@${info.sha}`, renderCard) : renderCard(),
		kind === "model" ? modelUsage(apiFetch, info, url.searchParams) : Promise.resolve(null),
	]);
	return data(
		{
			kind,
			header: headerData(kind, info),
			description: info.description ?? "",
			tags: (info.tags ?? []).map((t) => ({ tag: t, href: tagHref(kind, t) })),
			card,
			usage,
		},
		{ headers: { "Cache-Control": "private, max-age=0, must-revalidate" } },
	);
}

export default function RepoPage({ loaderData }: Route.ComponentProps) {
	const { kind, header, tags, card, usage, description } = loaderData;
	return (
		<div>
			<RepoHeader data={header} active="card" />
			<div
				className={`mt-6 grid gap-8 ${usage ? "xl:grid-cols-[minmax(0,1fr)_32rem]" : "lg:grid-cols-[minmax(0,1fr)_18rem]"}`}
			>
				<article aria-label={kind === "model" ? "Model card" : "Card"} className="min-w-0">
					{description && kind !== "model" ? <p className="mb-4 text-lg text-muted">{description}</p> : null}
					{card ? (
						<div className="prose-atrium" dangerouslySetInnerHTML={{ __html: card }} />
					) : (
						<div className="rounded-lg border border-dashed border-border p-6 text-muted">
							<p>This repository has no card yet.</p>
							<p className="mt-1 text-sm">
								A card is the <code>README.md</code> at the root of the repository: markdown, with metadata in a YAML
								header. See <a href="/docs/model-cards">model cards and metadata</a>.
							</p>
						</div>
					)}
				</article>
				<aside className="min-w-0 space-y-8" aria-label="About this repository">
					{usage ? (
						<>
							<section aria-labelledby="use" id="use-this-model">
								<h2 id="use" className="mb-3 text-lg font-semibold">
									Use this model
								</h2>
								<UseThisModel usage={usage} />
							</section>
							<section aria-labelledby="inference-heading" id="inference">
								<h2 id="inference-heading" className="mb-3 text-lg font-semibold">
									Inference
								</h2>
								<InferencePanel
									key={`${usage.inference.provider}|${usage.inference.billTo}|${usage.inference.streaming}`}
									inference={usage.inference}
								/>
							</section>
						</>
					) : null}
					{tags.length ? (
						<section aria-labelledby="tags-heading">
							<h2 id="tags-heading" className="mb-2 text-lg font-semibold">
								Tags
							</h2>
							<ul className="flex flex-wrap gap-1.5">
								{tags.map((t) => (
									<li key={t.tag}>
										<Badge href={t.href}>{t.tag}</Badge>
									</li>
								))}
							</ul>
						</section>
					) : null}
				</aside>
			</div>
		</div>
	);
}
