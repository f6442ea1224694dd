import { describe, expect, it } from "vitest";
import { code, prepare } from "./code-template.ts";
import { js, py, pyValue, sh } from "./literals.ts";

const HOSTILE = `evil"org/it's-$(touch /tmp/pwned)\`id\`\\x\nmodel \${x}`;

describe("code", () => {
	it("removes the template's layout: opening line break, closing line, common indentation", () => {
		const text = code`
			import torch

			if True:
			    print(1)
		`;
		expect(text).toBe("import torch\n\nif True:\n    print(1)");
	});

	it("empties lines of only whitespace and keeps indentation beyond the common one", () => {
		const text = code`
			a
		    
			    b
		`;
		expect(text).toBe("a\n\n    b");
	});

	it("keeps text written on the opening line, which then counts as an unindented line", () => {
		expect(code`one line`).toBe("one line");
		expect(code`first
			second`).toBe("first\n\t\t\tsecond");
	});

	it("inserts values as they are, after the layout is removed", () => {
		const block = pyValue({ a: [1, 2] }, 1);
		const text = code`
			x = ${block}
			${py("lead")} = 1
		`;
		expect(text).toBe(`x = ${block}\n"lead" = 1`);
		expect(block).toContain("\n            1,");
	});

	it("inserts encoded hostile values unchanged, so the literal is the only thing that holds them", () => {
		const text = code`
			m = load(${py(HOSTILE)})
			const m = load(${js(HOSTILE)});
			hf download ${sh(HOSTILE)}
		`;
		expect(text.split("\n")).toEqual([
			`m = load(${py(HOSTILE)})`,
			`const m = load(${js(HOSTILE)});`,
			`hf download ${sh(HOSTILE)}`,
		]);
	});

	it("accepts constants and nested templates, and rejects plain strings at compile time", () => {
		const LIBRARY = "torch";
		const version = Math.random() > 2 ? "2" : "1";
		const inner = code`import ${LIBRARY}`;
		expect(code`${inner} # ${version} ${3}`).toBe("import torch # 1 3");
		const fromAuthor: string = HOSTILE;
		// @ts-expect-error: a plain string (author-controlled text) must go through an encoder
		expect(code`load(${fromAuthor})`).toBe(`load(${HOSTILE})`);
		const count: number = 3;
		// @ts-expect-error: a plain number is not fixed in the source either
		expect(code`n = ${count}`).toBe("n = 3");
	});

	it("prepares each call site once and never reuses values between calls", () => {
		const at = (id: string) => code`
			load(${py(id)})
		`;
		expect(at("a/b")).toBe('load("a/b")');
		expect(at("c/d")).toBe('load("c/d")');
	});
});

describe("prepare", () => {
	it("treats a line that continues after a value as non-blank", () => {
		expect(prepare(["\n\t\t", "\n\t\tb\n\t"], ["\n\t\t", "\n\t\tb\n\t"])).toEqual(["", "\nb"]);
	});

	it("leaves text after a value on its line alone", () => {
		expect(prepare(["\n\tx = ", "  # note\n\ty\n"], ["\n\tx = ", "  # note\n\ty\n"])).toEqual(["x = ", "  # note\ny"]);
	});

	it("removes only tabs as layout, so a one-line template keeps its leading spaces", () => {
		expect(code`    filename=${py("a.gguf")},`).toBe('    filename="a.gguf",');
		expect(prepare(["\n\t\t    a\n\t\t        b\n\t"], ["\n\t\t    a\n\t\t        b\n\t"])).toEqual([
			"    a\n        b",
		]);
	});

	it("throws when the template text escapes a line break or a tab, whose layout it cannot tell", () => {
		expect(() => prepare(["\n    a"], ["\\n    a"])).toThrow(/not as escapes/);
		expect(() => prepare(["a\tb"], ["a\\tb"])).toThrow(/not as escapes/);
		expect(() => code`x\ny`).toThrow(/not as escapes/);
		expect(code`path\\name`).toBe("path\\name");
	});
});
