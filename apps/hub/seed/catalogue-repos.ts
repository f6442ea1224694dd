import { librariesForTask, PIPELINES, TASKS, type PipelineId } from "@atrium/tasks";
import { parseRepoId } from "../src/repo-ids/repo-ids.ts";
import type { SeedRepo } from "./handmade-repos.ts";

const yamlString = (text: string): string => JSON.stringify(text);

/** The library a catalogue model is listed under: transformers when it supports the task, else the task's first library. */
function libraryFor(task: PipelineId): string | undefined {
	const libraries = librariesForTask(task);
	return libraries.includes("transformers") ? "transformers" : libraries[0];
}

function modelCard(id: string, task: PipelineId, description: string, library: string | undefined): string {
	const label = PIPELINES[task].label;
	const lines = ["---", `pipeline_tag: ${task}`];
	if (library) lines.push(`library_name: ${library}`);
	lines.push("tags:", "  - atrium-catalogue", "---", "", `# ${id}`, "");
	lines.push(`Atrium's task catalogue names \`${id}\` as an example model for **${label}**.`);
	if (description) lines.push("", description);
	lines.push(
		"",
		"This entry holds the model's card only, written for Atrium's sample catalogue: no weights, no configuration.",
		`The original model and its licence are described by its authors at https://huggingface.co/${id}.`,
	);
	return `${lines.join("\n")}\n`;
}

function datasetCard(id: string, tasks: PipelineId[], description: string): string {
	const lines = [
		"---",
		"task_categories:",
		...tasks.map((task) => `  - ${task}`),
		"tags:",
		"  - atrium-catalogue",
		"---",
		"",
		`# ${id}`,
		"",
	];
	lines.push(
		`Atrium's task catalogue names \`${id}\` as an example dataset for ${tasks.map((task) => `**${PIPELINES[task].label}**`).join(", ")}.`,
	);
	if (description) lines.push("", description);
	lines.push(
		"",
		"This entry holds the dataset's card only; the data stays with its authors at https://huggingface.co/datasets/" +
			id +
			".",
	);
	return `${lines.join("\n")}\n`;
}

function spaceCard(id: string, tasks: PipelineId[], description: string): string {
	const lines = [
		"---",
		`title: ${yamlString(id.split("/")[1] ?? id)}`,
		"sdk: gradio",
		"tags:",
		"  - atrium-catalogue",
		...tasks.map((task) => `  - ${task}`),
		"---",
		"",
		`# ${id}`,
		"",
	];
	lines.push(
		`Atrium's task catalogue names \`${id}\` as an example demo for ${tasks.map((task) => `**${PIPELINES[task].label}**`).join(", ")}.`,
	);
	if (description) lines.push("", description);
	lines.push("", "This entry holds the space's card only; the app runs at https://huggingface.co/spaces/" + id + ".");
	return `${lines.join("\n")}\n`;
}

/**
 * One repository per model, dataset and space that the task catalogue (`TASKS`) names, generated
 * from it: pipeline tag, library, task tags and a card saying what the entry is (and is not).
 */
export function catalogueRepos(): SeedRepo[] {
	const models = new Map<string, { task: PipelineId; description: string }>();
	const datasets = new Map<string, { tasks: PipelineId[]; description: string }>();
	const spaces = new Map<string, { tasks: PipelineId[]; description: string }>();
	for (const [task, data] of Object.entries(TASKS) as [PipelineId, (typeof TASKS)[PipelineId]][]) {
		if (!data) continue;
		for (const model of [...data.models, ...data.widgetModels.map((id) => ({ id, description: "" }))]) {
			if (!models.has(model.id)) models.set(model.id, { task, description: model.description });
		}
		for (const [map, list] of [
			[datasets, data.datasets],
			[spaces, data.spaces],
		] as const) {
			for (const entry of list) {
				const known = map.get(entry.id);
				if (known) {
					if (!known.tasks.includes(task)) known.tasks.push(task);
				} else map.set(entry.id, { tasks: [task], description: entry.description });
			}
		}
	}
	const valid = (id: string): boolean => {
		try {
			parseRepoId(id);
			return true;
		} catch {
			return false;
		}
	};
	const repos: SeedRepo[] = [];
	for (const [id, { task, description }] of models) {
		if (valid(id))
			repos.push({ type: "model", id, files: { "README.md": modelCard(id, task, description, libraryFor(task)) } });
	}
	for (const [id, { tasks, description }] of datasets) {
		if (valid(id)) repos.push({ type: "dataset", id, files: { "README.md": datasetCard(id, tasks, description) } });
	}
	for (const [id, { tasks, description }] of spaces) {
		if (valid(id)) repos.push({ type: "space", id, files: { "README.md": spaceCard(id, tasks, description) } });
	}
	return repos;
}
