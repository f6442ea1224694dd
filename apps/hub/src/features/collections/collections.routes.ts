import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import { z } from "zod";
import {
	CollectionTheme,
	type Collection,
	type CollectionExists,
	type CollectionList,
	type CollectionUpdated,
} from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import {
	authorizeRepo,
	canWriteNamespace,
	loadRepoFor,
	namespaceRoles,
	readableReposFilter,
	requireWriter,
	viewerOf,
} from "../../auth/access.ts";
import { findAccount, newPk } from "../../auth/accounts.repository.ts";
import { ApiError, errorBody } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { decodeCursor, encodeCursor, parsePositiveInt, withParams } from "../../http/query-params.ts";
import { readBodyObject } from "../../http/read-body.ts";
import { escapeHtml } from "../../http/escape-html.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";
import { idOfSlug, slugOf, titleKeyOf } from "./collection-slug.ts";
import {
	closeGap,
	findCollection,
	findCollectionByTitle,
	itemCount,
	itemsOf,
	listCollections,
	moveInOrder,
	type CollectionItemRow,
	type CollectionRow,
	type OrderScope,
} from "./collections.repository.ts";

const title = z.string().trim().min(1).max(LIMITS.collectionTitleChars);
const description = z.string().max(LIMITS.collectionTextChars);
const note = z.string().max(LIMITS.collectionTextChars);
const position = z.number().int().min(0).max(1_000_000);

const NewCollection = z.object({
	title,
	namespace: z.string().min(1).max(100).optional(),
	description: description.optional(),
	private: z.boolean().optional(),
});
const CollectionChange = z.object({
	title: title.optional(),
	description: description.optional(),
	private: z.boolean().optional(),
	theme: CollectionTheme.optional(),
	position: position.optional(),
});
const NewItem = z.object({
	item: z.object({ id: z.string().min(1).max(200), type: z.string() }),
	note: note.optional(),
});
const ItemChange = z.object({ note: note.optional(), position: position.optional() });

/** Parses a JSON body against `schema`; `BadRequest` naming the first problem otherwise. */
async function bodyAs<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.infer<S>> {
	const parsed = schema.safeParse(await readBodyObject(c, LIMITS.accountBodyBytes));
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		throw new ApiError("BadRequest", `Invalid ${issue?.path.join(".") || "body"}: ${issue?.message ?? "unreadable"}`);
	}
	return parsed.data;
}

/**
 * Collections (docs/reference/accounts-and-tokens.md#collections): a namespace's ordered lists of
 * repositories, read and written as `huggingface_hub` does (`create_collection`, `get_collection`,
 * `update_collection_metadata`, `add_collection_item`, `update_collection_item`,
 * `delete_collection_item`, `delete_collection`, `list_collections`). A private collection answers
 * exactly like a missing one to callers without a role on its namespace; items show only the
 * repositories the caller may read. Writers of the namespace change it, never with a read token.
 */
export function collectionsRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();
	const now = (): number => (deps.now ?? Date.now)();

	const mayReadCollection = async (c: AppContext, collection: CollectionRow): Promise<boolean> => {
		if (collection.private !== 1) return true;
		const viewer = viewerOf(c);
		if (viewer.kind === "user" && viewer.isAdmin) return true;
		return (await namespaceRoles(c, deps)).has(collection.namespace_lower);
	};
	const notFound = (namespace: string, slug: string): ApiError =>
		new ApiError("CollectionNotFound", `Collection ${`${namespace}/${slug}`.slice(0, 200)} not found`);
	/** The collection a URL names, for reading; hidden ones answer like missing ones. */
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
	/** The collection a URL names, for a change by a writer of its namespace. */
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
	const namespaceScope = (row: CollectionRow): OrderScope => ({
		table: "collections",
		column: "namespace_lower",
		value: row.namespace_lower,
	});
	const itemScope = (row: CollectionRow): OrderScope => ({
		table: "collection_items",
		column: "collection_pk",
		value: row.pk,
	});

	app.get("/api/collections", async (c) => {
		const url = new URL(c.req.url);
		const limit = parsePositiveInt(c.req.query("limit"), "limit", { max: LIMITS.peoplePage }) ?? LIMITS.peoplePage;
		const sort = c.req.query("sort");
		if (sort !== undefined && !["lastModified", "trending", "upvotes"].includes(sort))
			throw new ApiError(
				"BadRequest",
				`Unknown sort ${JSON.stringify(sort.slice(0, 40))}: lastModified, trending or upvotes`,
			);
		const cursor = decodeCursor(c.req.query("cursor"));
		if (cursor !== undefined && !isPageCursor(cursor))
			throw new ApiError("InvalidCursor", "Invalid cursor: it was not made by this hub's Link header");
		const viewer = viewerOf(c);
		const privateIn =
			viewer.kind === "user" && viewer.isAdmin ? ("all" as const) : [...(await namespaceRoles(c, deps)).keys()];
		let itemRepoPk: string | undefined;
		const item = c.req.query("item");
		if (item !== undefined) {
			const match = /^(models|datasets|spaces)\/([^/]{1,100})\/([^/]{1,100})$/.exec(item);
			if (!match) throw new ApiError("BadRequest", "item is {type}s/{namespace}/{name}, e.g. models/atrium/tiny-gpt");
			const [, type = "", namespace = "", name = ""] = match;
			try {
				const repo = await loadRepoFor(c, deps, typeOfSegment(type), namespace, name);
				await authorizeRepo(c, deps, repo, "read");
				itemRepoPk = repo.pk;
			} catch (error) {
				// A repository the caller may not see is in no collection they can list.
				if (error instanceof ApiError && error.code === "RepoNotFound") return c.json([] satisfies CollectionList);
				throw error;
			}
		}
		const owner = c.req.query("owner");
		const page = await listCollections(
			db,
			{ privateIn, ...(owner ? { owner } : {}), ...(itemRepoPk ? { itemRepoPk } : {}) },
			cursor,
			limit,
		);
		if (page.next)
			c.header(
				"Link",
				`<${withParams(publicOrigin(c, deps.config), url, { cursor: encodeCursor(page.next) })}>; rel="next"`,
			);
		return c.json(await answers(c, page.rows));
	});

	app.post("/api/collections", async (c) => {
		const viewer = requireWriter(c, "create collections");
		const input = await bodyAs(c, NewCollection);
		const namespace = input.namespace ?? viewer.name;
		const account = await findAccount(db, namespace);
		if (!account || !(await canWriteNamespace(c, deps, account.name)))
			throw new ApiError("Forbidden", `You cannot create collections in ${namespace.slice(0, 100)}`);
		const titleKey = titleKeyOf(input.title);
		const existing = await findCollectionByTitle(db, account.name, titleKey);
		if (existing) return collectionExists(c, slugOf(existing));
		const pk = newPk();
		const at = now();
		try {
			await db.transaction().execute(async (trx) => {
				const count = await trx
					.selectFrom("collections")
					.select((eb) => eb.fn.countAll<number>().as("n"))
					.where("namespace_lower", "=", account.name_lower)
					.executeTakeFirstOrThrow();
				if (Number(count.n) >= LIMITS.collectionsPerNamespace)
					throw new ApiError(
						"LimitExceeded",
						`${account.name} has ${LIMITS.collectionsPerNamespace} collections, the most a namespace may hold: delete one first`,
					);
				await trx
					.insertInto("collections")
					.values({
						pk,
						namespace: account.name,
						namespace_lower: account.name_lower,
						title: input.title,
						title_key: titleKey,
						description: input.description ?? "",
						private: input.private ? 1 : 0,
						theme: "blue",
						position: Number(count.n),
						created_at: at,
						updated_at: at,
					})
					.execute();
			});
		} catch (error) {
			// Two creations of one title at once: the unique index decides.
			const winner = await findCollectionByTitle(db, account.name, titleKey);
			if (winner && !(error instanceof ApiError)) return collectionExists(c, slugOf(winner));
			throw error;
		}
		return c.json(await answer(c, pk));
	});

	app.get("/api/collections/:namespace/:slug", async (c) => {
		const collection = await loadForRead(c);
		return c.json(await answer(c, collection.pk));
	});

	app.patch("/api/collections/:namespace/:slug", async (c) => {
		const collection = await loadForWrite(c);
		const change = await bodyAs(c, CollectionChange);
		const titleKey = change.title === undefined ? collection.title_key : titleKeyOf(change.title);
		if (titleKey !== collection.title_key && (await findCollectionByTitle(db, collection.namespace, titleKey)))
			throw new ApiError("CollectionExists", `${collection.namespace} already has a collection titled like that`);
		await db.transaction().execute(async (trx) => {
			if (change.position !== undefined) {
				const count = await trx
					.selectFrom("collections")
					.select((eb) => eb.fn.countAll<number>().as("n"))
					.where("namespace_lower", "=", collection.namespace_lower)
					.executeTakeFirstOrThrow();
				await moveInOrder(
					trx,
					namespaceScope(collection),
					collection.pk,
					collection.position,
					change.position,
					Number(count.n),
				);
			}
			await trx
				.updateTable("collections")
				.set({
					...(change.title !== undefined ? { title: change.title, title_key: titleKey } : {}),
					...(change.description !== undefined ? { description: change.description } : {}),
					...(change.private !== undefined ? { private: change.private ? 1 : 0 } : {}),
					...(change.theme !== undefined ? { theme: change.theme } : {}),
					updated_at: now(),
				})
				.where("pk", "=", collection.pk)
				.execute();
		});
		return c.json({ data: await answer(c, collection.pk) } satisfies CollectionUpdated);
	});

	app.delete("/api/collections/:namespace/:slug", async (c) => {
		const collection = await loadForWrite(c);
		await db.transaction().execute(async (trx) => {
			const gone = await trx.deleteFrom("collections").where("pk", "=", collection.pk).executeTakeFirst();
			if (Number(gone.numDeletedRows) === 1) await closeGap(trx, namespaceScope(collection), collection.position);
		});
		return c.json({});
	});

	app.post("/api/collections/:namespace/:slug/items", async (c) => {
		const collection = await loadForWrite(c);
		const input = await bodyAs(c, NewItem);
		const type = { model: "models", dataset: "datasets", space: "spaces" }[input.item.type];
		if (!type)
			throw new ApiError(
				"BadRequest",
				`This hub collects models, datasets and spaces, not ${JSON.stringify(input.item.type.slice(0, 20))}`,
			);
		const [namespace = "", name = "", extra] = input.item.id.split("/");
		if (extra !== undefined || !name)
			throw new ApiError("BadRequest", "item.id is a repository id: {namespace}/{name}");
		const repo = await loadRepoFor(c, deps, typeOfSegment(type), namespace, name);
		await authorizeRepo(c, deps, repo, "read");
		await db.transaction().execute(async (trx) => {
			// Writing the collection first makes concurrent additions to it take turns.
			await trx.updateTable("collections").set({ updated_at: now() }).where("pk", "=", collection.pk).execute();
			const present = await trx
				.selectFrom("collection_items")
				.select("pk")
				.where("collection_pk", "=", collection.pk)
				.where("repo_pk", "=", repo.pk)
				.executeTakeFirst();
			if (present) throw new ApiError("CollectionItemExists", `${repo.full_id} is already in this collection`);
			const count = await itemCount(trx, collection.pk);
			if (count >= LIMITS.collectionItems)
				throw new ApiError(
					"LimitExceeded",
					`A collection holds at most ${LIMITS.collectionItems} items: remove one first`,
				);
			await trx
				.insertInto("collection_items")
				.values({
					pk: newPk(),
					collection_pk: collection.pk,
					repo_pk: repo.pk,
					position: count,
					note: input.note ?? "",
					created_at: now(),
				})
				.execute();
		});
		return c.json(await answer(c, collection.pk));
	});

	const loadItem = async (collection: CollectionRow, itemPk: string) => {
		const item = await db
			.selectFrom("collection_items")
			.selectAll()
			.where("collection_pk", "=", collection.pk)
			.where("pk", "=", itemPk)
			.executeTakeFirst();
		if (!item) throw new ApiError("CollectionItemNotFound", `No item ${itemPk.slice(0, 40)} in this collection`);
		return item;
	};

	app.patch("/api/collections/:namespace/:slug/items/:item", async (c) => {
		const collection = await loadForWrite(c);
		const change = await bodyAs(c, ItemChange);
		const item = await loadItem(collection, c.req.param("item"));
		await db.transaction().execute(async (trx) => {
			await trx.updateTable("collections").set({ updated_at: now() }).where("pk", "=", collection.pk).execute();
			if (change.position !== undefined) {
				const current = await trx
					.selectFrom("collection_items")
					.select("position")
					.where("pk", "=", item.pk)
					.executeTakeFirst();
				if (current)
					await moveInOrder(
						trx,
						itemScope(collection),
						item.pk,
						current.position,
						change.position,
						await itemCount(trx, collection.pk),
					);
			}
			if (change.note !== undefined)
				await trx.updateTable("collection_items").set({ note: change.note }).where("pk", "=", item.pk).execute();
		});
		return c.json({});
	});

	app.delete("/api/collections/:namespace/:slug/items/:item", async (c) => {
		const collection = await loadForWrite(c);
		const item = await loadItem(collection, c.req.param("item"));
		await db.transaction().execute(async (trx) => {
			await trx.updateTable("collections").set({ updated_at: now() }).where("pk", "=", collection.pk).execute();
			const gone = await trx.deleteFrom("collection_items").where("pk", "=", item.pk).executeTakeFirst();
			if (Number(gone.numDeletedRows) === 1) await closeGap(trx, itemScope(collection), item.position);
		});
		return c.json({});
	});

	return app;
}

/** 409 naming the collection that already has the title (`create_collection(exists_ok=True)` reads `slug`). */
function collectionExists(c: AppContext, slug: string): Response {
	const error = new ApiError("CollectionExists", `You already have a collection titled like that: ${slug}`);
	c.header("X-Error-Code", error.code);
	c.header("X-Error-Message", error.message);
	return c.json({ ...errorBody(error.code, error.message), slug } satisfies CollectionExists, 409);
}

function isPageCursor(value: unknown): value is { at: number; pk: string } {
	if (typeof value !== "object" || value === null) return false;
	const { at, pk } = value as Record<string, unknown>;
	return Number.isSafeInteger(at) && typeof pk === "string" && /^[0-9a-f]{24}$/.test(pk);
}
