import { z } from "zod";
import { ErrorBody, IsoDate } from "./common.schema.ts";
import { named } from "./registry.ts";

/** The colours a collection may wear on the site. */
export const CollectionTheme = z.enum(["orange", "blue", "green", "purple", "pink", "indigo"]);

/** An item of a collection: a repository with its place in the collection and its note. */
export const CollectionItem = named(
	"CollectionItem",
	z.strictObject({
		_id: z.string().describe("the item's own id (item_object_id), not the repository's"),
		id: z.string().describe("the repository id"),
		type: z.enum(["model", "dataset", "space"]),
		position: z.number().int(),
		note: z.strictObject({ html: z.string(), text: z.string() }).optional(),
	}),
);

const collectionFields = {
	slug: z.string().describe("{namespace}/{title}-{id}"),
	title: z.string(),
	description: z.string().optional(),
	owner: z.strictObject({ name: z.string(), type: z.enum(["user", "org"]) }),
	items: z.array(CollectionItem).describe("only the repositories the caller may read"),
	lastUpdated: IsoDate,
	private: z.boolean(),
	theme: CollectionTheme,
	upvotes: z.number().int().describe("always 0: the hub has no upvotes"),
};

/** A collection (`GET /api/collections/{slug}`), as `huggingface_hub.Collection` reads it. */
export const Collection = named(
	"Collection",
	z.strictObject({ ...collectionFields, position: z.number().int().describe("its place among its owner's") }),
);

/**
 * `GET /api/collections`: the collections the caller may see, newest change first (`Link` to the next
 * page). Without `position`: `list_collections` numbers them itself.
 */
export const CollectionList = named("CollectionList", z.array(z.strictObject(collectionFields)));

/** `PATCH /api/collections/{slug}`: the collection after the change, under `data`. */
export const CollectionUpdated = named("CollectionUpdated", z.strictObject({ data: Collection }));

/** 409 of `POST /api/collections`: the namespace has a collection of that title, at `slug`. */
export const CollectionExists = named("CollectionExists", ErrorBody.extend({ slug: z.string() }));

export type Collection = z.infer<typeof Collection>;
export type CollectionItem = z.infer<typeof CollectionItem>;
export type CollectionList = z.infer<typeof CollectionList>;
export type CollectionUpdated = z.infer<typeof CollectionUpdated>;
export type CollectionExists = z.infer<typeof CollectionExists>;
