/**
 * A page cut at its per-visitor parts: text with named holes (the Content-Security-Policy nonce, the
 * anti-forgery token) that are filled again for each visitor. Holes are found by their values, which
 * are random tokens (128+ bits) that cannot occur in the page by chance.
 */
export interface PageTemplate {
	/** The text between holes: one more piece than holes. */
	pieces: string[];
	/** The name of each hole, in order. */
	holes: string[];
}

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/** Cuts `text` at every occurrence of the values of `parts` (name → value; empty values are skipped). */
export function cutTemplate(text: string, parts: Record<string, string>): PageTemplate {
	const named = Object.entries(parts).filter(([, value]) => value.length > 0);
	if (named.length === 0) return { pieces: [text], holes: [] };
	const nameOf = new Map(named.map(([name, value]) => [value, name]));
	const pattern = new RegExp(named.map(([, value]) => escapeRegExp(value)).join("|"), "g");
	const pieces: string[] = [];
	const holes: string[] = [];
	let last = 0;
	for (const match of text.matchAll(pattern)) {
		pieces.push(text.slice(last, match.index));
		holes.push(nameOf.get(match[0]) ?? "");
		last = match.index + match[0].length;
	}
	pieces.push(text.slice(last));
	return { pieces, holes };
}

/** The text of `template` with each hole filled from `values` (a hole without a value stays empty). */
export function fillTemplate(template: PageTemplate, values: Record<string, string>): string {
	let text = template.pieces[0] ?? "";
	for (let i = 0; i < template.holes.length; i++)
		text += (values[template.holes[i] ?? ""] ?? "") + (template.pieces[i + 1] ?? "");
	return text;
}
