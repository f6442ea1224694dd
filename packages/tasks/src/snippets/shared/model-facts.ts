import type { ModelRecord } from "../../model-record.ts";

/**
 * The first widget text of the model card, or `fallback` when the card has none. The result is
 * raw author text: callers must pass it through a literal encoder before it enters code.
 */
export function exampleText(model: ModelRecord, fallback: string): string {
	for (const example of model.widgetData ?? []) {
		if (typeof example.text === "string" && example.text.trim() !== "") return example.text;
	}
	return fallback;
}

/**
 * The first repository file (in listing order) whose name ends with one of `extensions`
 * (compared case-insensitively), or `undefined` when the listing is unknown or has none.
 * The result is raw author text: callers must pass it through a literal encoder.
 */
export function repoFileWithExtension(model: ModelRecord, extensions: readonly string[]): string | undefined {
	const wanted = extensions.map((ext) => ext.toLowerCase());
	return model.siblings?.find((file) => wanted.some((ext) => file.rfilename.toLowerCase().endsWith(ext)))?.rfilename;
}

/** The repository file names containing `fragment` (case-insensitive), in listing order. */
export function repoFilesContaining(model: ModelRecord, fragment: string): string[] {
	const needle = fragment.toLowerCase();
	return (model.siblings ?? []).map((file) => file.rfilename).filter((name) => name.toLowerCase().includes(needle));
}

/** Whether the model carries `tag` (exact match). */
export function hasTag(model: ModelRecord, tag: string): boolean {
	return model.tags?.includes(tag) ?? false;
}
