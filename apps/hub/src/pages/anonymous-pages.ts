import { createHash, randomBytes } from "node:crypto";
import type { AppContext } from "../app-env.ts";
import type { Db } from "../db/create-db.ts";
import { newCsrfToken, withCsrfCookie } from "../http/csrf-token.ts";
import { anonymousPageKey } from "./page-key.ts";
import { encodePageBody, gzippedPageBytes, pageBytes } from "./page-body.ts";
import { PageCache, type CachedPage } from "./page-cache.ts";
import { cutTemplate, fillTemplate } from "./page-template.ts";

/** Headers of every answer of a cached page: browsers revalidate each time (`ETag`), and the page varies by cookie. */
const REVALIDATE = "private, max-age=0, must-revalidate";
const VARY = "Cookie, Accept-Encoding";
/** The shortest per-visitor value cut out of a kept page (a nonce of 128 bits is 24 base64 characters). */
const MIN_HOLE_CHARS = 16;

/** What anonymous page answers need: the database, this process's cache, and the site's build id. */
export interface AnonymousPages {
	db: Db;
	cache: PageCache;
	buildId: string;
}

/** A cache of `maxBytes` for anonymous pages of a site whose build is `buildId`. */
export function anonymousPages(db: Db, buildId: string, maxBytes: number): AnonymousPages {
	return { db, cache: new PageCache(maxBytes), buildId };
}

/** The nonce of a page's Content-Security-Policy (`'nonce-…'`), if any. */
function nonceOf(policy: string | null): string {
	return /'nonce-([^']+)'/.exec(policy ?? "")?.[1] ?? "";
}

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
	if (!ifNoneMatch) return false;
	const bare = etag.replace(/^W\//, "");
	return ifNoneMatch.split(",").some((tag) => {
		const candidate = tag.trim();
		return candidate === "*" || candidate.replace(/^W\//, "") === bare;
	});
}

/** Keeps a rendered page when it is a plain 200 HTML page that sets nothing for its visitor. */
async function keep(response: Response, csrfToken: string): Promise<CachedPage | undefined> {
	const type = response.headers.get("content-type") ?? "";
	if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("set-cookie")) return undefined;
	if (response.headers.has("content-encoding")) return undefined;
	const holes = { nonce: nonceOf(response.headers.get("content-security-policy")), csrf: csrfToken };
	// The holes are found by value: only values long and random enough never to occur by chance are cut.
	if (Object.values(holes).some((value) => value.length > 0 && value.length < MIN_HOLE_CHARS)) return undefined;
	const headers: CachedPage["headers"] = [];
	for (const [name, value] of response.headers)
		if (name !== "content-length" && name !== "vary" && name !== "cache-control")
			headers.push([name, cutTemplate(value, holes)]);
	const holeBytes = { nonce: Buffer.byteLength(holes.nonce), csrf: Buffer.byteLength(holes.csrf) };
	return { status: 200, headers, body: encodePageBody(cutTemplate(await response.text(), holes), holeBytes) };
}

/**
 * The answer of a kept page for one visitor: a fresh nonce, their anti-forgery token, gzipped when
 * they accept it (from the pieces compressed when the page was kept: `page-body.ts`).
 */
function serve(page: CachedPage, request: Request, csrfToken: string, etag: string): Response {
	const values = { nonce: randomBytes(16).toString("base64"), csrf: csrfToken };
	const headers = new Headers();
	for (const [name, value] of page.headers) headers.append(name, fillTemplate(value, values));
	headers.set("etag", etag);
	headers.set("cache-control", REVALIDATE);
	headers.set("vary", VARY);
	if (!/\bgzip\b/.test(request.headers.get("accept-encoding") ?? ""))
		return new Response(pageBytes(page.body, values), { status: 200, headers });
	headers.set("content-encoding", "gzip");
	return new Response(gzippedPageBytes(page.body, values), { status: 200, headers });
}

/** What the hub knows of a site visitor before the site runs (`http/site-request.ts`). */
export interface SiteVisitor {
	/** Their anti-forgery token (the one they sent, or a new one). */
	csrfToken: string;
	/** The cookie that gives a first-time visitor their new token. */
	setCookie?: string;
	/** The request the site renders from. */
	request: () => Request;
}

/** `response`, built here, with the cookie that gives a first-time visitor their new token. */
function withCookie(response: Response, setCookie: string | undefined): Response {
	if (setCookie) response.headers.append("set-cookie", setCookie);
	return response;
}

/**
 * Answers an anonymous `GET` of a page the hub caches (see {@link anonymousPageKey}) before the site
 * renders anything: `304` when the visitor's `If-None-Match` names the page's `ETag`, else the page
 * kept for its key, else the site's rendering when it can be kept, each with the visitor's new
 * token cookie if they had none. The `ETag` is the key with the visitor's anti-forgery token (the
 * one part of the page that is theirs), so it changes with the revision, options, cookies and
 * build. Undefined for every other request, and for a rendering that cannot be kept: the caller
 * renders as usual.
 */
export async function answerAnonymousPage(
	c: AppContext,
	pages: AnonymousPages,
	visitor: SiteVisitor,
	render: (request: Request) => Promise<Response>,
): Promise<Response | undefined> {
	const request = c.req.raw;
	if (request.method !== "GET") return undefined;
	const { csrfToken, setCookie } = visitor;
	const key = await anonymousPageKey(c, pages, new URL(request.url), request.headers.get("cookie"), pages.buildId);
	if (!key) return undefined;
	const etag = `W/"${createHash("sha256").update(`${key}\n${csrfToken}`).digest("base64url").slice(0, 27)}"`;
	if (matches(request.headers.get("if-none-match"), etag)) {
		const notModified = new Response(null, { status: 304, headers: { etag, "cache-control": REVALIDATE, vary: VARY } });
		return withCookie(notModified, setCookie);
	}
	let page = pages.cache.get(key);
	if (!page) {
		// Rendered uncompressed, so the kept copy can take another visitor's nonce and token; and with
		// a token the hub makes for it, so no visitor's chosen token decides where the page is cut.
		const siteRequest = visitor.request();
		const headers = new Headers(siteRequest.headers);
		headers.delete("accept-encoding");
		headers.delete("if-none-match");
		const renderToken = newCsrfToken();
		headers.set("cookie", withCsrfCookie(headers.get("cookie"), renderToken));
		const response = await render(new Request(siteRequest.url, { method: "GET", headers }));
		page = await keep(response, renderToken);
		if (!page) {
			// Not a page to keep (an error page, say): the caller renders it for the visitor, with their token.
			await response.body?.cancel();
			return undefined;
		}
		pages.cache.set(key, page);
	}
	return withCookie(serve(page, request, csrfToken, etag), setCookie);
}
