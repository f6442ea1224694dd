import { parse } from "yaml";

/** A README split into its YAML front matter (parsed) and its Markdown body. */
export interface ParsedReadme {
	cardData?: Record<string, unknown>;
	/** Why the front matter could not be read, when it could not. */
	error?: string;
	body: string;
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** Reads the `---`-delimited YAML block at the top of a model card. Never throws. */
export function parseReadme(text: string): ParsedReadme {
	const match = FRONT_MATTER.exec(text);
	if (!match) return { body: text };
	const body = text.slice(match[0].length);
	try {
		const value: unknown = parse(match[1] ?? "", { maxAliasCount: 100 });
		if (value === null || value === undefined) return { cardData: {}, body };
		if (typeof value !== "object" || Array.isArray(value)) {
			return { error: "README.md front matter is not a YAML mapping", body };
		}
		return { cardData: value as Record<string, unknown>, body };
	} catch (error) {
		const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
		return { error: `README.md front matter is not valid YAML: ${message}`, body };
	}
}
