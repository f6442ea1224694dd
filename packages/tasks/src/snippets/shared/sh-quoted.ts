import { sh } from "./literals.ts";

const ANSI_ESCAPES: Record<string, string> = { "\\": "\\\\", "'": "\\'", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * A shell word that is always quoted, e.g. `shQuoted("acme/model")` → `'acme/model'`. `sh` leaves
 * safe words bare; quoting them too keeps a snippet's shape the same whatever the value. A value
 * with control characters or line separators becomes an ANSI-C word (`$'a\nb'`), so the snippet
 * stays on one line with no stray whitespace.
 */
export function shQuoted(value: string): string {
	if (/[\u0000-\u001f\u007f\u0085\u2028\u2029]/.test(value)) {
		let out = "$'";
		for (const ch of value) {
			const code = ch.codePointAt(0) ?? 0;
			const escaped = ANSI_ESCAPES[ch];
			if (escaped) out += escaped;
			else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, "0")}`;
			else if (code === 0x85 || code === 0x2028 || code === 0x2029) out += `\\u${code.toString(16).padStart(4, "0")}`;
			else out += ch;
		}
		return `${out}'`;
	}
	const word = sh(value);
	// A bare word from `sh` holds only safe characters, so wrapping it in quotes is exact.
	return word.startsWith("'") ? word : `'${word}'`;
}
