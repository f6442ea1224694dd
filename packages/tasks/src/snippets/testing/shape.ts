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
 * The structure of a shell script with every quoted or escaped word part blinded: single-quoted
 * strings, ANSI-C `$'...'` strings, backslash escapes, and double-quoted strings without expansions. Hostile text inside
 * a literal disappears; text that escaped one does not.
 */
export function shShape(code: string): string {
	let out = "";
	let i = 0;
	const blind = () => {
		if (!out.endsWith("Q")) out += "Q";
	};
	while (i < code.length) {
		const ch = code[i] ?? "";
		if (ch === "$" && code[i + 1] === "'") {
			// An ANSI-C word, $'...', where a backslash escapes the next character.
			let j = i + 2;
			while (j < code.length && code[j] !== "'") j += code[j] === "\\" ? 2 : 1;
			if (j >= code.length) return `${out}<unterminated>`;
			blind();
			i = j + 1;
		} else if (ch === "'") {
			const end = code.indexOf("'", i + 1);
			if (end < 0) return `${out}<unterminated>`;
			blind();
			i = end + 1;
		} else if (ch === "\\" && code[i + 1] !== "\n") {
			blind();
			i += 2;
		} else if (ch === '"') {
			let j = i + 1;
			let expands = false;
			while (j < code.length && code[j] !== '"') {
				if (code[j] === "\\") j++;
				else if (code[j] === "$" || code[j] === "`") expands = true;
				j++;
			}
			if (expands) out += code.slice(i, j + 1);
			else blind();
			i = j + 1;
		} else {
			out += ch;
			i++;
		}
	}
	return out;
}
