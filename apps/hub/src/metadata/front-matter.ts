import { parse } from "yaml";

/** A README split into its YAML front matter (parsed) and its Markdown body. */
export interface ParsedReadme {
	cardData?: Record<string, unknown>;
	/** Why the front matter could not be read, when it could not. */
	error?: string;
	body: string;
}

/** Front matter beyond this many characters is not parsed (YAML parsing is not linear in the worst case). */
export const MAX_FRONT_MATTER_CHARS = 64 * 1024;

/** Deeper `[`/`{` nesting than this is refused before parsing (the parser recurses per level). */
const MAX_FLOW_DEPTH = 64;

/** The deepest `[`/`{` nesting of a YAML text, counted as if no bracket were quoted (an upper bound). */
function flowDepth(text: string): number {
	let depth = 0;
	let deepest = 0;
	for (let index = 0; index < text.length; index++) {
		const char = text.charCodeAt(index);
		if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
		else if ((char === 0x5d || char === 0x7d) && depth > 0) depth--;
	}
	return deepest;
}

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** Reads the `---`-delimited YAML block at the top of a model card. Never throws. */
export function parseReadme(text: string): ParsedReadme {
	const match = FRONT_MATTER.exec(text);
	if (!match) return { body: text };
	const body = text.slice(match[0].length);
	const yaml = match[1] ?? "";
	if (yaml.length > MAX_FRONT_MATTER_CHARS)
		return {
			error: `README.md front matter is longer than ${MAX_FRONT_MATTER_CHARS} characters and was not read`,
			body,
		};
	if (flowDepth(yaml) > MAX_FLOW_DEPTH)
		return { error: `README.md front matter nests deeper than ${MAX_FLOW_DEPTH} levels and was not read`, body };
	try {
		const value: unknown = parse(yaml, { maxAliasCount: 100, uniqueKeys: false });
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
