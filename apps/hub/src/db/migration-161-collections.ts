import type { Migration } from "kysely/migration";
import type { AnyDb } from "./migration-dialect.ts";

/**
 * 161: collections (`features/collections`). A collection belongs to a namespace (user or organization)
 * and lists repositories in an order of its owner's choosing. `title_key` is the title as its slug
 * writes it: one collection of that key per namespace. An item goes with its repository.
 */
export const collectionsMigration: Migration = {
	async up(db: AnyDb) {
		await db.schema
			.createTable("collections")
			.addColumn("pk", "varchar(24)", (c) => c.primaryKey())
			.addColumn("namespace", "varchar(100)", (c) => c.notNull())
			.addColumn("namespace_lower", "varchar(100)", (c) => c.notNull())
			.addColumn("title", "varchar(400)", (c) => c.notNull())
			.addColumn("title_key", "varchar(100)", (c) => c.notNull())
			.addColumn("description", "text", (c) => c.notNull())
			.addColumn("private", "integer", (c) => c.notNull())
			.addColumn("theme", "varchar(20)", (c) => c.notNull())
			.addColumn("position", "integer", (c) => c.notNull())
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.addColumn("updated_at", "bigint", (c) => c.notNull())
			.execute();
		await db.schema
			.createIndex("collections_title_key")
			.on("collections")
			.columns(["namespace_lower", "title_key"])
			.unique()
			.execute();
		await db.schema.createIndex("collections_updated").on("collections").columns(["updated_at", "pk"]).execute();
		await db.schema
			.createTable("collection_items")
			.addColumn("pk", "varchar(24)", (c) => c.primaryKey())
			.addColumn("collection_pk", "varchar(24)", (c) => c.notNull().references("collections.pk").onDelete("cascade"))
			.addColumn("repo_pk", "varchar(24)", (c) => c.notNull().references("repos.pk").onDelete("cascade"))
			.addColumn("position", "integer", (c) => c.notNull())
			.addColumn("note", "text", (c) => c.notNull())
			.addColumn("created_at", "bigint", (c) => c.notNull())
			.execute();
		await db.schema
			.createIndex("collection_items_repo")
			.on("collection_items")
			.columns(["collection_pk", "repo_pk"])
			.unique()
			.execute();
		await db.schema.createIndex("collection_items_by_repo").on("collection_items").column("repo_pk").execute();
	},
	async down(db: AnyDb) {
		await db.schema.dropTable("collection_items").execute();
		await db.schema.dropTable("collections").execute();
	},
};
