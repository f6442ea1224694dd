import { describe, expect, it } from "vitest";
import { safeReturnPath } from "@atrium/hub-api/return-path";
import { nextTheme, themeFromCookie } from "./theme.ts";

describe("theme", () => {
	it("reads the choice from the cookie", () => {
		expect(themeFromCookie("a=1; atrium-theme=dark")).toBe("dark");
		expect(themeFromCookie("atrium-theme=evil")).toBe("system");
		expect(themeFromCookie(null)).toBe("system");
	});
	it("cycles through the choices", () => {
		expect(nextTheme("system")).toBe("light");
		expect(nextTheme("light")).toBe("dark");
		expect(nextTheme("dark")).toBe("system");
	});
	it("only returns to local paths (the hub's rule, shared by the site)", () => {
		expect(safeReturnPath("/models?x=1")).toBe("/models?x=1");
		expect(safeReturnPath("//evil.example")).toBe("/");
		expect(safeReturnPath("https://evil.example")).toBe("/");
		expect(safeReturnPath("/\t/evil.example")).toBe("/");
		expect(safeReturnPath("/%09/evil.example")).toBe("/");
		expect(safeReturnPath(null)).toBe("/");
	});
});
