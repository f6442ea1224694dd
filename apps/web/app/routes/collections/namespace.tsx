import { data, useLoaderData } from "react-router";
import { CollectionCards } from "../../components/collection-list.tsx";
import { siteContext } from "../../lib/api-context.ts";
import type { CollectionList } from "../../lib/api-types.ts";
import type { Route } from "./+types/namespace";
import { enhancementOnly } from "../../lib/page-script.ts";

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `Collections of ${d.namespace} — Atrium` : "Not found — Atrium" },
];

/** A namespace's collections that the reader may see (`GET /api/collections?owner=`). */
export async function loader({ params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const account = await apiFetch(`/api/accounts/${encodeURIComponent(params.ns)}`, {
		headers: { accept: "application/json" },
	});
	if (!account.ok) throw data({ message: undefined }, { status: 404 });
	const res = await apiFetch(`/api/collections?owner=${encodeURIComponent(params.ns)}&limit=100`, {
		headers: { accept: "application/json" },
	});
	if (!res.ok) throw data({ message: undefined }, { status: 404 });
	const collections = (await res.json()) as CollectionList;
	return data(
		{ namespace: params.ns, collections },
		{ headers: { "Cache-Control": "private, max-age=0, must-revalidate" } },
	);
}

export const handle = enhancementOnly;

export default function NamespaceCollections() {
	const { namespace, collections } = useLoaderData<typeof loader>();
	return (
		<div>
			<p className="text-sm text-muted">
				<a href={`/${namespace}`}>{namespace}</a>
			</p>
			<h1 className="text-2xl font-bold">Collections</h1>
			<CollectionCards collections={collections} />
		</div>
	);
}
