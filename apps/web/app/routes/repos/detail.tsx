import { data, useActionData, useRouteLoaderData } from "react-router";
import { GatedAccess, type GatedState } from "../../components/gated-access.tsx";
import { actionError, callApi, formText } from "../../lib/session.server.ts";
import { InferencePanel } from "../../components/inference-panel.tsx";
import { RepoHeader } from "../../components/repo-header.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { UseThisModel } from "../../components/use-this-model.tsx";
import { DatasetPreview } from "../../components/dataset-preview.tsx";
import { UseThisDataset } from "../../components/use-this-dataset.tsx";
import { datasetUsage } from "../../lib/dataset-usage.server.ts";
import { datasetConversion, datasetPreview } from "../../lib/dataset-preview.server.ts";
import { siteContext } from "../../lib/api-context.ts";
import { getFileText, getRepo } from "../../lib/hub-api.server.ts";
import { encodePath, repoPrefix } from "../../lib/paths.ts";
import { splitFrontMatter } from "../../lib/markdown.server.ts";
import { modelUsage } from "../../lib/model-page.server.ts";
import { modelTree } from "../../lib/model-tree.server.ts";
import { ModelTreePanel } from "../../components/model-tree.tsx";
import { SpaceAppPanel } from "../../components/space-app.tsx";
import { spaceApp } from "../../lib/space-app.server.ts";
import { MemoryEstimatePanel } from "../../components/memory-estimate.tsx";
import { getViewer } from "../../lib/viewer.server.ts";
import { cardFacts, headerData, tagHref } from "../../lib/repo-page.server.ts";
import { kindOfPath } from "../../lib/repo-kind.ts";
import { enhancementOnly } from "../../lib/page-script.ts";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `${d.header.id} — Atrium` : "Not found — Atrium" },
	...(d ? [{ name: "description", content: d.description || defaultDescription(d.header) }] : []),
];

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
	const { apiFetch, cards } = context.get(siteContext);
	const url = new URL(request.url);
	const kind = kindOfPath(url.pathname);
	const id = `${params.ns}/${params.name}`;
	const info = await getRepo(apiFetch, kind, id);
	const rev = info.sha ?? "main";
	const base = `${repoPrefix(kind)}/${encodePath(id)}`;
	// The card renders in the worker pool, cached per README blob (and link bases): the text is read only on a miss.
	const readmeBlob = info.siblings?.find((sibling) => sibling.rfilename === "README.md")?.blobId;
	const renderCard = async () => {
		const rendered = await cards.render(
			async () => {
				const readme = await getFileText(apiFetch, kind, id, rev, "README.md");
				return readme === null ? null : splitFrontMatter(readme).body;
			},
			{ blobBase: `${base}/blob/${rev}`, resolveBase: `${base}/resolve/${rev}`, untrusted: true },
			readmeBlob,
		);
		return rendered?.html ?? null;
	};
	const gatedState = async (): Promise<GatedState | null> => {
		if (!info.gated) return null;
		const res = await apiFetch(`/api/${kind}s/${encodePath(id)}/access-request`, {
			headers: { accept: "application/json" },
		});
		return res.ok ? ((await res.json()) as GatedState) : null;
	};
	const [card, usage, tree, gated, preview, conversion, datasetSnippets, space] = await Promise.all([
		renderCard(),
		kind === "model" ? modelUsage(apiFetch, info, url.searchParams) : Promise.resolve(null),
		kind === "model" ? modelTree(apiFetch, id) : Promise.resolve(null),
		gatedState(),
		kind === "dataset" ? datasetPreview(apiFetch, id, url.searchParams) : Promise.resolve(null),
		kind === "dataset" ? datasetConversion(apiFetch, id) : Promise.resolve(null),
		kind === "dataset" ? datasetUsage(apiFetch, id) : Promise.resolve([]),
		kind === "space" ? spaceApp(apiFetch, id, info.cardData ?? {}) : Promise.resolve(null),
	]);
	return data(
		{
			kind,
			header: headerData(kind, info, await getViewer(apiFetch, request)),
			description: info.description ?? "",
			tags: (info.tags ?? []).map((t) => ({ tag: t, href: tagHref(kind, t) })),
			facts: cardFacts(kind, info),
			card,
			usage,
			tree,
			memory: kind === "model" ? (info.memoryEstimate ?? null) : null,
			gated,
			preview,
			conversion,
			datasetSnippets,
			space,
			base,
			path: url.pathname,
		},
		{ headers: { "Cache-Control": "private, max-age=0, must-revalidate" } },
	);
}

/** Asks for access to a gated repository with the answers to the card's fields (`field:<name>`). */
export async function action({ request, params, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const form = await request.formData();
	if (formText(form, "intent") !== "ask-access") throw data({ message: "Unknown action." }, { status: 400 });
	const kind = kindOfPath(new URL(request.url).pathname);
	const fields: Record<string, string> = {};
	for (const [key, value] of form.entries())
		if (key.startsWith("field:") && typeof value === "string") fields[key.slice("field:".length)] = value;
	const result = await callApi<{ status: string }>(
		apiFetch,
		`/api/${kind}s/${encodePath(`${params.ns}/${params.name}`)}/ask-access`,
		{
			form,
			body: { fields },
		},
	);
	if (!result.ok) return actionError(result);
	return { status: result.body.status };
}

/**
 * A repository's page loads no framework, only the enhancement script (copy buttons, the inference
 * snippets' tabs and the dataset viewer switched in place): everything on it works as links and
 * forms, and a space's app runs in its own sandboxed frame.
 */
export const handle = enhancementOnly;

export default function RepoPage({ loaderData }: Route.ComponentProps) {
	const {
		kind,
		header,
		tags,
		facts,
		card,
		usage,
		tree,
		memory,
		description,
		gated,
		preview,
		conversion,
		datasetSnippets,
		space,
		base,
		path,
	} = loaderData;
	const asked = useActionData<typeof action>();
	const root = useRouteLoaderData("root") as { viewer?: unknown } | undefined;
	return (
		<div>
			<RepoHeader data={header} active="card" />
			<div
				className={`mt-6 grid gap-8 ${usage ? "xl:grid-cols-[minmax(0,1fr)_32rem]" : "lg:grid-cols-[minmax(0,1fr)_18rem]"}`}
			>
				<article aria-label={kind === "model" ? "Model card" : "Card"} className="min-w-0">
					{header.canWrite ? (
						<p className="mb-3 text-right text-sm">
							<a href={`${repoPrefix(kind)}/${encodePath(header.id)}/edit/main/README.md`}>
								{card ? "Edit the card" : "Write a card"}
							</a>
						</p>
					) : null}
					{description && kind !== "model" ? <p className="mb-4 text-lg text-muted">{description}</p> : null}
					{space ? <SpaceAppPanel view={space} /> : null}
					{kind === "dataset" ? (
						<>
							<DatasetPreview state={preview} path={path} conversion={conversion} />
							<UseThisDataset snippets={datasetSnippets} />
						</>
					) : null}
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
					{gated ? (
						<GatedAccess
							state={gated}
							signedIn={Boolean(root?.viewer)}
							requestsHref={`${base}/access-requests`}
							loginHref={`/login?returnTo=${encodeURIComponent(path)}`}
							error={asked && "error" in asked ? asked.error : null}
						/>
					) : null}
					{tree ? <ModelTreePanel tree={tree} /> : null}
					{memory ? <MemoryEstimatePanel estimate={memory} /> : null}
					{usage ? (
						<>
							<section aria-labelledby="use" id="use-this-model">
								<h2 id="use" className="mb-3 text-lg font-semibold">
									Use this model
								</h2>
								<UseThisModel usage={usage} />
							</section>
							<section aria-labelledby="inference-heading" id="inference" data-swap-region="inference">
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
					{facts.length ? (
						<section aria-labelledby="facts-heading">
							<h2 id="facts-heading" className="mb-2 text-lg font-semibold">
								Metadata
							</h2>
							<dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
								{facts.map((f) => (
									<div key={f.label} className="contents">
										<dt className="text-muted">{f.label}</dt>
										<dd className="break-all">
											{f.values.map((v, i) => (
												<span key={v.text}>
													{i > 0 ? ", " : ""}
													{v.href ? <a href={v.href}>{v.text}</a> : v.text}
												</span>
											))}
										</dd>
									</div>
								))}
							</dl>
						</section>
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
