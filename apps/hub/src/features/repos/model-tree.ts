import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import type { Database } from "../../db/database.ts";
import { MODEL_RELATIONS, relationTag, type ModelRelation } from "../../metadata/model-relation.ts";

/** `expand[]=baseModels`: how the model derives and from which models (none: `undefined`). */
export interface BaseModels {
	relation: ModelRelation;
	models: { id: string }[];
}

/** The model's base models, read from its own `base_model:{relation}:{id}` tags. */
export function baseModelsOf(tags: readonly string[]): BaseModels | undefined {
	let relation: ModelRelation | undefined;
	const models: { id: string }[] = [];
	for (const tag of tags) {
		const match = /^base_model:([a-z]+):(.+)$/.exec(tag);
		const named = MODEL_RELATIONS.find((known) => known === match?.[1]);
		if (!named || !match?.[2]) continue;
		relation = named;
		models.push({ id: match[2] });
	}
	return relation ? { relation, models } : undefined;
}

/**
 * `expand[]=childrenModelCount`: how many models the caller may read name this one as their base,
 * whatever the relation (one query over the tag index, the read rule applied as SQL).
 */
export async function childrenModelCount(
	db: Kysely<Database>,
	modelId: string,
	readable: (eb: ExpressionBuilder<Database, "repos">) => Expression<SqlBool>,
): Promise<number> {
	const row = await db
		.selectFrom("repo_tags")
		.innerJoin("repos", "repos.pk", "repo_tags.repo_pk")
		.select((eb) => eb.fn.count<number>("repos.pk").distinct().as("n"))
		.where(
			"repo_tags.tag",
			"in",
			MODEL_RELATIONS.map((relation) => relationTag(relation, modelId)),
		)
		.where("repos.type", "=", "model")
		.where(readable)
		.executeTakeFirstOrThrow();
	return Number(row.n);
}
