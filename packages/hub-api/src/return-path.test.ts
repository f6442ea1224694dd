import { expect, it } from "vitest";
import { safeReturnPath } from "./return-path.ts";

it("keeps paths on this site, with their query and fragment", () => {
	for (const path of [
		"/",
		"/models?x=1",
		"/models?search=a%20b&sort=likes",
		"/atrium/tiny-qa#files",
		"/settings/tokens",
	])
		expect(safeReturnPath(path), path).toBe(path);
	expect(safeReturnPath("/a/../b")).toBe("/b");
});

it("refuses anything a browser could read as another origin", () => {
	for (const value of [
		"/%09/evil.example", // the browser drops the tab: //evil.example
		"/\t/evil.example",
		"/%0a/evil.example",
		"/%0d%0a/evil.example",
		"/ /evil.example",
		"/%E3%80%80/evil.example",
		"//evil.example",
		"///evil.example",
		"/\\evil.example",
		"\\/evil.example",
		"/%5Cevil.example",
		"/%2F/evil.example",
		"/%252F%252Fevil.example",
		"/..//evil.example",
		"/a/../..//evil.example",
		"https://evil.example",
		"javascript:alert(1)",
		"evil.example",
		"",
		"/%",
	])
		expect(safeReturnPath(value), JSON.stringify(value)).toBe("/");
	for (const value of [null, undefined, 42, ["/x"], "/x".repeat(1001)]) expect(safeReturnPath(value)).toBe("/");
	expect(safeReturnPath("//evil.example", "/home")).toBe("/home");
});
