import { data, useLoaderData } from "react-router";
import { siteContext } from "../../lib/api-context.ts";
import type { Collection } from "../../lib/api-types.ts";
import { formatDate } from "../../lib/format.ts";
import { encodePath, repoPrefix } from "../../lib/paths.ts";
import type { Route } from "./+types/collection";
import { enhancementOnly } from "../../lib/page-script.ts";

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `${d.collection.title} — a collection by ${d.collection.owner.name} — Atrium` : "Not found — Atrium" },
	...(d?.collection.description ? [{ name: "description", content: d.collection.description }] : []),
];

const KIND_LABEL = { model: "Model", dataset: "Dataset", space: "Space" } as const;

/** One collection: its repositories in their order, with notes (only those the reader may read). */
export async function loader({ params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const res = await apiFetch(`/api/collections/${encodeURIComponent(params.ns)}/${encodeURIComponent(params.slug)}`, {
		headers: { accept: "application/json" },
	});
	if (!res.ok) throw data({ message: undefined }, { status: 404 });
	const collection = (await res.json()) as Collection;
	return data({ collection }, { headers: { "Cache-Control": "private, max-age=0, must-revalidate" } });
}

export const handle = enhancementOnly;

export default function CollectionPage() {
	const { collection } = useLoaderData<typeof loader>();
	const items = [...collection.items].sort((a, b) => a.position - b.position);
	return (
		<div>
			<p className="text-sm text-muted">
				<a href={`/${collection.owner.name}`}>{collection.owner.name}</a> ·{" "}
				<a href={`/collections/${collection.owner.name}`}>Collections</a>
			</p>
			<h1 className="text-2xl font-bold">
				{collection.title}
				{collection.private ? <span className="ml-2 text-sm font-normal text-muted">Private</span> : null}
			</h1>
			{collection.description ? <p className="mt-2 text-muted">{collection.description}</p> : null}
			<p className="mt-1 text-xs text-muted">Updated {formatDate(collection.lastUpdated)}</p>
			{items.length === 0 ? (
				<p className="mt-4 text-sm text-muted">This collection holds nothing you may see.</p>
			) : (
				<ol className="mt-4 space-y-3" data-slot="collection-items">
					{items.map((item) => (
						<li key={item._id} className="rounded-lg border border-border p-3">
							<span className="mr-2 text-xs text-muted">{KIND_LABEL[item.type]}</span>
							<a href={`${repoPrefix(item.type)}/${encodePath(item.id)}`} className="font-medium">
								{item.id}
							</a>
							{item.note?.text ? <p className="mt-1 text-sm">{item.note.text}</p> : null}
						</li>
					))}
				</ol>
			)}
		</div>
	);
}
