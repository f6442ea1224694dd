import type { CollectionList } from "../lib/api-types.ts";

/** Collections as cards: title, description and how many repositories each holds, linked to their page. */
export function CollectionCards({ collections }: { collections: CollectionList }) {
	if (collections.length === 0) return <p className="mt-2 text-sm text-muted">None yet.</p>;
	return (
		<ul className="mt-3 grid gap-3 sm:grid-cols-2" data-slot="collections">
			{collections.map((collection) => (
				<li key={collection.slug} className="rounded-lg border border-border p-3">
					<a href={`/collections/${collection.slug}`} className="font-medium">
						{collection.title}
					</a>
					{collection.private ? <span className="ml-2 text-xs text-muted">Private</span> : null}
					{collection.description ? <p className="mt-1 text-sm text-muted">{collection.description}</p> : null}
					<p className="mt-1 text-xs text-muted">
						{collection.items.length} {collection.items.length === 1 ? "item" : "items"}
					</p>
				</li>
			))}
		</ul>
	);
}
