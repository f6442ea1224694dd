/**
 * Model cards built to hurt a markdown pipeline or a YAML parser: deep nesting, bracket and emphasis
 * storms, giant tables, entities, comments, footnotes, alias bombs. Each is about `size` characters
 * (the hub reads at most 1 MB of a card). Used by the pathological-card tests of the site and the pool.
 */
/** A list nested one level deeper on every line, about `size` characters long. */
function deepLists(size: number): string {
	const lines: string[] = [];
	for (let depth = 0, length = 0; length < size; depth++) {
		const line = `${"  ".repeat(depth)}- item`;
		lines.push(line);
		length += line.length + 1;
	}
	return lines.join("\n");
}

export function pathologicalCards(size = 200_000): Record<string, string> {
	const fill = (unit: string): string => unit.repeat(Math.max(1, Math.floor(size / unit.length)));
	const aliasBomb = ["a: &a [x, x, x, x, x, x, x, x, x]"];
	for (let level = 1; level < 9; level++) {
		const previous = String.fromCharCode(96 + level);
		aliasBomb.push(
			`${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array(9).fill(`*${previous}`).join(", ")}]`,
		);
	}
	return {
		"deep-blockquotes": fill(">"),
		"deep-blockquotes-spaced": fill("> "),
		"link-openers": fill("[a]("),
		brackets: fill("["),
		"image-brackets": fill("!["),
		divs: fill("<div>"),
		"nested-spans": fill("<span><b><i>"),
		"emphasis-storm": fill("*_"),
		"emphasis-runs": fill("**a *b _c ~~d "),
		backticks: fill("`` ` "),
		"giant-table": `| ${Array(200).fill("h").join(" | ")} |\n|${Array(200).fill("-").join("|")}|\n${fill(`| ${Array(200).fill("c").join(" | ")} |\n`)}`,
		"table-columns": `${fill("|a")}\n${fill("|-")}\n${fill("|b")}\n`,
		entities: fill("&amp;&#x1F600;&#99999999;&nbsp;&unknown;"),
		"html-comments": fill("<!-- a <!-- b -->"),
		"unclosed-comment": `<!--${fill("-- >")}`,
		footnotes: fill("[^1]") + "\n\n" + fill("[^1]: x\n"),
		"footnote-definitions": fill("[^a]: [^a]\n"),
		"deep-lists": deepLists(size),
		"link-references": fill("[a][b] ") + "\n\n" + fill("[b]: /x\n"),
		autolinks: fill("www.a.com/(((((("),
		"yaml-alias-bomb": `---\n${aliasBomb.join("\n")}\n---\n# Card\n`,
		"yaml-deep-flow": `---\nx: ${"[".repeat(Math.min(size, 60_000))}\n---\n# Card\n`,
		"yaml-deep-block": `---\n${Array.from({ length: 300 }, (_, i) => `${" ".repeat(i)}a:`).join("\n")}\n---\n# Card\n`,
		"yaml-many-keys": `---\n${Array.from({ length: 6000 }, (_, i) => `k${i}: &a${i} v`).join("\n")}\n---\n# Card\n`,
	};
}
