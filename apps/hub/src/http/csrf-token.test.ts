import { describe, expect, it } from "vitest";
import { newCsrfToken, wellFormedCsrfToken, withCsrfCookie } from "./csrf-token.ts";

describe("anti-forgery tokens in cookies", () => {
	it("takes a token of the hub's own shape, sent once", () => {
		const token = newCsrfToken();
		expect(wellFormedCsrfToken(`theme=dark; atrium_csrf=${token}`)).toBe(token);
		expect(wellFormedCsrfToken(`atrium_csrf=${token} ; theme=dark`)).toBe(token);
	});

	it("refuses any other value: missing, short, long, encoded, quoted, script, or sent twice", () => {
		const token = newCsrfToken();
		for (const header of [
			null,
			"",
			"theme=dark",
			"atrium_csrf=",
			"atrium_csrf=short-token-1234",
			`atrium_csrf=${token}x`,
			`atrium_csrf=%41${token.slice(3)}`,
			`atrium_csrf="${token.slice(2)}"`,
			"atrium_csrf=%22)%3Balert(document.domain)%2F%2F",
			`atrium_csrf=${token}; atrium_csrf=${newCsrfToken()}`,
		])
			expect(wellFormedCsrfToken(header), String(header)).toBeUndefined();
	});

	it("replaces every token cookie of a header by one, keeping the others", () => {
		const token = newCsrfToken();
		expect(withCsrfCookie("theme=dark; atrium_csrf=x; atrium_session=s; atrium_csrf=y", token)).toBe(
			`theme=dark; atrium_session=s; atrium_csrf=${token}`,
		);
		expect(withCsrfCookie(null, token)).toBe(`atrium_csrf=${token}`);
		expect(wellFormedCsrfToken(withCsrfCookie("atrium_csrf=a; atrium_csrf=b", token))).toBe(token);
	});
});
