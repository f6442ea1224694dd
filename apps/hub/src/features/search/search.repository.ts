import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { DbDialect } from "../../db/database.ts";
import type { Database, RepoRow, RepoType } from "../../db/database.ts";
import type { ListParams } from "./list-params.ts";
import { filterIsBroad, type IndexedFilter } from "./filter-is-broad.ts";
import { baseBudget } from "../../metadata/memory-estimate.ts";

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

/** Tag sets (filters) a list checks with one EXISTS each; more go through one grouped subquery. */
const MAX_EXISTS_SETS = 4;

function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A substring index: the FTS5 trigram table over a column (SQLite) and the lower-case expression it indexes. */
interface SubstringIndex {
	fts: "repo_id_search" | "repo_search";
	column: "full_id" | "search_text";
	expression: RawBuilder<string>;
}
const ID_INDEX: SubstringIndex = { fts: "repo_id_search", column: "full_id", expression: sql`lower(full_id)` };
const TEXT_INDEX: SubstringIndex = { fts: "repo_search", column: "search_text", expression: sql`search_text` };

/**
 * `term` (lower-case) occurs in the indexed text. SQLite answers a plain LIKE from the FTS5 trigram
 * table (two-argument LIKE only, so terms with `%`, `_` or `\` scan with ESCAPE); PostgreSQL's
 * `pg_trgm` GIN index answers the LIKE on the expression directly.
 */
function substring(dialect: DbDialect, index: SubstringIndex, term: string): RawBuilder<boolean> {
	const pattern = `%${escapeLike(term)}%`;
	// Under three characters a trigram index has nothing to look up (FTS5 would scan all of itself):
	// filter row by row while the sort index is walked, which stops as soon as a page is full.
	if (dialect === "sqlite" && pattern === `%${term}%` && [...term].length >= 3)
		return sql<boolean>`repos.rowid in (select rowid from ${sql.table(index.fts)} where ${sql.ref(index.column)} like ${pattern})`;
	return sql<boolean>`${index.expression} like ${pattern} escape '\\'`;
}

/** One page of repositories matching the list parameters (one extra row tells whether more exist). */
export async function searchRepos(
	db: Kysely<Database>,
	dialect: DbDialect,
	type: RepoType,
	params: ListParams,
	/** Which repositories the caller may see (`readableReposFilter` of auth/access.ts); public ones only by default. */
	readable: (eb: ExpressionBuilder<Database, "repos">) => Expression<SqlBool> = (eb) => eb("repos.private", "=", 0),
): Promise<RepoRow[]> {
	let query = db.selectFrom("repos").selectAll().where("type", "=", type).where(readable);
	for (const term of params.search) query = query.where(substring(dialect, ID_INDEX, term));
	for (const term of params.fullText) query = query.where(substring(dialect, TEXT_INDEX, term));
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
	// "Fits in N GB" (decision 040): the smallest variant's weights fit (the index answers this), then
	// weights + KV cache at the context fit too, within the budget less the run overhead.
	const fitsWithin = params.fitsBytes === undefined ? undefined : baseBudget(params.fitsBytes);
	if (fitsWithin !== undefined) filters.push({ column: "memory_weight_bytes", max: fitsWithin });
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
	if (fitsWithin !== undefined) query = query.where(column("memory_weight_bytes"), "<=", fitsWithin);
	const context = params.fitsContext;
	if (fitsWithin !== undefined && context !== undefined)
		query = query
			.where("memory_kv_bytes_per_token", "is not", null)
			.where(sql<boolean>`memory_weight_bytes + memory_kv_bytes_per_token * ${context} <= ${fitsWithin}`)
			.where((eb) => eb.or([eb("memory_context_length", "is", null), eb("memory_context_length", ">=", context)]));
	const tagSets: string[][] = params.filters.map((filter) => {
		const language = /^language:(.+)$/.exec(filter);
		return language?.[1] ? [filter, language[1]] : [filter];
	});
	// A space names the models it uses in its card; extraction tags it `model:{id}`.
	if (type === "space") for (const model of params.models) tagSets.push([`model:${model}`]);
	if (params.language) tagSets.push([params.language, `language:${params.language}`]);
	if (params.license) tagSets.push([`license:${params.license}`]);
	// EXISTS lets the planner walk the sort index and probe tags per row, which is fast for common tags.
	// Past a few sets, one EXISTS each makes planning itself slow on PostgreSQL (a join per set): one
	// grouped subquery then checks every set at once, its cost growing with the rows, not the sets.
	const distinctSets = [...new Map(tagSets.map((tags) => [JSON.stringify([...tags].sort()), tags])).values()];
	if (distinctSets.length > MAX_EXISTS_SETS) {
		const allTags = [...new Set(distinctSets.flat())];
		let matching = db
			.selectFrom("repo_tags")
			.select("repo_tags.repo_pk")
			.where("repo_tags.tag", "in", allTags)
			.groupBy("repo_tags.repo_pk");
		for (const tags of distinctSets) {
			matching = matching.having(
				sql<number>`max(case when ${sql.ref("repo_tags.tag")} in (${sql.join(tags)}) then 1 else 0 end)`,
				"=",
				1,
			);
		}
		query = query.where("repos.pk", "in", matching);
	}
	for (const tags of distinctSets.length > MAX_EXISTS_SETS ? [] : distinctSets) {
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
