import { factory, type AppHono } from "../../app-env.ts";
import { PIPELINES, type PipelineData } from "@atrium/tasks";
import type { Kysely } from "kysely";
import type { TagEntry } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../db/database.ts";

/**
 * Tag families of dataset cards whose values are free (they come from the cards the hub stores):
 * what `extract-metadata.ts` turns into `family:value` tags, plus the families the public hub tags
 * datasets with. A family appears in the answer only when some public dataset carries one of its tags.
 */
const CARD_FAMILIES = [
	"language",
	"license",
	"size_categories",
	"multilinguality",
	"language_creators",
	"annotations_creators",
	"source_datasets",
	"modality",
	"format",
	"library",
	"benchmark",
	"region",
] as const;

/** At most this many distinct card tags are read (a hub with more lists the first ones in tag order). */
const MAX_CARD_TAGS = 20_000;

/** `task_categories` and `task_ids` from the task catalogue: every pipeline type not hidden from dataset filters. */
function catalogueFamilies(): Record<string, TagEntry[]> {
	const pipelines = (Object.values(PIPELINES) as PipelineData[]).filter((pipeline) => !pipeline.hideInDatasets);
	return {
		task_categories: pipelines.map((pipeline) => ({
			id: `task_categories:${pipeline.id}`,
			label: pipeline.label,
			type: "task_categories",
			subType: pipeline.modality,
		})),
		task_ids: pipelines.flatMap((pipeline) =>
			(pipeline.subtasks ?? []).map((subtask) => ({
				id: `task_ids:${subtask.type}`,
				label: subtask.name,
				type: "task_ids",
				subType: pipeline.id,
			})),
		),
	};
}

/** The `family:value` tags of public datasets in {@link CARD_FAMILIES}, grouped by family, each family sorted. */
async function cardFamilies(db: Kysely<Database>): Promise<Record<string, TagEntry[]>> {
	const rows = await db
		.selectFrom("repo_tags")
		.innerJoin("repos", "repos.pk", "repo_tags.repo_pk")
		.select("repo_tags.tag")
		.distinct()
		.where("repos.type", "=", "dataset")
		.where("repos.private", "=", 0)
		.where((eb) => eb.or(CARD_FAMILIES.map((family) => eb("repo_tags.tag", "like", `${family}:%`))))
		.orderBy("repo_tags.tag")
		.limit(MAX_CARD_TAGS)
		.execute();
	const families: Record<string, TagEntry[]> = {};
	for (const { tag } of rows) {
		const colon = tag.indexOf(":");
		const family = tag.slice(0, colon);
		const value = tag.slice(colon + 1);
		// `like` treats `_` as a wildcard: keep exact families only.
		if (!(CARD_FAMILIES as readonly string[]).includes(family) || !value) continue;
		(families[family] ??= []).push({ id: tag, label: value, type: family });
	}
	// In code-point order whatever the database's collation.
	for (const entries of Object.values(families)) entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
	return families;
}

/**
 * `GET /api/datasets-tags-by-type` (`huggingface_hub.get_dataset_tags()`, which returns the JSON as is):
 * the tag families of datasets, `{family: [{id: "family:value", label, type: family, subType?}]}`.
 * Task categories and task ids come from the task catalogue; the other families from the tags the
 * public datasets of this hub carry (no list is made up). Tags of private datasets never show.
 */
export function datasetTagsRoutes(deps: Pick<AppDeps, "db">): AppHono {
	const app = factory.createApp();
	app.get("/api/datasets-tags-by-type", async (c) =>
		c.json({ ...catalogueFamilies(), ...(await cardFamilies(deps.db.kysely)) }),
	);
	return app;
}
