import { DEFAULT_COUNTED_FILES, downloadQueryOf } from "./libraries/derived.ts";

/**
 * The download-count query language: which file requests count as a download of a model.
 *
 * A query is terms joined by `AND` (binds tighter) and `OR`, with optional parentheses:
 * `path_extension:"gguf" OR (path_filename:"config" AND path_extension:"json")`. Fields:
 * - `path`: the full path in the repository (`checkpoints/model.pt`)
 * - `path_prefix`: the folder with a trailing slash (`checkpoints/`; `""` at the root)
 * - `path_extension`: the extension without its dot (`pt`; `""` when there is none)
 * - `path_filename`: the file name without folder and extension (`model`)
 * - `_exists_:"path_prefix"`: the file sits in a folder
 * Values are quoted (`"..."`, with `\"` and `\\` escapes) or bare words. Whitespace, newlines
 * included, separates tokens.
 */
export type DownloadQuery =
	| { kind: "term"; field: DownloadQueryField; value: string }
	| { kind: "exists"; field: DownloadQueryField }
	| { kind: "and" | "or"; operands: DownloadQuery[] };

export const DOWNLOAD_QUERY_FIELDS = ["path", "path_prefix", "path_extension", "path_filename"] as const;
export type DownloadQueryField = (typeof DOWNLOAD_QUERY_FIELDS)[number];

/** A malformed query: `message` says what is wrong and where (`position` is a 0-based offset). */
export class DownloadQueryError extends Error {
	readonly position: number;
	constructor(message: string, position: number) {
		super(`${message} (at character ${position + 1})`);
		this.name = "DownloadQueryError";
		this.position = position;
	}
}

type Token =
	| { type: "word"; text: string; quoted: boolean; position: number }
	| { type: "colon" | "open" | "close"; position: number };

function tokenize(query: string): Token[] {
	const tokens: Token[] = [];
	let i = 0;
	while (i < query.length) {
		const ch = query[i] ?? "";
		if (/\s/.test(ch)) {
			i++;
		} else if (ch === ":") {
			tokens.push({ type: "colon", position: i++ });
		} else if (ch === "(") {
			tokens.push({ type: "open", position: i++ });
		} else if (ch === ")") {
			tokens.push({ type: "close", position: i++ });
		} else if (ch === '"') {
			const start = i++;
			let text = "";
			for (;;) {
				if (i >= query.length) throw new DownloadQueryError('Unterminated quoted value: add the closing "', start);
				const c = query[i++] ?? "";
				if (c === '"') break;
				if (c === "\\") {
					if (i >= query.length) throw new DownloadQueryError("Dangling backslash in a quoted value", i - 1);
					text += query[i++] ?? "";
				} else text += c;
			}
			tokens.push({ type: "word", text, quoted: true, position: start });
		} else {
			const start = i;
			while (i < query.length && !/[\s:()"]/.test(query[i] ?? "")) i++;
			tokens.push({ type: "word", text: query.slice(start, i), quoted: false, position: start });
		}
	}
	return tokens;
}

class Parser {
	private index = 0;
	private readonly tokens: Token[];
	private readonly length: number;
	constructor(tokens: Token[], length: number) {
		this.tokens = tokens;
		this.length = length;
	}

	parse(): DownloadQuery {
		if (this.tokens.length === 0)
			throw new DownloadQueryError('Empty query: give at least one term such as path:"config.json"', 0);
		const query = this.or();
		const rest = this.tokens[this.index];
		if (rest)
			throw new DownloadQueryError(
				rest.type === "close" ? "Unbalanced ')'" : "Expected AND or OR between terms",
				rest.position,
			);
		return query;
	}

	private isOperator(name: "AND" | "OR"): boolean {
		const token = this.tokens[this.index];
		return token?.type === "word" && !token.quoted && token.text === name;
	}

	private or(): DownloadQuery {
		const operands = [this.and()];
		while (this.isOperator("OR")) {
			this.index++;
			operands.push(this.and());
		}
		return operands.length === 1 && operands[0] ? operands[0] : { kind: "or", operands };
	}

	private and(): DownloadQuery {
		const operands = [this.primary()];
		while (this.isOperator("AND")) {
			this.index++;
			operands.push(this.primary());
		}
		return operands.length === 1 && operands[0] ? operands[0] : { kind: "and", operands };
	}

	private primary(): DownloadQuery {
		const token = this.tokens[this.index];
		if (!token) throw new DownloadQueryError("Query ends where a term was expected", this.length);
		if (token.type === "open") {
			this.index++;
			const inner = this.or();
			const close = this.tokens[this.index];
			if (close?.type !== "close") throw new DownloadQueryError("Missing ')' to close '('", token.position);
			this.index++;
			return inner;
		}
		if (token.type !== "word" || token.quoted || token.text === "AND" || token.text === "OR") {
			throw new DownloadQueryError('Expected a term such as path:"config.json"', token.position);
		}
		this.index++;
		const colon = this.tokens[this.index];
		if (colon?.type !== "colon") throw new DownloadQueryError(`Expected ':' after field ${token.text}`, token.position);
		this.index++;
		const value = this.tokens[this.index];
		if (value?.type !== "word") throw new DownloadQueryError(`Missing value after ${token.text}:`, colon.position);
		this.index++;
		if (token.text === "_exists_") return { kind: "exists", field: fieldOf(value.text, value.position) };
		return { kind: "term", field: fieldOf(token.text, token.position), value: value.text };
	}
}

function fieldOf(name: string, position: number): DownloadQueryField {
	if ((DOWNLOAD_QUERY_FIELDS as readonly string[]).includes(name)) return name as DownloadQueryField;
	throw new DownloadQueryError(
		`Unknown field ${name}: use one of ${DOWNLOAD_QUERY_FIELDS.join(", ")} or _exists_`,
		position,
	);
}

/** Parses a query, throwing `DownloadQueryError` with a position when it is malformed. */
export function parseDownloadQuery(query: string): DownloadQuery {
	return new Parser(tokenize(query), query.length).parse();
}

/** The four fields of a repository path. */
export function pathFields(path: string): Record<DownloadQueryField, string> {
	const slash = path.lastIndexOf("/");
	const base = path.slice(slash + 1);
	const dot = base.lastIndexOf(".");
	const hasExtension = dot > 0;
	return {
		path,
		path_prefix: path.slice(0, slash + 1),
		path_extension: hasExtension ? base.slice(dot + 1) : "",
		path_filename: hasExtension ? base.slice(0, dot) : base,
	};
}

/** Whether a parsed query matches a path. */
export function evaluateDownloadQuery(query: DownloadQuery, path: string): boolean {
	const fields = pathFields(path);
	const run = (q: DownloadQuery): boolean => {
		switch (q.kind) {
			case "term":
				return fields[q.field] === q.value;
			case "exists":
				return fields[q.field] !== "";
			case "and":
				return q.operands.every(run);
			case "or":
				return q.operands.some(run);
		}
	};
	return run(query);
}

const parsed = new Map<string, DownloadQuery>();

/**
 * Whether a request for `path` counts as a download under `query`. Throws `DownloadQueryError`
 * for a malformed query. Parsed queries are kept, so repeated calls cost only the match.
 *
 * @example matchesDownloadQuery('path_extension:"pt" AND path_prefix:"checkpoints/"', "checkpoints/a.pt") // true
 */
export function matchesDownloadQuery(query: string, path: string): boolean {
	let compiled = parsed.get(query);
	if (!compiled) {
		compiled = parseDownloadQuery(query);
		parsed.set(query, compiled);
	}
	return evaluateDownloadQuery(compiled, path);
}

/**
 * Whether a request for `path` counts as a download of a model of `library`:
 * - a `.gguf` file always counts, whatever the library;
 * - diffusers counts `model_index.json`, `modular_model_index.json` and root-level
 *   `*.safetensors`, `*.ckpt`, `*.bin`;
 * - a library with a `countDownloads` query counts what the query matches;
 * - any other model counts the default files at the root (`DEFAULT_COUNTED_FILES`).
 */
export function countsAsDownload(library: string | null | undefined, path: string): boolean {
	const fields = pathFields(path);
	if (fields.path_extension === "gguf") return true;
	if (library === "diffusers") {
		if (path === "model_index.json" || path === "modular_model_index.json") return true;
		return fields.path_prefix === "" && ["safetensors", "ckpt", "bin"].includes(fields.path_extension);
	}
	const query = downloadQueryOf(library);
	if (query) return matchesDownloadQuery(query, path);
	return (DEFAULT_COUNTED_FILES as readonly string[]).includes(path);
}
