/**
 * Request bodies as code. Strings go through the literal encoders of `@atrium/tasks`; a sample
 * file becomes the name of the variable the template reads it into (or its path, for clients
 * that read files themselves). Nothing is concatenated into code unencoded.
 */
import { js, py, sh } from "@atrium/tasks";
import { FileRef, type BodyValue } from "./body.ts";

/**
 * How a file inside a body is written: the variable holding its contents, its path as a literal,
 * or (Python) the variable holding its uploaded URL.
 */
export type FileAs = "variable" | "path" | "url";

const PY_FILE_VARIABLE = "file_data";
const PY_FILE_URL_VARIABLE = "file_url";
const JS_FILE_VARIABLE = "fileData";

const isIdentifier = (key: string) => /^[A-Za-z_$][\w$]*$/.test(key);

/** A Python literal of a body (dicts and lists pretty-printed with 4 spaces from `indent` levels). */
export function pyCode(value: BodyValue, indent = 0, fileAs: FileAs = "variable"): string {
	const pad = "    ";
	if (value instanceof FileRef) {
		return fileAs === "path" ? py(value.file.file) : fileAs === "url" ? PY_FILE_URL_VARIABLE : PY_FILE_VARIABLE;
	}
	if (value === null) return "None";
	if (typeof value === "boolean") return value ? "True" : "False";
	if (typeof value === "number") return Number.isFinite(value) ? String(value) : "None";
	if (typeof value === "string") return py(value);
	const inner = pad.repeat(indent + 1);
	const outer = pad.repeat(indent);
	if (Array.isArray(value)) {
		if (value.length === 0) return "[]";
		return `[\n${value.map((v) => `${inner}${pyCode(v, indent + 1, fileAs)},`).join("\n")}\n${outer}]`;
	}
	const entries = Object.entries(value);
	if (entries.length === 0) return "{}";
	return `{\n${entries.map(([k, v]) => `${inner}${py(k)}: ${pyCode(v, indent + 1, fileAs)},`).join("\n")}\n${outer}}`;
}

/** A JavaScript literal of a body (objects pretty-printed with tabs from `indent` levels). */
export function jsCode(value: BodyValue, indent = 0, fileAs: FileAs = "variable"): string {
	if (value instanceof FileRef) return fileAs === "path" ? js(value.file.file) : JS_FILE_VARIABLE;
	if (value === null) return "null";
	if (typeof value === "boolean") return value ? "true" : "false";
	if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
	if (typeof value === "string") return js(value);
	const inner = "\t".repeat(indent + 1);
	const outer = "\t".repeat(indent);
	if (Array.isArray(value)) {
		if (value.length === 0) return "[]";
		return `[\n${value.map((v) => `${inner}${jsCode(v, indent + 1, fileAs)},`).join("\n")}\n${outer}]`;
	}
	const entries = Object.entries(value);
	if (entries.length === 0) return "{}";
	const key = (k: string) => (isIdentifier(k) ? k : js(k));
	return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${jsCode(v, indent + 1, fileAs)},`).join("\n")}\n${outer}}`;
}

/** JSON text with holes where a file goes: the pieces of a shell body. */
function jsonPieces(value: BodyValue, indent: number, out: (string | FileRef)[]): void {
	const pad = "    ";
	if (value instanceof FileRef) {
		out.push('"', value, '"');
		return;
	}
	if (value === null || typeof value !== "object") {
		out.push(JSON.stringify(value));
		return;
	}
	const inner = pad.repeat(indent + 1);
	const outer = pad.repeat(indent);
	const items: [string | null, BodyValue][] = Array.isArray(value)
		? value.map((v): [null, BodyValue] => [null, v])
		: Object.entries(value);
	if (items.length === 0) {
		out.push(Array.isArray(value) ? "[]" : "{}");
		return;
	}
	out.push(Array.isArray(value) ? "[\n" : "{\n");
	items.forEach(([key, item], i) => {
		out.push(inner + (key === null ? "" : `${JSON.stringify(key)}: `));
		jsonPieces(item, indent + 1, out);
		out.push(i < items.length - 1 ? ",\n" : "\n");
	});
	out.push(`${outer}${Array.isArray(value) ? "]" : "}"}`);
}

/**
 * Pretty-printed JSON as one single-quoted shell word. JSON text holds no raw control characters
 * but the printer's newlines (JSON escapes the rest), so single quotes keep it readable and exact;
 * the few characters JSON leaves raw but shells and editors treat as line breaks are escaped the
 * JSON way first.
 */
function shJsonWord(text: string): string {
	const safe = text.replace(
		/[\u007f\u0085\u2028\u2029]/g,
		(ch) => `\\u${(ch.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
	);
	return `'${safe.replace(/'/g, `'\\''`)}'`;
}

/**
 * A JSON body as shell words. Without a file: one single-quoted word for `curl -d`. With a file:
 * the words of `printf '%s' ...` that print the JSON with the file's base64 (or data URL) spliced
 * in by `$(base64 -w 0 FILE)`, for `| curl --data-binary @-`.
 */
export function shBody(value: BodyValue): { words: string; piped: boolean } {
	const pieces: (string | FileRef)[] = [];
	jsonPieces(value, 0, pieces);
	const merged: (string | FileRef)[] = [];
	for (const piece of pieces) {
		const last = merged[merged.length - 1];
		if (typeof piece === "string" && typeof last === "string") merged[merged.length - 1] = last + piece;
		else merged.push(piece);
	}
	if (!merged.some((p) => p instanceof FileRef)) return { words: shJsonWord(merged.join("")), piped: false };
	const words = merged.map((piece) => {
		if (typeof piece === "string") return shJsonWord(piece);
		const prefix = piece.encoding === "data-url" ? `data:${piece.file.contentType};base64,` : "";
		return `"${prefix}$(base64 -w 0 ${sh(piece.file.file)})"`;
	});
	return { words: `printf '%s' ${words.join(" ")}`, piped: true };
}

/** Variable names templates use for a file they read. */
export const FILE_VARIABLES = { python: PY_FILE_VARIABLE, js: JS_FILE_VARIABLE } as const;
