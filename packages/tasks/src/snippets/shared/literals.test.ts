import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { js, jsValue, py, pyValue, sh } from "./literals.ts";
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
});
