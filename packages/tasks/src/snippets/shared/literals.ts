/**
 * Literal encoders: the only way a value enters snippet code. Each returns a complete literal
 * of its language, so no author-controlled text can change a snippet's structure.
 *
 * Every encoder has one general path, which handles any string, and a fast path for plain values
 * (printable ASCII without the characters that language's literal escapes), where the literal is the
 * value between quotes. `literals.test.ts` checks the two agree on hostile and random strings.
 */
import type { Code } from "./code-template.ts";

/**
 * Whether `value` is printable ASCII (U+0020–U+007E) without `a` and `b`: the values whose literal is
 * the value itself between quotes. A loop, not a regular expression: values are short, and a
 * regular expression's per-call overhead is larger than the scan.
 */
function isPlainAscii(value: string, a: number, b: number): boolean {
	for (let i = 0; i < value.length; i++) {
		const code = value.charCodeAt(i);
		if (code < 0x20 || code > 0x7e || code === a || code === b) return false;
	}
	return true;
}

const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const BACKSLASH = 0x5c;

const PY_ESCAPES: Record<string, string> = {
	"\\": "\\\\",
	'"': '\\"',
	"\n": "\\n",
	"\r": "\\r",
	"\t": "\\t",
};

/**
 * What a Python literal escapes: backslash, quote, control characters (C0, DEL, C1), and the Unicode
 * line/paragraph separators and BOM.
 */
const PY_SPECIAL = /[\\"\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/g;

function pyEscape(ch: string): string {
	const escaped = PY_ESCAPES[ch];
	if (escaped) return escaped;
	const code = ch.charCodeAt(0);
	return code < 0xa0 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/** A Python string literal (double-quoted), e.g. `py('a"b')` → `"a\"b"`. */
export function py(value: string): Code {
	if (isPlainAscii(value, QUOTE, BACKSLASH)) return `"${value}"` as Code;
	return `"${value.replace(PY_SPECIAL, pyEscape)}"` as Code;
}

/** The Unicode line and paragraph separators, which JSON leaves as they are and a JavaScript source shows as line breaks. */
const JS_LINE_SEPARATORS = /[\u2028\u2029]/g;

/** A JavaScript string literal, e.g. `js("a\nb")` → `"a\nb"`. */
export function js(value: string): Code {
	if (isPlainAscii(value, QUOTE, BACKSLASH)) return `"${value}"` as Code;
	return JSON.stringify(value).replace(JS_LINE_SEPARATORS, (ch) => `\\u${ch.codePointAt(0)?.toString(16)}`) as Code;
}

/** What makes a shell word an ANSI-C one (`$'…'`): control characters and line separators. */
const SH_NEEDS_ANSI = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;

const SH_ANSI_ESCAPES: Record<string, string> = { "\\": "\\\\", "'": "\\'", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * A single shell word, always quoted so every interpolated value has the same shape, e.g.
 * `sh("it's")` → `'it'\''s'`. A value with control characters or line separators becomes an
 * ANSI-C word (`sh("a\nb")` → `$'a\nb'`), so the snippet keeps one line per command and no stray
 * whitespace hides inside a literal.
 */
export function sh(value: string): Code {
	if (isPlainAscii(value, APOSTROPHE, APOSTROPHE)) return `'${value}'` as Code;
	if (!SH_NEEDS_ANSI.test(value)) return `'${value.replace(/'/g, `'\\''`)}'` as Code;
	let out = "$'";
	for (const ch of value) {
		const code = ch.codePointAt(0) ?? 0;
		const escaped = SH_ANSI_ESCAPES[ch];
		if (escaped) out += escaped;
		else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, "0")}`;
		else if (code === 0x85 || code === 0x2028 || code === 0x2029) out += `\\u${code.toString(16).padStart(4, "0")}`;
		else out += ch;
	}
	return `${out}'` as Code;
}

/** A Python list of string literals on one line, e.g. `pyList(["a", "b"])` → `["a", "b"]`. */
export function pyList(values: readonly string[]): Code {
	return `[${values.map(py).join(", ")}]` as Code;
}

/** A JSON-compatible value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A Python literal for a JSON value (dicts, lists, `True`/`False`/`None`), pretty-printed with
 * four-space indents starting at `indent` levels.
 */
export function pyValue(value: JsonValue, indent = 0): Code {
	const pad = "    ";
	if (value === null) return "None" as Code;
	if (typeof value === "boolean") return (value ? "True" : "False") as Code;
	if (typeof value === "number") return (Number.isFinite(value) ? String(value) : "None") as Code;
	if (typeof value === "string") return py(value);
	const inner = pad.repeat(indent + 1);
	const outer = pad.repeat(indent);
	if (Array.isArray(value)) {
		if (value.length === 0) return "[]" as Code;
		return `[\n${value.map((v) => `${inner}${pyValue(v, indent + 1)},`).join("\n")}\n${outer}]` as Code;
	}
	const entries = Object.entries(value);
	if (entries.length === 0) return "{}" as Code;
	return `{\n${entries.map(([k, v]) => `${inner}${py(k)}: ${pyValue(v, indent + 1)},`).join("\n")}\n${outer}}` as Code;
}

/** A JavaScript literal for a JSON value, pretty-printed with tabs starting at `indent` levels. */
export function jsValue(value: JsonValue, indent = 0): Code {
	const text = JSON.stringify(value, null, "\t").replace(
		JS_LINE_SEPARATORS,
		(ch) => `\\u${ch.codePointAt(0)?.toString(16)}`,
	);
	return (indent === 0 ? text : text.replace(/\n/g, `\n${"\t".repeat(indent)}`)) as Code;
}

/** Joins lines of code, dropping `null`/`undefined`/`false` entries (optional lines). */
export function lines(...parts: (string | null | undefined | false)[]): string {
	let out = "";
	let first = true;
	for (const part of parts) {
		if (typeof part !== "string") continue;
		out = first ? part : `${out}\n${part}`;
		first = false;
	}
	return out;
}
