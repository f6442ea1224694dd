import { describe, expect, it } from "vitest";
import { validateSnippets } from "./validate.ts";

const guarantees = (language: string, code: string) => validateSnippets([{ language, code }]).map((p) => p.guarantee);

describe("validateSnippets", () => {
	it("accepts clean snippets in every language", () => {
		expect(guarantees("python", 'import json\n\nprint(json.dumps({"a": 1}))')).toEqual([]);
		expect(guarantees("js", 'const r = await fetch("https://example.com");\nconsole.log(await r.json());')).toEqual([]);
		expect(guarantees("sh", "curl -s https://example.com \\\n\t-H 'A: b'")).toEqual([]);
		expect(guarantees("text", "Task type is invalid.")).toEqual([]);
	});

	it("rejects what breaks a guarantee", () => {
		expect(guarantees("python", "print(x")).toContain("parses");
		expect(guarantees("python", "import os\nprint(model)")).toEqual(["closed-names", "closed-names"]);
		expect(guarantees("python", "model = load(1),\nprint(model)")).toContain("closed-names");
		expect(guarantees("js", "const a = ;")).toContain("parses");
		expect(guarantees("sh", "if then")).toContain("parses");
		expect(guarantees("python", 'x = {"inputs": , "b": 1}')).toContain("strict");
		expect(guarantees("js", "console.log(undefined)")).toContain("strict");
		expect(guarantees("python", "print(1) ")).toContain("whitespace");
		expect(guarantees("python", "print(1)\n")).toContain("whitespace");
		expect(guarantees("rust", "fn main() {}")).toContain("labelled");
	});
});
