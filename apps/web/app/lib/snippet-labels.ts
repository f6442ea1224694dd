import { ownValue } from "./own-value.ts";

const LANGUAGE_LABELS: Record<string, string> = {
	python: "Python",
	js: "JavaScript",
	ts: "TypeScript",
	sh: "Shell",
	json: "JSON",
	text: "Text",
};

/** The display name of a snippet language ("js" → "JavaScript"); unknown ones as given. */
export function languageLabel(language: string): string {
	return ownValue(LANGUAGE_LABELS, language) ?? language;
}
