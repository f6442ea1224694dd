import { sql, type Kysely } from "kysely";
import type { DbDialect } from "../../db/create-db.ts";
import type { Database, RepoRow, RepoType } from "../../db/database.ts";
import type { ListParams } from "./list-params.ts";

function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of repositories matching the list parameters (one extra row tells whether more exist). */
export async function searchRepos(
	db: Kysely<Database>,
	dialect: DbDialect,
	type: RepoType,
	params: ListParams,
): Promise<RepoRow[]> {
	let query = db.selectFrom("repos").selectAll().where("type", "=", type).where("private", "=", 0);
	for (const term of params.search) {
		const pattern = `%${escapeLike(term)}%`;
		const plain = pattern === `%${term}%`;
		if (dialect === "sqlite") {
			// The FTS5 trigram table answers LIKE from its index (two-argument LIKE only).
			query = query.where(
				plain
					? sql<boolean>`repos.rowid in (select rowid from repo_search where search_text like ${pattern})`
					: sql<boolean>`search_text like ${pattern} escape '\\'`,
			);
		} else {
			query = query.where(sql<boolean>`search_text like ${pattern} escape '\\'`);
		}
	}
	if (params.author) query = query.where("namespace", "=", params.author);
	if (params.pipelineTag) query = query.where("pipeline_tag", "=", params.pipelineTag);
	if (params.library) query = query.where("library_name", "=", params.library);
	if (params.gated !== undefined)
		query = params.gated ? query.where("gated", "!=", "false") : query.where("gated", "=", "false");
	if (params.paramsMin !== undefined) query = query.where("num_parameters", ">=", params.paramsMin);
	if (params.paramsMax !== undefined) query = query.where("num_parameters", "<=", params.paramsMax);
	const tagSets: string[][] = params.filters.map((filter) => {
		const language = /^language:(.+)$/.exec(filter);
		return language?.[1] ? [filter, language[1]] : [filter];
	});
	if (params.language) tagSets.push([params.language, `language:${params.language}`]);
	if (params.license) tagSets.push([`license:${params.license}`]);
	// EXISTS lets the planner walk the sort index and probe tags per row, which is fast for common tags.
	for (const tags of tagSets) {
		query = query.where(({ exists, selectFrom }) =>
			exists(
				selectFrom("repo_tags")
					.select("repo_tags.tag")
					.whereRef("repo_tags.repo_pk", "=", "repos.pk")
					.where("repo_tags.tag", "in", tags),
			),
		);
	}
	const direction = params.ascending ? "asc" : "desc";
	const ordered =
		params.sort === "num_parameters"
			? query.orderBy(sql`coalesce(num_parameters, -1)`, direction)
			: query.orderBy(params.sort, direction);
	return ordered
		.orderBy("full_id", "asc")
		.offset(params.offset)
		.limit(params.limit + 1)
		.execute();
}
