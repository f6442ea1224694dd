import { factory, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { authorizeRepo, loadRepoFor } from "../../auth/access.ts";
import { newPk } from "../../auth/accounts.repository.ts";
import { ApiError } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";
import type { CollectionAccess } from "./collection-access.ts";
import { bodyAs, ItemChange, NewItem } from "./collection-bodies.ts";
import { closeGap, itemCount, moveInOrder, type CollectionRow, type OrderScope } from "./collections.repository.ts";

/**
 * The items of a collection (`add_collection_item`, `update_collection_item`,
 * `delete_collection_item`): a repository the caller may read, its note and its place. Writers of
 * the collection's namespace change them.
 */
export function collectionItemsRoutes(deps: AppDeps, access: CollectionAccess): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();
	const { now, loadForWrite, answer } = access;
	const itemScope = (row: CollectionRow): OrderScope => ({
		table: "collection_items",
		column: "collection_pk",
		value: row.pk,
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
