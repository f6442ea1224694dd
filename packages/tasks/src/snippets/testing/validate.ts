import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";
import { PYTHON } from "./python.ts";

/** Anything with a language and code: library snippets and inference snippets alike. */
export interface CheckableSnippet {
	language: string;
	code: string;
	title?: string;
}

/** One broken guarantee of one snippet. */
export interface SnippetProblem {
	index: number;
	guarantee: string;
	detail: string;
}

export const LANGUAGES = ["python", "js", "ts", "sh", "json", "text"] as const;

const FORBIDDEN = ["undefined", "NaN", "[object Object]", "${", "{{"];

/** Whole-word forbidden tokens match on word boundaries; the others anywhere. */
function containsForbidden(code: string, token: string): boolean {
	if (/^\w+$/.test(token)) return new RegExp(`\\b${token}\\b`).test(code);
	return code.includes(token);
}

const EMPTY_SLOT = [/\(\s*,/, /,\s*,/, /:\s*,/, /=\s*,/, /=\s*\)/, /\[\s*,/];

/**
 * Checks snippets against the guarantees of `snippet-quality.md` that can be checked from the
 * text alone: labelled, parses (python via `ast.parse`, js/ts as an ES module with top-level
 * await, sh via `bash -n`, json via `JSON.parse`), closed Python names with no unused imports
 * and no accidental tuples, no forbidden tokens or empty slots, canonical whitespace.
 *
 * `allow` lists forbidden tokens a caller documents as intended placeholders (e.g. "{{").
 */
export function validateSnippets(snippets: CheckableSnippet[], options: { allow?: string[] } = {}): SnippetProblem[] {
	const problems: SnippetProblem[] = [];
	const add = (index: number, guarantee: string, detail: string) => problems.push({ index, guarantee, detail });
	const pythonIndexes: number[] = [];

	snippets.forEach((snippet, index) => {
		const { language, code } = snippet;
		if (!(LANGUAGES as readonly string[]).includes(language)) add(index, "labelled", `unknown language ${language}`);
		if (typeof code !== "string" || code.trim() === "") return add(index, "strict", "empty code");
		if (/[ \t]+$/m.test(code)) add(index, "whitespace", "trailing whitespace");
		if (/^\s/.test(code)) add(index, "whitespace", "first line indented or blank");
		if (/\s$/.test(code)) add(index, "whitespace", "code ends with whitespace or a newline");
		if (/\n\s*\n\s*\n/.test(code)) add(index, "whitespace", "more than one blank line in a row");
		for (const token of FORBIDDEN) {
			if (options.allow?.includes(token)) continue;
			if (language !== "text" && containsForbidden(code, token)) add(index, "strict", `contains ${token}`);
			if (
				language === "text" &&
				["undefined", "[object Object]", "NaN"].includes(token) &&
				containsForbidden(code, token)
			)
				add(index, "strict", `contains ${token}`);
		}
		if (language !== "text" && language !== "json") {
			const stripped = stripStrings(code, language);
			for (const pattern of EMPTY_SLOT) if (pattern.test(stripped)) add(index, "strict", `empty slot ${pattern}`);
		}
		switch (language) {
			case "python":
				if (code.includes("\t")) add(index, "whitespace", "tab in Python");
				pythonIndexes.push(index);
				break;
			case "js":
			case "ts":
				try {
					transformSync(code, { loader: language, format: "esm", target: "esnext", logLevel: "silent" });
				} catch (error) {
					add(
						index,
						"parses",
						String((error as Error).message)
							.split("\n")
							.slice(0, 3)
							.join(" "),
					);
				}
				break;
			case "sh": {
				const result = spawnSync("bash", ["-n"], { input: code, encoding: "utf8" });
				if (result.status !== 0) add(index, "parses", result.stderr.trim());
				break;
			}
			case "json":
				try {
					JSON.parse(code);
				} catch (error) {
					add(index, "parses", (error as Error).message);
				}
				break;
		}
	});

	if (pythonIndexes.length > 0) {
		const reports = checkPython(pythonIndexes.map((i) => snippets[i]?.code ?? ""));
		reports.forEach((report, k) => {
			const index = pythonIndexes[k] ?? -1;
			if (report.error) add(index, "parses", report.error);
			if (report.undefined.length) add(index, "closed-names", `undefined: ${report.undefined.join(", ")}`);
			if (report.unusedImports.length) add(index, "closed-names", `unused imports: ${report.unusedImports.join(", ")}`);
			if (report.tuples.length) add(index, "closed-names", `accidental tuple on line ${report.tuples.join(", ")}`);
		});
	}
	return problems;
}

/** What the Python checker reports for one source. */
export interface PythonReport {
	error: string | null;
	undefined: string[];
	unusedImports: string[];
	tuples: number[];
	/** The AST with every string constant blinded: equal shapes mean equal structure. */
	shape: string | null;
}

const CHECKER = fileURLToPath(new URL("./check_python.py", import.meta.url));

/** Runs the Python checker over many sources in one interpreter. */
export function checkPython(sources: string[]): PythonReport[] {
	const out = execFileSync(PYTHON, [CHECKER], { input: JSON.stringify(sources), encoding: "utf8", maxBuffer: 1 << 28 });
	return JSON.parse(out) as PythonReport[];
}

/** Removes string literals, so slot checks look at code only. Approximate, per language. */
function stripStrings(code: string, language: string): string {
	const patterns: RegExp[] =
		language === "sh"
			? [/'[^']*'/g, /"(?:\\.|[^"\\])*"/g]
			: [/"""[\s\S]*?"""/g, /'''[\s\S]*?'''/g, /`(?:\\.|[^`\\])*`/g, /"(?:\\.|[^"\\\n])*"/g, /'(?:\\.|[^'\\\n])*'/g];
	let out = code;
	for (const pattern of patterns) out = out.replace(pattern, '""');
	// Comments, too.
	out = out.replace(language === "python" || language === "sh" ? /#.*$/gm : /\/\/.*$/gm, "");
	return out;
}

/** Runs `bash -n` over files written to a temporary folder (for large batches). */
export function bashParsesAll(sources: string[]): (string | null)[] {
	const dir = mkdtempSync(join(tmpdir(), "atrium-sh-"));
	try {
		return sources.map((source, i) => {
			const file = join(dir, `${i}.sh`);
			writeFileSync(file, source);
			const result = spawnSync("bash", ["-n", file], { encoding: "utf8" });
			return result.status === 0 ? null : result.stderr.trim();
		});
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}
