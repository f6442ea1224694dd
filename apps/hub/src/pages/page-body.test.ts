import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePageBody, gzippedPageBytes, pageBytes } from "./page-body.ts";
import { cutTemplate } from "./page-template.ts";

/** A page like the site's: repetitive markup, a nonce in every script tag, a form's token. */
function samplePage(nonce: string, csrf: string, size: number): string {
	const parts: string[] = ["<!DOCTYPE html><html><head>"];
	for (let index = 0; parts.join("").length < size; index++) {
		// About one script a 2 KiB, as in the site's pages (27 nonces in a 64 KiB model page).
		if (index % 24 === 0)
			parts.push(`<script nonce="${nonce}" type="module">import("/assets/chunk-${index % 7}.js")</script>`);
		parts.push(
			`<li class="card"><a href="/model-${index}">model ${index} — ünïcödé ✓</a> ${randomBytes(6).toString("hex")}</li>`,
		);
		if (index % 400 === 0) parts.push(`<form><input name="csrf" value="${csrf}"></form>`);
	}
	return `${parts.join("")}</html>`;
}

/** The page a visitor should get: the kept one with their nonce and token. */
const expectedFor = (page: string, kept: { nonce: string; csrf: string }, values: { nonce: string; csrf: string }) =>
	page.replaceAll(kept.nonce, values.nonce).replaceAll(kept.csrf, values.csrf);

describe("a kept page's body, compressed once", () => {
	const kept = { nonce: randomBytes(16).toString("base64"), csrf: randomBytes(24).toString("base64url") };
	const text = samplePage(kept.nonce, kept.csrf, 100_000);
	const body = encodePageBody(cutTemplate(text, kept), {
		nonce: Buffer.byteLength(kept.nonce),
		csrf: Buffer.byteLength(kept.csrf),
	});

	it("gives every visitor the page with their own values, plain and gzipped, byte for byte", () => {
		expect(body.deflated).toHaveLength(body.pieces.length);
		expect(body.holes.length).toBeGreaterThan(30);
		for (let visitor = 0; visitor < 5; visitor++) {
			const values = { nonce: randomBytes(16).toString("base64"), csrf: randomBytes(24).toString("base64url") };
			const expected = expectedFor(text, kept, values);
			expect(pageBytes(body, values).toString("utf8")).toBe(expected);
			expect(gunzipSync(gzippedPageBytes(body, values)).toString("utf8")).toBe(expected);
		}
	});

	// Each piece ends its own deflate blocks and each hole is stored as it is: about 30 bytes a hole.
	// The sample model page (28 holes in 64 KiB) measured 12,747 bytes against 12,464 compressed whole.
	it("is about as small as the page compressed whole", () => {
		const values = { nonce: randomBytes(16).toString("base64"), csrf: randomBytes(24).toString("base64url") };
		const whole = gzipSync(expectedFor(text, kept, values), { level: 4 }).length;
		expect(gzippedPageBytes(body, values).length).toBeLessThan(whole * 1.15);
	});

	it("compresses the page for the visitor when a value has another length than the kept one's", () => {
		for (const csrf of ["short-token-1234", "x".repeat(300), "é".repeat(32)]) {
			const values = { nonce: kept.nonce, csrf };
			expect(gunzipSync(gzippedPageBytes(body, values)).toString("utf8")).toBe(expectedFor(text, kept, values));
		}
	});

	it("keeps no compressed pieces for a page holding a NUL (its stand-in for holes), and still serves it", () => {
		const withNul = `${samplePage(kept.nonce, kept.csrf, 5_000)}\u0000tail`;
		const nulBody = encodePageBody(cutTemplate(withNul, kept), { nonce: 24, csrf: 32 });
		expect(nulBody.deflated).toBeUndefined();
		const values = { nonce: "N".repeat(24), csrf: "C".repeat(32) };
		expect(gunzipSync(gzippedPageBytes(nulBody, values)).toString("utf8")).toBe(expectedFor(withNul, kept, values));
	});
});
