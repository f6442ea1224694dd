import { sql } from "kysely";
import type { Db } from "../src/db/create-db.ts";

/** The secondary indexes of `repos` and `repo_tags`, as the migration creates them. */
const INDEXES: [name: string, table: string, columns: string][] = [
	["repos_downloads", "repos", "type, downloads"],
	["repos_likes", "repos", "type, likes"],
	["repos_last_modified", "repos", "type, last_modified"],
	["repos_created_at", "repos", "type, created_at"],
	["repos_trending_score", "repos", "type, trending_score"],
	["repos_num_parameters", "repos", "type, num_parameters"],
	["repos_downloads_all_time", "repos", "type, downloads_all_time"],
	["repos_used_storage", "repos", "type, used_storage"],
	["repos_num_parameters_sort", "repos", "type, coalesce(num_parameters, -1)"],
	["repos_namespace", "repos", "type, namespace"],
	["repos_pipeline", "repos", "type, pipeline_tag"],
	["repos_pipeline_downloads", "repos", "type, pipeline_tag, downloads"],
	["repos_pipeline_trending_score", "repos", "type, pipeline_tag, trending_score"],
	["repo_tags_tag", "repo_tags", "tag, repo_pk"],
];

/** Runs a bulk load with the secondary indexes dropped, then rebuilds them and refreshes planner statistics (much faster than indexing row by row). */
export async function withoutSecondaryIndexes(db: Db, load: () => Promise<void>): Promise<void> {
	for (const [name] of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db.kysely);
	try {
		await load();
	} finally {
		for (const [name, table, columns] of INDEXES)
			await sql.raw(`create index if not exists ${name} on ${table} (${columns})`).execute(db.kysely);
		await sql.raw(db.dialect === "postgres" ? "analyze repos; analyze repo_tags" : "analyze").execute(db.kysely);
	}
}
