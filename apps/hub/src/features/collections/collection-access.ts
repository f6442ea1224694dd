import type { Collection, CollectionList } from "@atrium/hub-api";
import { CollectionTheme } from "@atrium/hub-api";
import type { AppContext } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { canWriteNamespace, namespaceRoles, readableReposFilter, requireWriter, viewerOf } from "../../auth/access.ts";
import { findAccount } from "../../auth/accounts.repository.ts";
import { ApiError } from "../../errors.ts";
import { escapeHtml } from "../../http/escape-html.ts";
import { idOfSlug, slugOf } from "./collection-slug.ts";
import { findCollection, itemsOf, type CollectionItemRow, type CollectionRow } from "./collections.repository.ts";

/** What the collection routes share: the clock, loading a collection a URL names, and the answers. */
export interface CollectionAccess {
	now: () => number;
	/** The collection a URL names, for reading; hidden ones answer like missing ones. */
	loadForRead: (c: AppContext) => Promise<CollectionRow>;
	/** The collection a URL names, for a change by a writer of its namespace. */
	loadForWrite: (c: AppContext) => Promise<CollectionRow>;
	/** The listing answer for `rows`, items limited to the repositories the caller may read. */
	answers: (c: AppContext, rows: CollectionRow[]) => Promise<CollectionList>;
	/** One collection's answer, with its position. */
	answer: (c: AppContext, pk: string) => Promise<Collection>;
}

/** The collection access of the routes built on `deps` (private collections answer like missing ones). */
export function collectionAccess(deps: AppDeps): CollectionAccess {
	const db = deps.db.kysely;
	const now = (): number => (deps.now ?? Date.now)();

	const mayReadCollection = async (c: AppContext, collection: CollectionRow): Promise<boolean> => {
		if (collection.private !== 1) return true;
		const viewer = viewerOf(c);
		if (viewer.kind === "user" && viewer.isAdmin) return true;
		return (await namespaceRoles(c, deps)).has(collection.namespace_lower);
	};
	const notFound = (namespace: string, slug: string): ApiError =>
		new ApiError("CollectionNotFound", `Collection ${`${namespace}/${slug}`.slice(0, 200)} not found`);
	const loadForRead = async (c: AppContext): Promise<CollectionRow> => {
		const { namespace = "", slug = "" } = c.req.param();
		const collection = await findCollection(db, idOfSlug(namespace, slug));
		if (
			!collection ||
			collection.namespace_lower !== namespace.toLowerCase() ||
			!(await mayReadCollection(c, collection))
		)
			throw notFound(namespace, slug);
		return collection;
	};
	const loadForWrite = async (c: AppContext): Promise<CollectionRow> => {
		requireWriter(c, "change collections");
		const collection = await loadForRead(c);
		if (!(await canWriteNamespace(c, deps, collection.namespace)))
			throw new ApiError("Forbidden", `Only writers of ${collection.namespace} can change its collections`);
		return collection;
	};

	const itemAnswer = (item: CollectionItemRow) => ({
		_id: item.pk,
		id: `${item.namespace}/${item.name}`,
		type: item.type,
		position: item.position,
		...(item.note ? { note: { text: item.note, html: escapeHtml(item.note) } } : {}),
	});
	const answers = async (c: AppContext, rows: CollectionRow[]): Promise<CollectionList> => {
		const items = await itemsOf(
			db,
			rows.map((row) => row.pk),
			await readableReposFilter(c, deps),
		);
		const kinds = new Map<string, "user" | "org">();
		for (const row of rows)
			if (!kinds.has(row.namespace_lower))
				kinds.set(row.namespace_lower, (await findAccount(db, row.namespace))?.kind === "org" ? "org" : "user");
		return rows.map((row) => ({
			slug: slugOf(row),
			title: row.title,
			...(row.description ? { description: row.description } : {}),
			owner: { name: row.namespace, type: kinds.get(row.namespace_lower) ?? "user" },
			items: (items.get(row.pk) ?? []).map(itemAnswer),
			lastUpdated: new Date(Number(row.updated_at)).toISOString(),
			private: row.private === 1,
			theme: CollectionTheme.catch("blue").parse(row.theme),
			upvotes: 0,
		}));
	};
	const answer = async (c: AppContext, pk: string): Promise<Collection> => {
		const row = await findCollection(db, pk);
		if (!row) throw new ApiError("CollectionNotFound", "The collection was deleted meanwhile");
		const [listed] = await answers(c, [row]);
		if (!listed) throw new ApiError("CollectionNotFound", "The collection was deleted meanwhile");
		return { ...listed, position: row.position };
	};
	return { now, loadForRead, loadForWrite, answers, answer };
}
