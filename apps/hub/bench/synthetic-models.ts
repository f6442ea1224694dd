import { sql } from "kysely";
import type { Db } from "../src/db/create-db.ts";

/** Pipeline tags and libraries the synthetic rows cycle through. */
const PIPELINES = [
	"text-generation",
	"text-classification",
	"fill-mask",
	"image-classification",
	"automatic-speech-recognition",
	"sentence-similarity",
	"text-to-image",
	"feature-extraction",
];
const LIBRARIES = ["transformers", "sentence-transformers", "diffusers", "timm", "peft", "gguf"];

function caseList(values: string[], indexExpression: string): string {
	return `case ${indexExpression} ${values.map((value, index) => `when ${index} then '${value}'`).join(" ")} end`;
}

/**
 * Inserts `count` synthetic models (ids `org-<i % 1000>/model-<i>`) with tags, in bulk: rows are
 * generated inside the database (generate_series on PostgreSQL, a recursive CTE on SQLite).
 * Downloads, likes and parameter counts are spread deterministically so sorts and filters have work.
 */
export async function insertSyntheticModels(db: Db, count: number): Promise<void> {
	const postgres = db.dialect === "postgres";
	const hex = postgres ? "lpad(to_hex(i), 24, '0')" : "printf('%024x', i)";
	const sha = postgres ? "lpad(to_hex(i), 40, '0')" : "printf('%040x', i)";
	const pipeline = caseList(PIPELINES, `(i % ${PIPELINES.length})`);
	const library = caseList(LIBRARIES, `(i % ${LIBRARIES.length})`);
	const concat = (...parts: string[]): string => parts.join(" || ");
	const batch = 200_000;
	for (let start = 1; start <= count; start += batch) {
		const end = Math.min(count, start + batch - 1);
		const range = postgres ? `generate_series(${start}::bigint, ${end}::bigint) as s(i)` : "seq";
		const head = postgres
			? ""
			: `with recursive seq(i) as (select ${start} union all select i + 1 from seq where i < ${end}) `;
		await sql
			.raw(
				`${head}insert into repos (pk, type, full_id, namespace, name, private, gated, created_at, last_modified, sha, likes, downloads, downloads_all_time, trending_score, pipeline_tag, library_name, sdk, num_parameters, search_text, used_storage, info)
				 select ${hex}, 'model', ${concat("'org-'", "(i % 1000)", "'/model-'", "i")}, ${concat("'org-'", "(i % 1000)")}, ${concat("'model-'", "i")}, 0, 'false',
				 1700000000000 + i * 1000, 1700000000000 + i * 2000, ${sha}, (i * 7) % 1000, (i * 7919) % 100000, (i * 7919) % 1000000, (i * 31) % 5000,
				 ${pipeline}, ${library}, null, ((i * 104729) % 70000) * 1000000, ${concat("'org-'", "(i % 1000)", "'/model-'", "i", "' '", pipeline, "' '", library)}, i * 1000,
				 '{"tags":[],"pipeline_tag":null,"library_name":null,"warnings":[]}'
				 from ${range}`,
			)
			.execute(db.kysely);
		await sql
			.raw(
				`${head}insert into repo_tags (repo_pk, tag)
				 select ${hex}, ${pipeline} from ${range}
				 union all select ${hex}, ${library} from ${range}
				 union all select ${hex}, 'license:' || ${caseList(["mit", "apache-2.0", "cc-by-4.0"], "(i % 3)")} from ${range}`,
			)
			.execute(db.kysely);
	}
}
