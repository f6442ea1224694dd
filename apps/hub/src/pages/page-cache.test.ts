import { describe, expect, it } from "vitest";
import { LIMITS } from "../http/limits.ts";
import { encodePageBody, pageBodyBytes } from "./page-body.ts";
import { PageCache, type CachedPage } from "./page-cache.ts";
import { cutTemplate, fillTemplate } from "./page-template.ts";

const page = (text: string): CachedPage => ({
	status: 200,
	headers: [],
	body: encodePageBody({ pieces: [text], holes: [] }, {}),
});
/** What the cache counts for a page of `text`. */
const bytesOf = (text: string): number => pageBodyBytes(page(text).body) + 256;

describe("the anonymous page cache", () => {
	it("stays within its byte bound, dropping the least recently used page first", () => {
		const cache = new PageCache(3 * bytesOf("x".repeat(1000)));
		for (const key of ["a", "b", "c"]) cache.set(key, page("x".repeat(1000)));
		expect(cache.get("a")).toBeDefined(); // a is now the most recently used
		cache.set("d", page("x".repeat(1000)));
		expect(cache.get("b")).toBeUndefined();
		expect(["a", "c", "d"].map((key) => cache.get(key) !== undefined)).toEqual([true, true, true]);
		expect(cache.size.bytes).toBeLessThanOrEqual(3 * bytesOf("x".repeat(1000)));
	});

	it("keeps no page larger than the whole bound, and replaces a page set again", () => {
		const cache = new PageCache(1000);
		cache.set("big", page("x".repeat(1000)));
		expect(cache.size).toEqual({ pages: 0, bytes: 0 });
		cache.set("k", page("one"));
		cache.set("k", page("two"));
		expect(cache.size.pages).toBe(1);
		expect(cache.get("k")?.body.pieces.map(String)).toEqual(["two"]);
	});

	it("has a bound of its own in LIMITS", () => {
		expect(LIMITS.pageCacheBytes).toBeGreaterThan(0);
	});
});

describe("page templates", () => {
	it("cut a page at every occurrence of its per-visitor values and fill them with another visitor's", () => {
		const nonce = "n0nce+/=abc";
		const token = "tok_123-xyz";
		const text = `<script nonce="${nonce}"></script><input value="${token}"><script nonce="${nonce}"></script>`;
		const template = cutTemplate(text, { nonce, csrf: token });
		expect(template.holes).toEqual(["nonce", "csrf", "nonce"]);
		expect(template.pieces.join("")).not.toContain(nonce);
		expect(fillTemplate(template, { nonce, csrf: token })).toBe(text);
		expect(fillTemplate(template, { nonce: "N2", csrf: "T2" })).toBe(
			'<script nonce="N2"></script><input value="T2"><script nonce="N2"></script>',
		);
	});

	it("leave a page without the values, or with empty values, whole", () => {
		expect(cutTemplate("plain", { nonce: "zzz", csrf: "" })).toEqual({ pieces: ["plain"], holes: [] });
	});
});
