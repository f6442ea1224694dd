/**
 * The `where` and `orderby` of the viewer's `/filter` route: the documented SQL subset (comparisons
 * `= <> > >= < <=` between a double-quoted column and a literal, `IS [NOT] NULL`, combined with
 * `AND`, `OR`, `NOT` and parentheses; `orderby` as columns with `ASC`/`DESC`), parsed into an AST of
 * our own and emitted from it with every literal as a bound parameter. Nothing the caller wrote is
 * copied into SQL: columns are checked against the split's columns and quoted by {@link quoteIdentifier}.
 */

/** A literal of a comparison. */
export type FilterValue = string | number | boolean;

export type FilterNode =
	| { kind: "and" | "or"; left: FilterNode; right: FilterNode }
	| { kind: "not"; operand: FilterNode }
	| { kind: "compare"; column: string; operator: "=" | "<>" | ">" | ">=" | "<" | "<="; value: FilterValue }
	| { kind: "null"; column: string; negated: boolean };

export interface OrderTerm {
	column: string;
	descending: boolean;
}

/** Longest `where` or `orderby` text accepted. */
export const MAX_FILTER_CHARS = 4096;
/** Deepest nesting of parentheses and `NOT`. */
export const MAX_FILTER_DEPTH = 32;
/** Most comparisons in one `where`. */
export const MAX_FILTER_TERMS = 128;

/** A `where`/`orderby` that is not in the supported subset; `message` says where and why. */
export class FilterSyntaxError extends Error {}

type Token =
	| { type: "ident"; value: string; at: number }
	| { type: "string"; value: string; at: number }
	| { type: "number"; value: number; at: number }
	| { type: "word"; value: string; at: number }
	| { type: "op"; value: string; at: number }
	| { type: "punct"; value: "(" | ")" | ","; at: number };

function tokenize(text: string): Token[] {
	if (text.length > MAX_FILTER_CHARS) throw new FilterSyntaxError(`is longer than ${MAX_FILTER_CHARS} characters`);
	const tokens: Token[] = [];
	let index = 0;
	while (index < text.length) {
		const char = text[index] as string;
		const at = index;
		if (/\s/.test(char)) {
			index++;
		} else if (char === '"' || char === "'") {
			let value = "";
			index++;
			for (;;) {
				if (index >= text.length)
					throw new FilterSyntaxError(`has an unterminated ${char === '"' ? "column name" : "string"} at ${at}`);
				const next = text[index] as string;
				if (next === char) {
					if (text[index + 1] === char) {
						value += char;
						index += 2;
						continue;
					}
					index++;
					break;
				}
				value += next;
				index++;
			}
			tokens.push(char === '"' ? { type: "ident", value, at } : { type: "string", value, at });
		} else if (/[0-9.]/.test(char) || (char === "-" && /[0-9.]/.test(text[index + 1] ?? ""))) {
			const match = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?/.exec(text.slice(index));
			if (!match) throw new FilterSyntaxError(`has a malformed number at ${at}`);
			const value = Number(match[0]);
			if (!Number.isFinite(value)) throw new FilterSyntaxError(`has a number out of range at ${at}`);
			tokens.push({ type: "number", value, at });
			index += match[0].length;
		} else if (/[A-Za-z_]/.test(char)) {
			const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(index)) as RegExpExecArray;
			tokens.push({ type: "word", value: match[0], at });
			index += match[0].length;
		} else if (/[<>=!]/.test(char)) {
			const match = /^(?:<>|<=|>=|!=|=|<|>)/.exec(text.slice(index));
			if (!match) throw new FilterSyntaxError(`has an unknown operator at ${at}`);
			tokens.push({ type: "op", value: match[0] === "!=" ? "<>" : match[0], at });
			index += match[0].length;
		} else if (char === "(" || char === ")" || char === ",") {
			tokens.push({ type: "punct", value: char, at });
			index++;
		} else throw new FilterSyntaxError(`has an unexpected character ${JSON.stringify(char)} at ${at}`);
	}
	return tokens;
}

const KEYWORDS = new Set(["and", "or", "not", "is", "null", "true", "false", "asc", "desc"]);

class Parser {
	position = 0;
	private terms = 0;
	private readonly tokens: Token[];
	constructor(tokens: Token[]) {
		this.tokens = tokens;
	}
	done(): boolean {
		return this.position >= this.tokens.length;
	}
	peek(): Token | undefined {
		return this.tokens[this.position];
	}
	isWord(word: string): boolean {
		const token = this.peek();
		return token?.type === "word" && token.value.toLowerCase() === word;
	}
	fail(what: string): never {
		const token = this.peek();
		throw new FilterSyntaxError(token ? `expects ${what} at ${token.at}` : `expects ${what} at the end`);
	}
	column(): string {
		const token = this.peek();
		if (token?.type === "ident" || (token?.type === "word" && !KEYWORDS.has(token.value.toLowerCase()))) {
			this.position++;
			return token.value;
		}
		return this.fail('a column name in double quotes ("name")');
	}
	or(depth: number): FilterNode {
		let left = this.and(depth);
		while (this.isWord("or")) {
			this.position++;
			left = { kind: "or", left, right: this.and(depth) };
		}
		return left;
	}
	and(depth: number): FilterNode {
		let left = this.not(depth);
		while (this.isWord("and")) {
			this.position++;
			left = { kind: "and", left, right: this.not(depth) };
		}
		return left;
	}
	not(depth: number): FilterNode {
		if (depth > MAX_FILTER_DEPTH) throw new FilterSyntaxError(`nests deeper than ${MAX_FILTER_DEPTH} levels`);
		if (this.isWord("not")) {
			this.position++;
			return { kind: "not", operand: this.not(depth + 1) };
		}
		const token = this.peek();
		if (token?.type === "punct" && token.value === "(") {
			this.position++;
			const inner = this.or(depth + 1);
			const close = this.peek();
			if (close?.type !== "punct" || close.value !== ")") this.fail("a closing parenthesis");
			this.position++;
			return inner;
		}
		return this.comparison();
	}
	comparison(): FilterNode {
		if (++this.terms > MAX_FILTER_TERMS) throw new FilterSyntaxError(`has more than ${MAX_FILTER_TERMS} comparisons`);
		const column = this.column();
		if (this.isWord("is")) {
			this.position++;
			const negated = this.isWord("not");
			if (negated) this.position++;
			if (!this.isWord("null")) this.fail("NULL");
			this.position++;
			return { kind: "null", column, negated };
		}
		const op = this.peek();
		if (op?.type !== "op") return this.fail("a comparison operator (=, <>, >, >=, <, <=)");
		this.position++;
		const value = this.peek();
		this.position++;
		const operator = op.value as "=" | "<>" | ">" | ">=" | "<" | "<=";
		if (value?.type === "string" || value?.type === "number")
			return { kind: "compare", column, operator, value: value.value };
		if (value?.type === "word" && (value.value.toLowerCase() === "true" || value.value.toLowerCase() === "false"))
			return { kind: "compare", column, operator, value: value.value.toLowerCase() === "true" };
		this.position--;
		return this.fail("a value: a number, true, false or a string in single quotes ('text')");
	}
}

/** Parses a `where` text into its AST, or throws {@link FilterSyntaxError}. */
export function parseWhere(text: string): FilterNode {
	const parser = new Parser(tokenize(text));
	if (parser.done()) throw new FilterSyntaxError("is empty");
	const node = parser.or(0);
	if (!parser.done()) parser.fail("AND, OR or the end of the condition");
	return node;
}

/** Parses an `orderby` text (`"col" [ASC|DESC], …`, at most 8 columns), or throws {@link FilterSyntaxError}. */
export function parseOrderBy(text: string): OrderTerm[] {
	const parser = new Parser(tokenize(text));
	const terms: OrderTerm[] = [];
	for (;;) {
		const column = parser.column();
		let descending = false;
		if (parser.isWord("desc") || parser.isWord("asc")) {
			descending = parser.isWord("desc");
			parser.position++;
		}
		terms.push({ column, descending });
		if (terms.length > 8) throw new FilterSyntaxError("sorts by more than 8 columns");
		const next = parser.peek();
		if (next?.type === "punct" && next.value === ",") {
			parser.position++;
			continue;
		}
		if (!parser.done()) parser.fail("a comma, ASC, DESC or the end");
		break;
	}
	return terms;
}

/** A column name as a SQL identifier: double-quoted, inner quotes doubled. */
export function quoteIdentifier(name: string): string {
	return `"${name.replaceAll('"', '""')}"`;
}

/** The columns a condition or ordering names that the split does not have. */
export function unknownColumns(names: readonly string[], columns: readonly string[]): string[] {
	const known = new Set(columns);
	return [...new Set(names.filter((name) => !known.has(name)))];
}

/** Every column an AST names. */
export function columnsOf(node: FilterNode): string[] {
	switch (node.kind) {
		case "and":
		case "or":
			return [...columnsOf(node.left), ...columnsOf(node.right)];
		case "not":
			return columnsOf(node.operand);
		default:
			return [node.column];
	}
}

/**
 * SQL for an AST; literals are appended to `params` and referenced as `$n` (1-based, after
 * `params.length` existing ones). Only call after {@link unknownColumns} found nothing.
 */
export function whereSql(node: FilterNode, params: unknown[]): string {
	switch (node.kind) {
		case "and":
			return `(${whereSql(node.left, params)} AND ${whereSql(node.right, params)})`;
		case "or":
			return `(${whereSql(node.left, params)} OR ${whereSql(node.right, params)})`;
		case "not":
			return `(NOT ${whereSql(node.operand, params)})`;
		case "null":
			return `(${quoteIdentifier(node.column)} IS ${node.negated ? "NOT " : ""}NULL)`;
		case "compare":
			params.push(node.value);
			return `(${quoteIdentifier(node.column)} ${node.operator} $${params.length})`;
	}
}

/** SQL for an ordering (after the split's columns were checked). */
export function orderSql(terms: readonly OrderTerm[]): string {
	return terms.map((term) => `${quoteIdentifier(term.column)} ${term.descending ? "DESC" : "ASC"}`).join(", ");
}
