import { describe, expect, it } from "vitest";
import {
	compileGitPattern,
	gitIgnoreRules,
	gitPatternMatches,
	isIgnored,
	isLfsByAttributes,
	lfsAttributeRules,
} from "./git-patterns.ts";

describe("git patterns", () => {
	it.each([
		["*.bin", "model.bin", true],
		["*.bin", "sub/dir/model.bin", true],
		["*.bin", "model.bin.txt", false],
		["/*.bin", "sub/model.bin", false],
		["/*.bin", "model.bin", true],
		["data/*.csv", "data/a.csv", true],
		["data/*.csv", "data/x/a.csv", false],
		["data/**", "data/x/a.csv", true],
		["**/logs/*.txt", "a/b/logs/x.txt", true],
		["**/logs/*.txt", "logs/x.txt", true],
		["a/**/b", "a/b", true],
		["a/**/b", "a/x/y/b", true],
		["model-?.pt", "model-1.pt", true],
		["model-[0-9].pt", "model-7.pt", true],
		["model-[!0-9].pt", "model-7.pt", false],
		["saved_model/**/*", "saved_model/variables/v.data", true],
		["*tfevents*", "runs/events.out.tfevents.123", true],
	])("%s matches %s: %s", (pattern, path, expected) => {
		expect(gitPatternMatches(compileGitPattern(pattern), path)).toBe(expected);
	});

	it("lets the last .gitattributes rule win, and -filter unset LFS", () => {
		const rules = lfsAttributeRules(
			"*.bin filter=lfs diff=lfs merge=lfs -text\n# comment\nsmall.bin -filter\n*.txt text\n",
		);
		expect(isLfsByAttributes(rules, "weights/model.bin")).toBe(true);
		expect(isLfsByAttributes(rules, "small.bin")).toBe(false);
		expect(isLfsByAttributes(rules, "notes.txt")).toBe(false);
	});

	it("ignores files below an ignored directory, and re-includes with !", () => {
		const rules = gitIgnoreRules("__pycache__/\n*.log\n!keep.log\n/build\n");
		expect(isIgnored(rules, "src/__pycache__/x.pyc")).toBe(true);
		expect(isIgnored(rules, "__pycache__")).toBe(false);
		expect(isIgnored(rules, "debug.log")).toBe(true);
		expect(isIgnored(rules, "logs/keep.log")).toBe(false);
		expect(isIgnored(rules, "build/out.bin")).toBe(true);
		expect(isIgnored(rules, "src/build/out.bin")).toBe(false);
		expect(isIgnored(rules, "README.md")).toBe(false);
	});
});
