/**
 * Metadata predicates and readers shared by the snippet generators (spec section 5): the one
 * place that answers "does the model carry this tag", "what is its widget text", "which files
 * does it list". Each is a pure, total function of the model record; the tables they read are
 * plain data. Strings they return are raw author text: callers pass them through a literal encoder.
 */
import type { Code } from "./code-template.ts";
import type { ModelRecord, WidgetExample } from "../../model-record.ts";

/** Whether the model carries `tag` in its tags. */
export function hasTag(model: ModelRecord, tag: string): boolean {
	return Array.isArray(model.tags) && model.tags.includes(tag);
}

/** Whether the model carries any of `tags`. */
export function hasAnyTag(model: ModelRecord, tags: readonly string[]): boolean {
	return tags.some((tag) => hasTag(model, tag));
}

/** Whether the model is tagged `custom_code`: its code lives in the repository, so loading needs trust. */
export function needsRemoteCode(model: ModelRecord): boolean {
	return hasTag(model, "custom_code");
}

/**
 * Whether the model has a chat template: it is tagged `conversational`, or its tokenizer config
 * carries a non-empty `chat_template` (a string, or a list of named templates).
 */
export function hasChatTemplate(model: ModelRecord): boolean {
	if (hasTag(model, "conversational")) return true;
	const template = model.config?.tokenizer_config?.chat_template;
	if (typeof template === "string") return template.length > 0;
	return Array.isArray(template) && template.length > 0;
}

/** Whether the model's task, by pipeline tag or by tag, is `task`. */
export function isTask(model: ModelRecord, task: string): boolean {
	return model.pipeline_tag === task || hasTag(model, task);
}

/** Whether a chat example should carry an image plus text: a chat model that is image-text-to-text. */
export function isImageTextChat(model: ModelRecord): boolean {
	return hasChatTemplate(model) && isTask(model, "image-text-to-text");
}

/** The model's base model from the card (`cardData.base_model`; the first one when it is a list). */
export function baseModel(model: ModelRecord): string | undefined {
	const base = model.cardData?.base_model;
	const first = Array.isArray(base) ? base[0] : base;
	return typeof first === "string" && first.length > 0 ? first : undefined;
}

/** The card's instance prompt (DreamBooth/LoRA trigger words), when set. */
export function instancePrompt(model: ModelRecord): string | undefined {
	const prompt = model.cardData?.instance_prompt;
	return typeof prompt === "string" && prompt.length > 0 ? prompt : undefined;
}

function firstWidget(model: ModelRecord): WidgetExample | undefined {
	return Array.isArray(model.widgetData) ? model.widgetData[0] : undefined;
}

/** The first widget example (in card order) whose `text` is not blank, when the card has one. */
export function widgetText(model: ModelRecord): string | undefined {
	if (!Array.isArray(model.widgetData)) return undefined;
	for (const example of model.widgetData) {
		const text: unknown = example?.text;
		if (typeof text === "string" && text.trim() !== "") return text;
	}
	return undefined;
}

/** The card's widget text (see `widgetText`), or `fallback` when the card has none. */
export function exampleText(model: ModelRecord, fallback: string): string {
	return widgetText(model) ?? fallback;
}

/** The first widget example's sentence-similarity pair, when it has a source and at least one sentence. */
export function widgetSentences(model: ModelRecord): { source: string; sentences: string[] } | undefined {
	const widget = firstWidget(model);
	const source = widget?.source_sentence;
	const list: unknown = widget?.sentences;
	const sentences = Array.isArray(list) ? list.filter((s): s is string => typeof s === "string") : [];
	if (typeof source !== "string" || sentences.length === 0) return undefined;
	return { source, sentences };
}

/** The repository's file names, when the record lists them. */
export function fileNames(model: ModelRecord): string[] {
	if (!Array.isArray(model.siblings)) return [];
	return model.siblings.map((s) => s?.rfilename).filter((name): name is string => typeof name === "string");
}

/**
 * The first repository file (in listing order) whose name ends with one of `extensions`
 * (compared case-insensitively), or `undefined` when the listing is unknown or has none.
 */
export function repoFileWithExtension(model: ModelRecord, extensions: readonly string[]): string | undefined {
	const wanted = extensions.map((ext) => ext.toLowerCase());
	return fileNames(model).find((name) => wanted.some((ext) => name.toLowerCase().endsWith(ext)));
}

/** The repository file names containing `fragment` (case-insensitive), in listing order. */
export function repoFilesContaining(model: ModelRecord, fragment: string): string[] {
	const needle = fragment.toLowerCase();
	return fileNames(model).filter((name) => name.toLowerCase().includes(needle));
}

/** Whether `name` can be spliced into Python code as an identifier (a class or attribute name). */
export function isPythonIdentifier(name: unknown): name is Code {
	return typeof name === "string" && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}

/** The last path segment of a repo id (`acme/tiny-bert` → `tiny-bert`). */
export function repoName(id: string): string {
	const slash = id.lastIndexOf("/");
	return slash === -1 ? id : id.slice(slash + 1);
}
