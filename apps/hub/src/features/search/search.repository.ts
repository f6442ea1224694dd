import { sql, type Kysely } from "kysely";
import type { DbDialect } from "../../db/create-db.ts";
import type { Database, RepoRow, RepoType } from "../../db/database.ts";
import type { ListParams } from "./list-params.ts";
import { filterIsBroad, type IndexedFilter } from "./filter-is-broad.ts";

/** Sorts with a `(type, pipeline_tag, sort)` index (migration 002), which answers the pipeline filter and the order at once. */
const PIPELINE_SORTS: ReadonlySet<string> = new Set(["downloads", "trending_score"]);

/**
 * SQLite only: the plan for a filtered, sorted page. SQLite neither credits walking the sort index for
 * stopping at the limit nor knows how many rows a parameter range holds (see filterIsBroad), so the
 * list counts its indexed filters and picks: when each matches many rows, walk the sort index and
 * check them row by row (`+column` keeps their indexes out); when one matches few, read its matches
 * and sort them (`+sort column` keeps the walk out). PostgreSQL keeps histograms and needs no help.
 */
async function sqlitePlan(
	db: Kysely<Database>,
	type: RepoType,
	params: ListParams,
	filters: IndexedFilter[],
): Promise<"walk-sort-index" | "read-filter" | "planner"> {
	if (filters.length === 0) return "planner";
	for (const filter of filters) {
		if (!(await filterIsBroad(db, type, filter, params.offset + params.limit + 1))) return "read-filter";
	}
	return "walk-sort-index";
}

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
	const ranged = params.paramsMin !== undefined || params.paramsMax !== undefined;
	const filters: IndexedFilter[] = [];
	// Sorting by parameter count under a range reads the range index in order already: no choice to make.
	if (ranged && params.sort !== "num_parameters") {
		filters.push({
			column: "num_parameters",
			...(params.paramsMin !== undefined ? { min: params.paramsMin } : {}),
			...(params.paramsMax !== undefined ? { max: params.paramsMax } : {}),
		});
	}
	if (params.pipelineTag && !PIPELINE_SORTS.has(params.sort))
		filters.push({ column: "pipeline_tag", equals: params.pipelineTag });
	if (params.author) filters.push({ column: "namespace", equals: params.author });
	const plan =
		dialect === "sqlite" && !(ranged && params.sort === "num_parameters")
			? await sqlitePlan(db, type, params, filters)
			: "planner";
	const walked = new Set(plan === "walk-sort-index" ? filters.map((filter) => filter.column) : []);
	const column = (name: IndexedFilter["column"]) => (walked.has(name) ? sql`+${sql.ref(name)}` : sql.ref(name));
	if (params.author) query = query.where(column("namespace"), "=", params.author);
	if (params.pipelineTag) query = query.where(column("pipeline_tag"), "=", params.pipelineTag);
	if (params.library) query = query.where("library_name", "=", params.library);
	if (params.gated !== undefined)
		query = params.gated ? query.where("gated", "!=", "false") : query.where("gated", "=", "false");
	if (params.paramsMin !== undefined) query = query.where(column("num_parameters"), ">=", params.paramsMin);
	if (params.paramsMax !== undefined) query = query.where(column("num_parameters"), "<=", params.paramsMax);
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
	const sortKey =
		params.sort !== "num_parameters"
			? sql.ref(params.sort)
			: ranged
				? sql.ref("num_parameters")
				: sql`coalesce(num_parameters, -1)`;
	const ordered = query.orderBy(plan === "read-filter" ? sql`+${sortKey}` : sortKey, direction);
	return ordered
		.orderBy("full_id", "asc")
		.offset(params.offset)
		.limit(params.limit + 1)
		.execute();
}
