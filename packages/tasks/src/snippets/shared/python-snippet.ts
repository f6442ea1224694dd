import type { Code } from "./code-template.ts";
import type { GeneratedSnippet } from "../types.ts";

/** A Python snippet under its heading: what most library generators return, one or more of. */
export function python(title: string, text: Code): GeneratedSnippet {
	return { language: "python", title, code: text };
}
