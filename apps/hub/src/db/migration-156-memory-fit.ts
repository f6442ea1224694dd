import type { Migration } from "kysely/migration";
import type { AnyDb } from "./migration-dialect.ts";

/** The columns migration 156 adds to `repos`, all nullable integers. */
export const MEMORY_COLUMNS = ["memory_weight_bytes", "memory_kv_bytes_per_token", "memory_context_length"] as const;

/**
 * 156: what the "fits in N GB" list filter compares (decision 040), set from the default branch's
 * metadata with the rest of the repository summary: the bytes of the smallest weight variant, the KV
 * cache bytes per token, and the model's context length. The index on `(type, memory_weight_bytes)`
 * answers the filter's necessary condition (the weights alone fit); the cache term is checked on the
 * rows it reads. Rows written before stay null (not sized) until their next commit.
 */
export const memoryFitMigration: Migration = {
	async up(db: AnyDb) {
		for (const column of MEMORY_COLUMNS) await db.schema.alterTable("repos").addColumn(column, "bigint").execute();
		await db.schema.createIndex("repos_memory_weight").on("repos").columns(["type", "memory_weight_bytes"]).execute();
	},
};
