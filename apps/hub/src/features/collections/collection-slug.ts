import { ApiError } from "../../errors.ts";

/** The longest title key a slug carries (the title itself may be longer). */
const TITLE_KEY_CHARS = 80;

/**
 * The title as a slug writes it: lower case, runs of anything but letters and digits as one `-`,
 * trimmed; `collection` when nothing is left. Two titles with one key are one collection's name.
 */
export function titleKeyOf(title: string): string {
	const key = title
		.normalize("NFKD")
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-+|-+$/g, "")
		.slice(0, TITLE_KEY_CHARS)
		.replace(/-+$/, "");
	return key === "" ? "collection" : key;
}

/** `{namespace}/{title key}-{id}`: what clients and the site name a collection by. */
export function slugOf(collection: { namespace: string; title_key: string; pk: string }): string {
	return `${collection.namespace}/${collection.title_key}-${collection.pk}`;
}

/**
 * The id at the end of a slug's last segment. Only the id names the collection: a slug from before
 * a title change still finds it. `CollectionNotFound` when there is none.
 */
export function idOfSlug(namespace: string, last: string): string {
	const id = /-([0-9a-f]{24})$/.exec(last)?.[1] ?? (/^[0-9a-f]{24}$/.test(last) ? last : undefined);
	if (!id) throw new ApiError("CollectionNotFound", `Collection ${`${namespace}/${last}`.slice(0, 200)} not found`);
	return id;
}
