import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { shShape } from "../testing/shape.ts";
import { shQuoted } from "./sh-quoted.ts";

/** What bash makes of the word: the value it passes to a command. */
function echoed(word: string): string {
	return spawnSync("bash", ["-c", `printf %s ${word}`], { encoding: "utf8" }).stdout;
}

describe("shQuoted", () => {
	it.each([
		["acme/model", "'acme/model'"],
		["it's", "'it'\\''s'"],
		["a\nb", "$'a\\nb'"],
		["tab\there 'q' \\", "$'tab\\there \\'q\\' \\\\'"],
	])("quotes %j", (value, expected) => expect(shQuoted(value)).toBe(expected));

	it.each([
		"acme/model",
		"it's $(id) `id`",
		"a\nb\r\tc",
		"x\u2028y",
		"back\\slash 'and' \"quotes\"",
		"\u00e9\u{1f600}",
	])("round-trips %j through bash and blinds to one word", (value) => {
		expect(echoed(shQuoted(value))).toBe(value);
		expect(shShape(`hf download ${shQuoted(value)}`)).toBe("hf download Q");
	});
});
