import { PIPELINES, type PipelineId } from "@atrium/tasks";
import { stringify } from "yaml";
import type { DatasetFacts, ModelFacts, SpaceFacts } from "./catalogue-facts.ts";

/** A task page of Atrium's catalogue that names a repository, with what it says about it (may be empty). */
export interface Mention {
	task: PipelineId;
	description: string;
}

/** Where a catalogue model's `library_name` comes from. */
export type LibrarySource =
	{ kind: "facts"; library: string } | { kind: "only-task-library"; library: string } | { kind: "unknown" };

/** The tag every repository of the generated catalogue carries. */
export const CATALOGUE_TAG = "atrium-catalogue";

const pipelineLabel = (tag: string): string =>
	(PIPELINES as Record<string, { label: string } | undefined>)[tag]?.label ?? tag;

/** A README: YAML front matter (keys with undefined values left out) and a Markdown body. */
function readme(frontMatter: Record<string, unknown>, body: string[]): string {
	const defined = Object.fromEntries(Object.entries(frontMatter).filter(([, value]) => value !== undefined));
	return `---\n${stringify(defined, { lineWidth: 0 })}---\n\n${body.join("\n").trim()}\n`;
}

/** `tags` of a card: the facts' tags plus {@link CATALOGUE_TAG}, without repeats. */
function tagsWith(tags: readonly string[] | undefined): string[] {
	return [...new Set([...(tags ?? []), CATALOGUE_TAG])];
}

/** The distinct, non-empty catalogue descriptions of a repository, as paragraphs. */
function descriptions(mentions: readonly Mention[]): string[] {
	return [...new Set(mentions.map((mention) => mention.description.trim()).filter(Boolean))].flatMap((text) => [
		text,
		"",
	]);
}

/** "the task pages for [A](/tasks/a) and [B](/tasks/b)" */
function taskPages(mentions: readonly Mention[]): string {
	const links = [...new Set(mentions.map((mention) => mention.task))].map(
		(task) => `[${PIPELINES[task].label}](/tasks/${task})`,
	);
	const list = links.length <= 1 ? (links[0] ?? "") : `${links.slice(0, -1).join(", ")} and ${links.at(-1) ?? ""}`;
	return `${links.length === 1 ? "the task page for" : "the task pages for"} ${list}`;
}

/**
 * The body every catalogue card shares: the title, the catalogue's descriptions and the task pages
 * naming `id`, then each section (skipped when it has no lines), then "About this entry".
 */
function cardBody(
	title: string,
	id: string,
	mentions: readonly Mention[],
	sections: readonly (readonly [heading: string, lines: readonly string[]])[],
	about: readonly string[],
): string[] {
	return [
		`# ${title}`,
		"",
		...descriptions(mentions),
		`Atrium's task catalogue names \`${id}\` on ${taskPages(mentions)}.`,
		"",
		...sections.flatMap(([heading, lines]) => (lines.length > 0 ? [`## ${heading}`, "", ...lines, ""] : [])),
		"## About this entry",
		"",
		...about,
	];
}

/** A model's or dataset's card: its facts under "What Atrium knows about it", then `about`. */
function knownCard(
	frontMatter: Record<string, unknown>,
	id: string,
	mentions: readonly Mention[],
	known: readonly string[],
	about: readonly string[],
): string {
	return readme(frontMatter, cardBody(id, id, mentions, [["What Atrium knows about it", known]], about));
}

/** The license and languages lines of "What Atrium knows about it". */
function licenseAndLanguages(facts: { license?: string; language?: string[] }): string[] {
	return [
		facts.license ? `- License: \`${facts.license}\`` : "- License: not recorded in Atrium's catalogue facts",
		...(facts.language ? [`- Languages: ${facts.language.map((code) => `\`${code}\``).join(", ")}`] : []),
	];
}

/** A parameter count as people write it: 110M, 7.62B, 82K. */
export function formatParameters(count: number): string {
	for (const [unit, size] of [
		["T", 1e12],
		["B", 1e9],
		["M", 1e6],
		["K", 1e3],
	] as const) {
		if (count >= size) return `${Number((count / size).toPrecision(3))}${unit}`;
	}
	return String(count);
}

/**
 * The card of a catalogue model: front matter from its facts (what the real repository declares),
 * body from Atrium's catalogue (its description, the task pages naming it) plus only the facts we hold.
 */
export function modelCard(id: string, facts: ModelFacts, mentions: readonly Mention[], library: LibrarySource): string {
	const frontMatter = {
		license: facts.license,
		language: facts.language,
		library_name: library.kind === "unknown" ? undefined : library.library,
		pipeline_tag: facts.pipeline_tag,
		base_model: facts.base_model,
		tags: tagsWith(facts.tags),
	};
	const hasConfig = facts.architectures !== undefined || facts.model_type !== undefined;
	const known = [`- Pipeline: ${pipelineLabel(facts.pipeline_tag)} (\`${facts.pipeline_tag}\`)`];
	if (library.kind === "facts") known.push(`- Library: \`${library.library}\``);
	else if (library.kind === "only-task-library")
		known.push(
			`- Library: \`${library.library}\`, assumed: the card's own library is not recorded, and it is the only library Atrium lists for this task`,
		);
	else if (hasConfig)
		known.push(
			"- Library: not recorded in Atrium's catalogue facts (the hub may still infer one from this entry's `config.json`)",
		);
	else known.push("- Library: not recorded in Atrium's catalogue facts");
	known.push(...licenseAndLanguages(facts));
	if (facts.base_model) known.push(`- Base model: \`${facts.base_model}\``);
	if (facts.architectures) known.push(`- Architecture: ${facts.architectures.map((name) => `\`${name}\``).join(", ")}`);
	if (facts.parameters !== undefined) known.push(`- Parameters: ${formatParameters(facts.parameters)}`);
	if (facts.gated) known.push("- Access: gated; its authors ask users to accept conditions before downloading");
	return knownCard(frontMatter, id, mentions, known, [
		`This entry was written for Atrium's sample catalogue. It holds this card${hasConfig ? " and a `config.json` with the model type and architecture" : ""}, no weights.`,
		`The model itself, its full card and its licence terms are published by its authors at https://huggingface.co/${id}.`,
	]);
}

/** The card of a catalogue dataset: front matter from its facts, body from Atrium's catalogue. */
export function datasetCard(id: string, facts: DatasetFacts, mentions: readonly Mention[]): string {
	const frontMatter = {
		license: facts.license,
		language: facts.language,
		task_categories: facts.task_categories,
		size_categories: facts.size_categories,
		tags: tagsWith(facts.tags),
	};
	const known = licenseAndLanguages(facts);
	if (facts.task_categories)
		known.push(`- Task categories: ${facts.task_categories.map((task) => pipelineLabel(task)).join(", ")}`);
	if (facts.size_categories) known.push(`- Size: ${facts.size_categories.map((size) => `\`${size}\``).join(", ")}`);
	return knownCard(frontMatter, id, mentions, known, [
		`This entry holds the dataset's card only, written for Atrium's sample catalogue; the data stays with its authors at https://huggingface.co/datasets/${id}.`,
	]);
}

/** The README of a catalogue space: the Hub's space front matter from its facts, body from Atrium's catalogue. */
export function spaceCard(id: string, facts: SpaceFacts, mentions: readonly Mention[]): string {
	const frontMatter = {
		title: facts.title,
		emoji: facts.emoji,
		sdk: facts.sdk,
		license: facts.license,
		models: facts.models,
		datasets: facts.datasets,
		tags: [CATALOGUE_TAG],
	};
	const uses = [
		...(facts.models ?? []).map((model) => `- Model: \`${model}\``),
		...(facts.datasets ?? []).map((dataset) => `- Dataset: \`${dataset}\``),
	];
	return readme(
		frontMatter,
		cardBody(
			facts.title,
			id,
			mentions,
			[["What it declares it uses", uses]],
			[
				`This entry holds the space's README only, written for Atrium's sample catalogue; the app runs at https://huggingface.co/spaces/${id}.`,
			],
		),
	);
}
