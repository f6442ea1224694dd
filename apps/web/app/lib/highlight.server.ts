import { toHtml } from "hast-util-to-html";
import { common, createLowlight } from "lowlight";
import { ownValue } from "./own-value.ts";

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
	const name = ownValue(ALIASES, language.toLowerCase()) ?? language.toLowerCase();
	return lowlight.registered(name) ? name : null;
}

/**
 * Highlights code on the server and returns safe HTML (`<span class="hljs-…">` around escaped text).
 * Unknown languages and `text` come back escaped, without highlighting.
 */
export function highlightCode(code: string, language: string): string {
	const key = `${language}\u0000${code}`;
	const hit = cache.get(key);
	if (hit !== undefined) {
		cache.delete(key);
		cache.set(key, hit);
		return hit;
	}
	const grammar = grammarOf(language);
	const html = grammar ? toHtml(lowlight.highlight(grammar, code)) : toHtml({ type: "text", value: code });
	cache.set(key, html);
	if (cache.size > CACHE_SIZE) {
		const oldest = cache.keys().next().value;
		if (oldest !== undefined) cache.delete(oldest);
	}
	return html;
}

/** Highlighted snippets repeat from request to request (same model, same code): keep the recent ones. */
const CACHE_SIZE = 2000;
const cache = new Map<string, string>();
