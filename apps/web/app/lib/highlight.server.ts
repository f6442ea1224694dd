import { toHtml } from "hast-util-to-html";
import { common, createLowlight } from "lowlight";

const lowlight = createLowlight(common);

/** Language names of snippets and fenced code, mapped onto highlight.js grammars. */
const ALIASES: Record<string, string> = {
	py: "python",
	python: "python",
	js: "javascript",
	javascript: "javascript",
	ts: "typescript",
	typescript: "typescript",
	sh: "bash",
	shell: "bash",
	bash: "bash",
	json: "json",
	yaml: "yaml",
	yml: "yaml",
};

/** The highlight.js grammar for a language name, or null when there is none (plain text). */
export function grammarOf(language: string): string | null {
	const name = ALIASES[language.toLowerCase()] ?? language.toLowerCase();
	return lowlight.registered(name) ? name : null;
}

/**
 * Highlights code on the server and returns safe HTML (`<span class="hljs-…">` around escaped text).
 * Unknown languages and `text` come back escaped, without highlighting.
 */
export function highlightCode(code: string, language: string): string {
	const grammar = grammarOf(language);
	if (!grammar) return toHtml({ type: "text", value: code });
	return toHtml(lowlight.highlight(grammar, code));
}
