/**
 * The structure of a shell script with every quoted word blinded, by scanning (not by regular
 * expressions): single-quoted runs, `\'` escapes between them (the `'\''` idiom) and double-quoted
 * strings without expansions each become `Q`; adjacent blinded pieces merge into one `Q`.
 * Hostile text inside a literal disappears; text that escaped one does not.
 */
export function shellShape(code: string): string {
	let out = "";
	let i = 0;
	const quote = () => {
		if (!out.endsWith("Q")) out += "Q";
	};
	while (i < code.length) {
		const ch = code[i];
		if (ch === "'") {
			const end = code.indexOf("'", i + 1);
			if (end < 0) return `${out}<unterminated>`;
			quote();
			i = end + 1;
		} else if (ch === "\\" && code[i + 1] === "'") {
			quote();
			i += 2;
		} else if (ch === '"') {
			let j = i + 1;
			let plain = true;
			while (j < code.length && code[j] !== '"') {
				if (code[j] === "\\") j++;
				else if (code[j] === "$" || code[j] === "`") plain = false;
				j++;
			}
			if (plain) quote();
			else out += code.slice(i, j + 1);
			i = j + 1;
		} else {
			out += ch;
			i++;
		}
	}
	return out;
}
