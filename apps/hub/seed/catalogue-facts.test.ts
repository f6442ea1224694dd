import { describe, expect, it } from "vitest";
import { LIBRARY_KEYS, PIPELINE_IDS, TASKS } from "../../../packages/tasks/src/index.ts";
import { DATASET_FACTS, MODEL_FACTS, SPACE_FACTS } from "./catalogue-facts.ts";

/** Every id the task catalogue names, by kind. */
function catalogueIds(): { models: Set<string>; datasets: Set<string>; spaces: Set<string> } {
	const models = new Set<string>();
	const datasets = new Set<string>();
	const spaces = new Set<string>();
	for (const task of Object.values(TASKS)) {
		if (!task) continue;
		for (const model of task.models) models.add(model.id);
		for (const id of task.widgetModels) models.add(id);
		for (const dataset of task.datasets) datasets.add(dataset.id);
		for (const space of task.spaces) spaces.add(space.id);
	}
	return { models, datasets, spaces };
}

const ids = catalogueIds();
const pipelineIds = new Set<string>(PIPELINE_IDS);
const libraryKeys = new Set<string>(LIBRARY_KEYS);
const LICENSE_ID = /^[a-z0-9][a-z0-9.+-]*$/;
const REPO_ID = /^[A-Za-z0-9][\w.-]*\/[\w.-]+$/;

const MODEL_KEYS = new Set([
	"pipeline_tag",
	"library_name",
	"license",
	"language",
	"tags",
	"base_model",
	"architectures",
	"model_type",
	"parameters",
	"gated",
]);
const DATASET_KEYS = new Set(["license", "language", "task_categories", "size_categories", "tags"]);
const SPACE_KEYS = new Set(["sdk", "title", "emoji", "license", "models", "datasets"]);
const SIZE_CATEGORIES = new Set([
	"n<1K",
	"1K<n<10K",
	"10K<n<100K",
	"100K<n<1M",
	"1M<n<10M",
	"10M<n<100M",
	"100M<n<1B",
	"1B<n<10B",
	"10B<n<100B",
	"100B<n<1T",
	"n>1T",
]);

/** The keys of a record that are not in `allowed`. */
function unknownKeys(entry: object, allowed: Set<string>): string[] {
	return Object.keys(entry).filter((key) => !allowed.has(key));
}

/** The entries of `list` that are not non-empty strings without surrounding blanks, or that repeat. */
function badStrings(list: readonly string[] | undefined): string[] {
	if (list === undefined) return [];
	const seen = new Set<string>();
	const bad: string[] = [];
	for (const value of list) {
		if (value.length === 0 || value.trim() !== value || seen.has(value)) bad.push(value);
		seen.add(value);
	}
	return bad;
}

/** Keys that are out of order under plain string comparison. */
function unsortedKeys(record: object): string[] {
	const keys = Object.keys(record);
	return keys.filter((key, index) => index > 0 && (keys[index - 1] ?? "") >= key);
}

describe("catalogue facts cover exactly the catalogue", () => {
	it("has facts for every model the task pages and widgets name, and for no other", () => {
		expect(ids.models.size).toBeGreaterThan(100);
		expect([...ids.models].filter((id) => !(id in MODEL_FACTS))).toEqual([]);
		expect(Object.keys(MODEL_FACTS).filter((id) => !ids.models.has(id))).toEqual([]);
	});

	it("has facts for every dataset the task pages name, and for no other", () => {
		expect(ids.datasets.size).toBeGreaterThan(50);
		expect([...ids.datasets].filter((id) => !(id in DATASET_FACTS))).toEqual([]);
		expect(Object.keys(DATASET_FACTS).filter((id) => !ids.datasets.has(id))).toEqual([]);
	});

	it("has facts for every space the task pages name, and for no other", () => {
		expect(ids.spaces.size).toBeGreaterThan(50);
		expect([...ids.spaces].filter((id) => !(id in SPACE_FACTS))).toEqual([]);
		expect(Object.keys(SPACE_FACTS).filter((id) => !ids.spaces.has(id))).toEqual([]);
	});

	it("keeps every table sorted by id", () => {
		expect(unsortedKeys(MODEL_FACTS)).toEqual([]);
		expect(unsortedKeys(DATASET_FACTS)).toEqual([]);
		expect(unsortedKeys(SPACE_FACTS)).toEqual([]);
	});
});

describe("model facts", () => {
	const entries = Object.entries(MODEL_FACTS);

	it("use only the known fields", () => {
		expect(entries.filter(([, facts]) => unknownKeys(facts, MODEL_KEYS).length > 0).map(([id]) => id)).toEqual([]);
	});

	it("carry a pipeline tag that is a pipeline id", () => {
		expect(entries.filter(([, facts]) => !pipelineIds.has(facts.pipeline_tag)).map(([id]) => id)).toEqual([]);
	});

	it("name only libraries of the registry", () => {
		const bad = entries.filter(([, facts]) => facts.library_name !== undefined && !libraryKeys.has(facts.library_name));
		expect(bad.map(([id, facts]) => `${id}: ${facts.library_name}`)).toEqual([]);
	});

	it("spell licenses as lower-case ids", () => {
		const bad = entries.filter(([, facts]) => facts.license !== undefined && !LICENSE_ID.test(facts.license));
		expect(bad.map(([id]) => id)).toEqual([]);
	});

	it("give base models as repository ids other than their own", () => {
		const bad = entries.filter(
			([id, facts]) => facts.base_model !== undefined && (!REPO_ID.test(facts.base_model) || facts.base_model === id),
		);
		expect(bad.map(([id]) => id)).toEqual([]);
	});

	it("give parameter counts as positive whole numbers", () => {
		const bad = entries.filter(
			([, facts]) =>
				facts.parameters !== undefined && (!Number.isSafeInteger(facts.parameters) || facts.parameters <= 0),
		);
		expect(bad.map(([id]) => id)).toEqual([]);
	});

	it("keep string lists free of blanks and repeats", () => {
		const bad = entries.filter(
			([, facts]) =>
				badStrings(facts.tags).length + badStrings(facts.language).length + badStrings(facts.architectures).length > 0,
		);
		expect(bad.map(([id]) => id)).toEqual([]);
	});

	it("name the model type of the config wherever they name its architectures", () => {
		const bad = entries.filter(([, facts]) => facts.architectures !== undefined && facts.model_type === undefined);
		expect(bad.map(([id]) => id)).toEqual([]);
	});
});

describe("dataset facts", () => {
	const entries = Object.entries(DATASET_FACTS);

	it("use only the known fields", () => {
		expect(entries.filter(([, facts]) => unknownKeys(facts, DATASET_KEYS).length > 0).map(([id]) => id)).toEqual([]);
	});

	it("list task categories that are pipeline ids", () => {
		const bad = entries.filter(([, facts]) => (facts.task_categories ?? []).some((task) => !pipelineIds.has(task)));
		expect(bad.map(([id]) => id)).toEqual([]);
	});

	it("use the hub's size buckets", () => {
		const bad = entries.filter(([, facts]) => (facts.size_categories ?? []).some((size) => !SIZE_CATEGORIES.has(size)));
		expect(bad.map(([id]) => id)).toEqual([]);
	});

	it("spell licenses as lower-case ids", () => {
		const bad = entries.filter(([, facts]) => facts.license !== undefined && !LICENSE_ID.test(facts.license));
		expect(bad.map(([id]) => id)).toEqual([]);
	});

	it("keep string lists free of blanks and repeats", () => {
		const bad = entries.filter(
			([, facts]) =>
				badStrings(facts.tags).length + badStrings(facts.language).length + badStrings(facts.task_categories).length >
				0,
		);
		expect(bad.map(([id]) => id)).toEqual([]);
	});
});

describe("space facts", () => {
	const entries = Object.entries(SPACE_FACTS);
	const sdks = new Set(["gradio", "streamlit", "docker", "static"]);

	it("use only the known fields", () => {
		expect(entries.filter(([, facts]) => unknownKeys(facts, SPACE_KEYS).length > 0).map(([id]) => id)).toEqual([]);
	});

	it("name a known SDK and a non-empty title", () => {
		const bad = entries.filter(([, facts]) => !sdks.has(facts.sdk) || facts.title.trim().length === 0);
		expect(bad.map(([id]) => id)).toEqual([]);
	});

	it("spell licenses as lower-case ids", () => {
		const bad = entries.filter(([, facts]) => facts.license !== undefined && !LICENSE_ID.test(facts.license));
		expect(bad.map(([id]) => id)).toEqual([]);
	});

	it("link models and datasets by repository id", () => {
		const bad = entries.filter(([, facts]) =>
			[...(facts.models ?? []), ...(facts.datasets ?? [])].some((id) => !REPO_ID.test(id)),
		);
		expect(bad.map(([id]) => id)).toEqual([]);
	});
});
