import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { js, jsValue, py, pyList, pyValue, sh } from "./literals.ts";
import { PYTHON } from "../testing/python.ts";
import { shShape } from "../testing/shape.ts";

const NASTY = [
	'a"b',
	"it's",
	"back\\slash",
	"new\nline",
	"$(rm -rf /)",
	"`x`",
	'"); import os; ("',
	"tab\there",
	"\u2028sep",
	"\x00nul",
	"é ✓ 🤗",
];

describe("literal encoders", () => {
	it("py() round-trips through Python", () => {
		const program = NASTY.map((s) => `print(repr(${py(s)}))`).join("\n");
		const out = execFileSync(
			PYTHON,
			["-c", `import json\nvals=[${NASTY.map(py).join(",")}]\nprint(json.dumps(vals))`],
			{
				encoding: "utf8",
			},
		);
		expect(JSON.parse(out)).toEqual(NASTY);
		expect(program).toBeTruthy();
	});

	it("js() round-trips through JavaScript", () => {
		for (const s of NASTY) expect(new Function(`return ${js(s)};`)()).toBe(s);
	});

	it("sh() round-trips through bash", () => {
		const out = execFileSync(
			"bash",
			[
				"-c",
				`printf '%s\\0' ${NASTY.filter((s) => !s.includes("\x00"))
					.map(sh)
					.join(" ")}`,
			],
			{
				encoding: "utf8",
			},
		);
		expect(out.split("\0").slice(0, -1)).toEqual(NASTY.filter((s) => !s.includes("\x00")));
		expect(sh("org/model-1.5")).toBe("'org/model-1.5'");
	});

	it("sh() keeps control characters and line separators out of the code, one word per value", () => {
		expect(sh("a\nb")).toBe("$'a\\nb'");
		expect(sh("tab\there 'q' \\")).toBe("$'tab\\there \\'q\\' \\\\'");
		for (const value of ["a \nb", "x\u2028y", "it's\r\n`id` $(x)", "a\tb"]) {
			expect(sh(value)).not.toMatch(/[\n\r\t\u2028\u2029]/);
			expect(shShape(`hf download ${sh(value)}`)).toBe("hf download Q");
			expect(execFileSync("bash", ["-c", `printf %s ${sh(value)}`], { encoding: "utf8" })).toBe(value);
		}
	});

	it("pyValue() and jsValue() encode nested values", () => {
		const value = { a: [1, true, null], 'b"': { c: "x\ny" } };
		const out = execFileSync(PYTHON, ["-c", `import json\nprint(json.dumps(${pyValue(value)}))`], { encoding: "utf8" });
		expect(JSON.parse(out)).toEqual(value);
		expect(JSON.parse(jsValue(value, 2))).toEqual(value);
	});

	it("pyList() is a one-line Python list of py() literals that round-trips", () => {
		expect(pyList([])).toBe("[]");
		expect(pyList(["a", 'b"c'])).toBe('["a", "b\\"c"]');
		const out = execFileSync(PYTHON, ["-c", `import json\nprint(json.dumps(${pyList(NASTY)}))`], { encoding: "utf8" });
		expect(JSON.parse(out)).toEqual(NASTY);
	});
});

/** The character-by-character encoder `py` had before its fast path: the reference it must still equal. */
function pyReference(value: string): string {
	const escapes: Record<string, string> = { "\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t" };
	let out = '"';
	for (const ch of value) {
		const code = ch.codePointAt(0) ?? 0;
		if (escapes[ch]) out += escapes[ch];
		else if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0))
			out += `\\x${code.toString(16).padStart(2, "0")}`;
		else if (code === 0x2028 || code === 0x2029 || code === 0x85 || code === 0xfeff)
			out += `\\u${code.toString(16).padStart(4, "0")}`;
		else out += ch;
	}
	return `${out}"`;
}

/** `js` before its fast path: JSON's string literal with the line separators escaped. */
function jsReference(value: string): string {
	return JSON.stringify(value).replace(/[\u2028\u2029]/g, (ch) => `\\u${ch.codePointAt(0)?.toString(16)}`);
}

/** `sh` before its fast path: a single-quoted word, or an ANSI-C word built character by character. */
function shReference(value: string): string {
	if (!/[\u0000-\u001f\u007f\u0085\u2028\u2029]/.test(value)) return `'${value.replace(/'/g, `'\\''`)}'`;
	const escapes: Record<string, string> = { "\\": "\\\\", "'": "\\'", "\n": "\\n", "\r": "\\r", "\t": "\\t" };
	let out = "$'";
	for (const ch of value) {
		const code = ch.codePointAt(0) ?? 0;
		if (escapes[ch]) out += escapes[ch];
		else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, "0")}`;
		else if (code === 0x85 || code === 0x2028 || code === 0x2029) out += `\\u${code.toString(16).padStart(4, "0")}`;
		else out += ch;
	}
	return `${out}'`;
}

/**
 * Plain values (which take the fast paths), every character an encoder treats specially, and
 * random strings over both: quotes, backslashes, line breaks, control characters, `${` and `$(`,
 * non-ASCII, surrogate pairs and lone surrogates.
 */
function fastPathSamples(): string[] {
	const alphabet = [
		"a",
		"Z",
		"0",
		" ",
		"/",
		"-",
		"~",
		"'",
		'"',
		"`",
		"\\",
		"\n",
		"\r",
		"\t",
		"\u0000",
		"\u001f",
		"\u007f",
		"\u0085",
		"\u009f",
		"\u00a0",
		"é",
		"\u2028",
		"\u2029",
		"\ufeff",
		"\ud83d\ude00",
		"\ud800",
		"\udc00",
		"${",
		"$(",
		"{",
		"}",
		"$",
		"%",
	];
	let seed = 7;
	const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) % alphabet.length;
	const samples = [
		"",
		"plain text",
		"acme/tiny-bert",
		"meta-llama/Llama-3.1-8B-Instruct",
		"Apple is looking at buying a U.K. startup for $1 billion.",
		"${process.exit()}",
		"$(touch /tmp/pwned)",
		"a\u0000b",
		"lone \ud800 surrogate",
		...alphabet,
	];
	for (let i = 0; i < 6000; i++) samples.push(Array.from({ length: 1 + (i % 12) }, () => alphabet[next()]).join(""));
	return samples;
}

describe("fast paths", () => {
	const samples = fastPathSamples();

	it("py equals the character-by-character encoder", () => {
		for (const sample of samples) expect(py(sample), JSON.stringify(sample)).toBe(pyReference(sample));
	});

	it("js equals JSON's literal with the line separators escaped", () => {
		for (const sample of samples) expect(js(sample), JSON.stringify(sample)).toBe(jsReference(sample));
	});

	it("sh equals the quoting it had before", () => {
		for (const sample of samples) expect(sh(sample), JSON.stringify(sample)).toBe(shReference(sample));
	});

	it("are taken by plain values: the literal is the value between quotes", () => {
		for (const value of ["acme/demo-model", "x y-z_1.5 ~!@#%^&*()", "{}[]<>?,;:|=+"]) {
			expect(py(value)).toBe(`"${value}"`);
			expect(js(value)).toBe(`"${value}"`);
			expect(sh(value)).toBe(`'${value}'`);
		}
	});
});
