import { parse } from "acorn";

/**
 * The structure of a JavaScript module with every string and template text blinded: two snippets
 * with equal shapes differ only in the values of their literals.
 */
export function jsShape(code: string): string {
	const ast = parse(code, { ecmaVersion: "latest", sourceType: "module", allowAwaitOutsideFunction: true });
	return JSON.stringify(ast, (key, value: unknown) => {
		if (key === "start" || key === "end" || key === "raw" || key === "loc" || key === "range") return undefined;
		if (key === "value" && typeof value === "string") return "S";
		if (key === "cooked" && typeof value === "string") return "S";
		return value;
	});
}

/**
 * The structure of a shell script with every quoted word blinded (single-quoted, double-quoted
 * without expansions, and `$'...'`). Hostile text inside a literal disappears; text that escaped
 * one does not.
 */
export function shShape(code: string): string {
	return code
		.replace(/\$'(?:\\.|[^'\\])*'/g, "Q")
		.replace(/'[^']*'(?:\\''[^']*')*/g, "Q")
		.replace(/"(?:\\.|[^"\\$`])*"/g, "Q")
		.replace(/(?:Q\\Q)+/g, "Q")
		.replace(/Q+/g, "Q");
}
