import { Collection, CollectionExists, CollectionList, CollectionUpdated, Empty } from "@atrium/hub-api";
import { op, query } from "./openapi-operations.ts";

const SLUG = ["namespace", "slug"];
const ITEM = [...SLUG, "item"];

/** Collections (features/collections): lists, one collection, its metadata and its items. */
export function collectionPaths(): Record<string, unknown> {
	const pathParams = (names: string[]) =>
		names.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } }));
	return {
		"/api/collections": {
			get: op(
				"Collections the caller may see, newest change first (Link)",
				[],
				{
					parameters: [
						query("owner", "Namespace"),
						query("item", "A repository every result holds: models/{namespace}/{name} (or datasets/, spaces/)"),
						query("sort", "lastModified (trending and upvotes sort alike here)"),
						query("limit", "Page size (at most 100)", { type: "integer" }),
						query("cursor", "Opaque position, from the Link header"),
					],
				},
				CollectionList,
			),
			post: op(
				"Create a collection: { title, namespace?, description?, private? }; 409 names the one of that title",
				[],
				{},
				Collection,
				{ "409": CollectionExists },
			),
		},
		"/api/collections/{namespace}/{slug}": {
			get: op("One collection by slug", SLUG, {}, Collection),
			patch: op("Change { title?, description?, private?, theme?, position? }", SLUG, {}, CollectionUpdated),
			delete: op("Delete the collection", SLUG, {}, Empty),
		},
		"/api/collections/{namespace}/{slug}/items": {
			post: op("Add a repository: { item: { id, type }, note? }", SLUG, {}, Collection),
		},
		"/api/collections/{namespace}/{slug}/items/{item}": {
			patch: op("Change an item: { note?, position? }", ITEM, { parameters: pathParams(ITEM) }, Empty),
			delete: op("Remove an item", ITEM, {}, Empty),
		},
	};
}
