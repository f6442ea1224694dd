/**
 * Literal encoders: the only way a value enters snippet code. Each returns a complete literal
 * of its language, so no author-controlled text can change a snippet's structure.
 */

const PY_ESCAPES: Record<string, string> = {
	"\\": "\\\\",
	'"': '\\"',
	"\n": "\\n",
	"\r": "\\r",
	"\t": "\\t",
};

/** A Python string literal (double-quoted), e.g. `py('a"b')` → `"a\"b"`. */
export function py(value: string): string {
	let out = '"';
	for (const ch of value) {
		const escaped = PY_ESCAPES[ch];
		if (escaped) out += escaped;
		else {
			const code = ch.codePointAt(0) ?? 0;
			// Control characters, DEL and Unicode line/paragraph separators are escaped.
			if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) {
				out += `\\x${code.toString(16).padStart(2, "0")}`;
			} else if (code === 0x2028 || code === 0x2029 || code === 0x85 || code === 0xfeff) {
				out += `\\u${code.toString(16).padStart(4, "0")}`;
			} else out += ch;
		}
	}
	return `${out}"`;
}

/** A JavaScript string literal, e.g. `js("a\nb")` → `"a\nb"`. */
export function js(value: string): string {
	return JSON.stringify(value).replace(/[\u2028\u2029]/g, (ch) => `\\u${ch.codePointAt(0)?.toString(16)}`);
}

const SH_ANSI_ESCAPES: Record<string, string> = { "\\": "\\\\", "'": "\\'", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * A single shell word, always quoted so every interpolated value has the same shape, e.g.
 * `sh("it's")` → `'it'\''s'`. A value with control characters or line separators becomes an
 * ANSI-C word (`sh("a\nb")` → `$'a\nb'`), so the snippet keeps one line per command and no stray
 * whitespace hides inside a literal.
 */
export function sh(value: string): string {
	if (!/[\u0000-\u001f\u007f\u0085\u2028\u2029]/.test(value)) return `'${value.replace(/'/g, `'\\''`)}'`;
	let out = "$'";
	for (const ch of value) {
		const code = ch.codePointAt(0) ?? 0;
		const escaped = SH_ANSI_ESCAPES[ch];
		if (escaped) out += escaped;
		else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, "0")}`;
		else if (code === 0x85 || code === 0x2028 || code === 0x2029) out += `\\u${code.toString(16).padStart(4, "0")}`;
		else out += ch;
	}
	return `${out}'`;
}

/** A JSON-compatible value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A Python literal for a JSON value (dicts, lists, `True`/`False`/`None`), pretty-printed with
 * four-space indents starting at `indent` levels.
 */
export function pyValue(value: JsonValue, indent = 0): string {
	const pad = "    ";
	if (value === null) return "None";
	if (typeof value === "boolean") return value ? "True" : "False";
	if (typeof value === "number") return Number.isFinite(value) ? String(value) : "None";
	if (typeof value === "string") return py(value);
	const inner = pad.repeat(indent + 1);
	const outer = pad.repeat(indent);
	if (Array.isArray(value)) {
		if (value.length === 0) return "[]";
		return `[\n${value.map((v) => `${inner}${pyValue(v, indent + 1)},`).join("\n")}\n${outer}]`;
	}
	const entries = Object.entries(value);
	if (entries.length === 0) return "{}";
	return `{\n${entries.map(([k, v]) => `${inner}${py(k)}: ${pyValue(v, indent + 1)},`).join("\n")}\n${outer}}`;
}

/** A JavaScript literal for a JSON value, pretty-printed with tabs starting at `indent` levels. */
export function jsValue(value: JsonValue, indent = 0): string {
	const text = JSON.stringify(value, null, "\t").replace(
		/[\u2028\u2029]/g,
		(ch) => `\\u${ch.codePointAt(0)?.toString(16)}`,
	);
	return indent === 0 ? text : text.replace(/\n/g, `\n${"\t".repeat(indent)}`);
}

/** Joins lines of code, dropping `null`/`undefined`/`false` entries (optional lines). */
export function lines(...parts: (string | null | undefined | false)[]): string {
	return parts.filter((p): p is string => typeof p === "string").join("\n");
}
