import { describe, expect, it } from "vitest";
import { MAX_FRONT_MATTER_CHARS, parseReadme } from "./front-matter.ts";

const card = (yaml: string): string => `---\n${yaml}\n---\n# Body\n`;

// How long these take depends on the machine: `bench/hostile-input.ts` measures it. The tests check
// what is answered (an error, a bounded value), which is what keeps the work bounded.

describe("front matter of hostile cards is bounded", () => {
	it("refuses an alias bomb (billion laughs) with an error", () => {
		const levels = ["a: &a [x, x, x, x, x, x, x, x, x]"];
		for (const [index, name] of ["b", "c", "d", "e", "f", "g", "h"].entries()) {
			const previous = String.fromCharCode(97 + index);
			levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(", ")}]`);
		}
		const result = parseReadme(card(levels.join("\n")));
		expect(result.error).toMatch(/not valid YAML/);
		expect(result.body).toBe("# Body\n");
	});

	it("refuses flow nesting deeper than 64 levels before parsing", () => {
		const result = parseReadme(card(`x: ${"[".repeat(30_000)}`));
		expect(result.error).toMatch(/nests deeper than 64 levels/);
		expect(parseReadme(card(`x: ${"[".repeat(10)}1${"]".repeat(10)}`)).cardData).toBeDefined();
	});

	it("refuses front matter longer than the bound, and reads the longest allowed mapping of many keys", () => {
		const keys = (count: number): string => Array.from({ length: count }, (_, index) => `k${index}: v`).join("\n");
		expect(parseReadme(card(keys(20_000))).error).toMatch(/longer than 65536 characters/);
		let count = 0;
		while (keys(count + 500).length < MAX_FRONT_MATTER_CHARS) count += 500;
		const result = parseReadme(card(keys(count)));
		expect(Object.keys(result.cardData ?? {})).toHaveLength(count);
	});

	it("survives deep block nesting within the bound (an error or a value, never a throw)", () => {
		const deep = Array.from({ length: 300 }, (_, index) => `${" ".repeat(index)}a:`).join("\n");
		const result = parseReadme(card(deep));
		expect(result.error ?? result.cardData).toBeDefined();
	});
});
