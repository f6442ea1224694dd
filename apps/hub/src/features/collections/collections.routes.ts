import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { CollectionExists, CollectionList, CollectionUpdated } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import {
	authorizeRepo,
	canWriteNamespace,
	loadRepoFor,
	namespaceRoles,
	requireWriter,
	viewerOf,
} from "../../auth/access.ts";
import { findAccount, newPk } from "../../auth/accounts.repository.ts";
import { ApiError, errorBody } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { decodeCursor, encodeCursor, parsePositiveInt, withParams } from "../../http/query-params.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";
import { collectionAccess } from "./collection-access.ts";
import { bodyAs, CollectionChange, NewCollection } from "./collection-bodies.ts";
import { collectionItemsRoutes } from "./collection-items.routes.ts";
import { slugOf, titleKeyOf } from "./collection-slug.ts";
import {
	closeGap,
	findCollectionByTitle,
	listCollections,
	moveInOrder,
	type CollectionRow,
	type OrderScope,
} from "./collections.repository.ts";

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
	const access = collectionAccess(deps);
	const { now, loadForRead, loadForWrite, answers, answer } = access;
	const namespaceScope = (row: CollectionRow): OrderScope => ({
		table: "collections",
		column: "namespace_lower",
		value: row.namespace_lower,
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

	app.route("/", collectionItemsRoutes(deps, access));
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
