import { librariesForTask, TASKS, type PipelineId } from "@atrium/tasks";
import { parseRepoId } from "../src/repo-ids/repo-ids.ts";
import { datasetCard, modelCard, spaceCard, type LibrarySource, type Mention } from "./catalogue-cards.ts";
import { DATASET_FACTS, MODEL_FACTS, SPACE_FACTS, type ModelFacts } from "./catalogue-facts.ts";
import type { SeedRepo } from "./handmade-repos.ts";

/** Every repository the task catalogue names, by kind, with the task pages naming it (catalogue order). */
export function catalogueMentions(): {
	models: Map<string, Mention[]>;
	datasets: Map<string, Mention[]>;
	spaces: Map<string, Mention[]>;
} {
	const models = new Map<string, Mention[]>();
	const datasets = new Map<string, Mention[]>();
	const spaces = new Map<string, Mention[]>();
	const add = (map: Map<string, Mention[]>, id: string, mention: Mention): void => {
		const list = map.get(id) ?? [];
		const sameTask = list.find((known) => known.task === mention.task);
		if (!sameTask) list.push(mention);
		else if (!sameTask.description) sameTask.description = mention.description;
		map.set(id, list);
	};
	for (const [task, data] of Object.entries(TASKS) as [PipelineId, (typeof TASKS)[PipelineId]][]) {
		if (!data) continue;
		for (const model of data.models) add(models, model.id, { task, description: model.description });
		for (const id of data.widgetModels) add(models, id, { task, description: "" });
		for (const dataset of data.datasets) add(datasets, dataset.id, { task, description: dataset.description });
		for (const space of data.spaces) add(spaces, space.id, { task, description: space.description });
	}
	return { models, datasets, spaces };
}

/**
 * The library a catalogue model is listed under: the one its facts record; failing that, and only
 * when every task page naming it lists exactly one and the same library, that library (an assumption
 * the card states); otherwise none.
 */
export function librarySource(facts: ModelFacts, mentions: readonly Mention[]): LibrarySource {
	if (facts.library_name) return { kind: "facts", library: facts.library_name };
	// Fallback, not a fact: the task leaves no other choice of library. The card says it is assumed.
	const libraries = new Set(mentions.flatMap((mention) => librariesForTask(mention.task)));
	const single = mentions.every((mention) => librariesForTask(mention.task).length === 1) ? [...libraries] : [];
	return single.length === 1 && single[0] ? { kind: "only-task-library", library: single[0] } : { kind: "unknown" };
}

/** The `config.json` of a catalogue model: only `architectures` and `model_type`, when the facts know them. */
function configJson(facts: ModelFacts): string | undefined {
	if (facts.architectures === undefined && facts.model_type === undefined) return undefined;
	const config = { architectures: facts.architectures, model_type: facts.model_type };
	return `${JSON.stringify(config, null, 2)}\n`;
}

const isRepoId = (id: string): boolean => {
	try {
		parseRepoId(id);
		return true;
	} catch {
		return false;
	}
};

/** Looks up the facts of an id the catalogue names; `catalogue-facts.test.ts` guarantees there are some. */
function factsOf<T>(table: Record<string, T>, id: string): T {
	const facts = table[id];
	if (facts === undefined) throw new Error(`seed/catalogue-facts.ts has no entry for ${id}`);
	return facts;
}

/**
 * One repository per model, dataset and space that the task catalogue (`TASKS`) names (ids without
 * a namespace, which the hub cannot hold, are skipped). Metadata comes from `catalogue-facts.ts`:
 * card front matter as the real repository declares it, a small `config.json` for models whose
 * architecture is known, and the gating of gated models. Card bodies are Atrium's own words.
 */
export function catalogueRepos(): SeedRepo[] {
	const { models, datasets, spaces } = catalogueMentions();
	const repos: SeedRepo[] = [];
	for (const [id, mentions] of models) {
		if (!isRepoId(id)) continue;
		const facts = factsOf(MODEL_FACTS, id);
		const files: Record<string, string> = {
			"README.md": modelCard(id, facts, mentions, librarySource(facts, mentions)),
		};
		const config = configJson(facts);
		if (config) files["config.json"] = config;
		// The facts only say access is gated; "auto" is the Hub's mode for "accept the conditions, then download".
		repos.push({ type: "model", id, files, ...(facts.gated ? { gated: "auto" as const } : {}) });
	}
	for (const [id, mentions] of datasets) {
		if (isRepoId(id))
			repos.push({
				type: "dataset",
				id,
				files: { "README.md": datasetCard(id, factsOf(DATASET_FACTS, id), mentions) },
			});
	}
	for (const [id, mentions] of spaces) {
		if (isRepoId(id))
			repos.push({ type: "space", id, files: { "README.md": spaceCard(id, factsOf(SPACE_FACTS, id), mentions) } });
	}
	return repos;
}
