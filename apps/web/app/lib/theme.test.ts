import { describe, expect, it } from "vitest";
import { safeReturnPath } from "@atrium/hub-api/return-path";
import { nextTheme, themeChoiceOf, themeCookie, themeFromCookie, themeToggleLabel, themeToggleTitle } from "./theme.ts";

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
	it("reads a choice from untrusted text, names the button and writes the cookie", () => {
		expect(themeChoiceOf("dark")).toBe("dark");
		expect(themeChoiceOf("light")).toBe("light");
		expect(themeChoiceOf("<script>")).toBe("system");
		expect(themeChoiceOf(undefined)).toBe("system");
		expect(themeToggleLabel("system")).toBe("Colour theme: System. Switch to Light");
		expect(themeToggleLabel("dark")).toBe("Colour theme: Dark. Switch to System");
		expect(themeToggleTitle("light")).toBe("Theme: Light");
		expect(themeCookie("light")).toBe("atrium-theme=light; Path=/; Max-Age=31536000; SameSite=Lax");
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
