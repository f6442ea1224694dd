import { z } from "zod";
import { IsoDate } from "./common.schema.ts";
import { named } from "./registry.ts";

/** An item of a collection: a repository (or paper) with its place in the collection. */
export const CollectionItem = named(
	"CollectionItem",
	z.strictObject({
		_id: z.string(),
		id: z.string(),
		type: z.enum(["model", "dataset", "space", "paper"]),
		position: z.number().int(),
		note: z.strictObject({ html: z.string(), text: z.string() }).optional(),
	}),
);

/** A collection (`GET /api/collections/{slug}`), as `huggingface_hub.Collection` reads it. */
export const Collection = named(
	"Collection",
	z.strictObject({
		slug: z.string().describe("{namespace}/{title}-{id}"),
		title: z.string(),
		description: z.string().optional(),
		owner: z.strictObject({ name: z.string(), type: z.enum(["user", "org"]) }),
		items: z.array(CollectionItem),
		lastUpdated: IsoDate,
		position: z.number().int(),
		private: z.boolean(),
		theme: z.string(),
		upvotes: z.number().int(),
	}),
);

/** `GET /api/collections`: collections matching the filters (the hub has none yet, so always empty). */
export const CollectionList = named("CollectionList", z.array(Collection));

export type Collection = z.infer<typeof Collection>;
