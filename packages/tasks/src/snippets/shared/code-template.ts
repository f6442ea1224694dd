/**
 * `code`, the tagged template generators write their snippets with:
 *
 *     code: code`
 *         from bertopic import BERTopic
 *
 *         topic_model = BERTopic.load(${py(model.id)})
 *     `,
 *
 * Contract:
 * - The text is the template's lines with the template's own layout removed: the line break after
 *   the opening backtick, the last line when it holds only whitespace (the closing backtick's
 *   indentation), and the tabs every non-blank line starts with (the source's indentation; spaces
 *   are the snippet's own). Lines of only whitespace become empty. Line breaks and tabs are written
 *   as they are (an escaped one throws on first use); `\\`, `` \` `` and `\${` escape as usual.
 * - Values are inserted as they are, after the layout is removed: a value's own line breaks and
 *   indentation stay. Every value must be `Code` (an encoder's literal from `literals.ts`, or
 *   another `code` template) or a string or number fixed in the source (a literal type, e.g. a
 *   constant or a `?:` between constants); a plain `string`, such as a model field, does not
 *   type-check, so author-controlled text only ever enters through an encoder.
 * - An optional line is a value that is either `""` or the line with its line break, written at the
 *   start of the line that follows it (`${warning}model = ...`); alternatives of several lines are
 *   values of their own (`${chat ? code\`...\` : code\`...\`}`).
 * - The layout is removed once per call site: the template's strings array, which the engine
 *   keeps identical for a call site, keys a cache of the prepared pieces. Nothing that depends on
 *   the values is cached.
 */

declare const CODE: unique symbol;

/** Text that is safe to place in a snippet as it is: a literal encoder's output, or a `code` template. */
export type Code = string & { readonly [CODE]: true };

/** `V` when it may be a template value (see the contract), otherwise `never`. */
type TemplateValue<V> = V extends Code
	? V
	: V extends string
		? string extends V
			? never
			: V
		: V extends number
			? number extends V
				? never
				: V
			: never;

/**
 * The prepared pieces of each call site's template: the text between values, layout removed. A
 * `Map`, not a `WeakMap`: its keys are the engine's per-call-site arrays, which live as long as the
 * code does, so it only grows to the number of call sites, and its lookups are faster.
 */
const PREPARED = new Map<TemplateStringsArray, readonly string[]>();

/** A snippet's text from a template (see the module comment). */
export function code<const V extends readonly unknown[]>(
	strings: TemplateStringsArray,
	...values: V & { readonly [K in keyof V]: TemplateValue<V[K]> }
): Code {
	let pieces = PREPARED.get(strings);
	if (pieces === undefined) {
		pieces = prepare(strings, strings.raw);
		PREPARED.set(strings, pieces);
	}
	const inserted = values as readonly (string | number)[];
	let out = pieces[0] as string;
	for (let i = 0; i < inserted.length; i++) out += `${inserted[i]}${pieces[i + 1] as string}`;
	return out as Code;
}

/** How many times `ch` occurs in `text`. */
function count(text: string, ch: string): number {
	let n = 0;
	for (let i = text.indexOf(ch); i !== -1; i = text.indexOf(ch, i + 1)) n++;
	return n;
}

/**
 * The pieces of a template with its layout removed (see the module comment), from its cooked
 * `strings` and their `raw` source text. Throws when the template text writes a line break or a
 * tab as an escape (`\n`, `\t`): the layout is read from the text, where an escaped one cannot be
 * told from a real one. A value may hold any text.
 */
export function prepare(strings: readonly string[], raw: readonly string[]): string[] {
	strings.forEach((piece, i) => {
		const source = raw[i] ?? "";
		if (count(piece, "\n") !== count(source, "\n") || count(piece, "\t") !== count(source, "\t"))
			throw new Error(
				`code template: write line breaks and tabs as they are, not as escapes: ${JSON.stringify(source)}`,
			);
	});
	const last = strings.length - 1;
	const pieces = strings.map((piece, i) => {
		let text = piece;
		if (i === 0 && text.startsWith("\n")) text = text.slice(1);
		if (i === last) text = text.replace(/\n[ \t]*$/, "");
		return text;
	});
	const indent = commonIndent(pieces);
	// A line is blank when it holds only whitespace and ends before the next value (or the end).
	const blank = /^[ \t]*$/;
	return pieces.map((piece, i) =>
		piece
			.split("\n")
			.map((line, j, all) => {
				const atLineStart = j > 0 || i === 0;
				if (!atLineStart) return line;
				const endsLine = j < all.length - 1 || i === last;
				if (endsLine && blank.test(line)) return "";
				return line.slice(indent);
			})
			.join("\n"),
	);
}

/**
 * How many tabs every non-blank line of the pieces starts with: the source's indentation (the
 * repository indents with tabs). Spaces are never layout, so a snippet's own indentation stays.
 */
function commonIndent(pieces: readonly string[]): number {
	let common = Infinity;
	const last = pieces.length - 1;
	pieces.forEach((piece, i) => {
		const linesOfPiece = piece.split("\n");
		linesOfPiece.forEach((line, j) => {
			if (j === 0 && i > 0) return; // continues the line of the value before it
			const endsLine = j < linesOfPiece.length - 1 || i === last;
			if (endsLine && /^[ \t]*$/.test(line)) return; // blank
			let tabs = 0;
			while (line[tabs] === "\t") tabs++;
			common = Math.min(common, tabs);
		});
	});
	return common === Infinity ? 0 : common;
}
