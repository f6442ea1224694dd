import { sql, type Kysely } from "kysely";
import type { DbDialect } from "../../db/create-db.ts";
import type { Database, RepoRow, RepoType } from "../../db/database.ts";
import type { ListParams } from "./list-params.ts";
import { rangeIsBroad, type ParamRange } from "./range-is-broad.ts";

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
	const range: ParamRange = {};
	if (params.paramsMin !== undefined) range.min = params.paramsMin;
	if (params.paramsMax !== undefined) range.max = params.paramsMax;
	const ranged = range.min !== undefined || range.max !== undefined;
	// SQLite cannot tell a broad range from a narrow one (see rangeIsBroad), so choose its plan here:
	// a broad range is checked row by row while the sort index is walked (`+column` keeps the range
	// index out), a narrow one is read from the range index and sorted (`+sort column` keeps the walk out).
	// PostgreSQL keeps histograms and makes this choice well by itself.
	const plan =
		ranged && dialect === "sqlite" && params.sort !== "num_parameters"
			? (await rangeIsBroad(db, type, range, params.offset + params.limit + 1))
				? "walk-sort-index"
				: "read-range"
			: "planner";
	const paramsColumn = plan === "walk-sort-index" ? sql<number>`+num_parameters` : sql.ref("num_parameters");
	if (range.min !== undefined) query = query.where(paramsColumn, ">=", range.min);
	if (range.max !== undefined) query = query.where(paramsColumn, "<=", range.max);
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
	// A range excludes unknown counts, so the bare column (and its index order) sorts the same as the coalesce;
	// without one, the coalesce matches the expression index of migration 003.
	const ordered =
		params.sort === "num_parameters"
			? query.orderBy(ranged ? sql.ref("num_parameters") : sql`coalesce(num_parameters, -1)`, direction)
			: query.orderBy(plan === "read-range" ? sql`+${sql.ref(params.sort)}` : sql.ref(params.sort), direction);
	return ordered
		.orderBy("full_id", "asc")
		.offset(params.offset)
		.limit(params.limit + 1)
		.execute();
}
