import type { Context } from "hono";
import { crossOriginRefusal, crossOriginRequest } from "./cross-origin.ts";
import { CSRF_COOKIE, newCsrfToken, wellFormedCsrfToken, withCsrfCookie } from "./csrf-token.ts";
import { ApiError } from "../errors.ts";
import { clientAddress, INTERNAL_ADDRESS_HEADER, INTERNAL_SECURE_HEADER, requestIsSecure } from "./client-address.ts";
import { LIMITS } from "./limits.ts";
import { limitedStream, refuseDeclaredLength } from "./read-body.ts";

/** Site pages that take an upload form: `/{ns}/{name}/upload/{rev}` (and `/commit`), datasets and spaces too. */
const UPLOAD_PAGE = /^\/(?:(?:datasets|spaces)\/)?[^/]+\/[^/]+\/upload\/[^/]+(?:\/commit)?\/?$/;

/**
 * The most a form posted to a site page may carry: a few KiB when the caller is anonymous (sign-in,
 * sign-up), an upload's size on an upload page once signed in, `siteFormBytes` otherwise.
 */
export function siteBodyLimit(path: string, signedIn: boolean): number {
	if (!signedIn) return LIMITS.anonymousBodyBytes;
	return isUploadPage(path) ? LIMITS.siteUploadBytes : LIMITS.siteFormBytes;
}

/** A request's declared `Content-Length`, when it has a valid one. */
export function declaredLength(headers: Headers): number | undefined {
	const declared = headers.get("content-length")?.trim();
	return declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
}

/** Whether `path` is a site page that takes an upload form. */
export function isUploadPage(path: string): boolean {
	return UPLOAD_PAGE.test(path);
}

/** The refusal of an upload form past `LIMITS.siteUploadBytes`, saying where larger files go. */
export function siteUploadTooLarge(): ApiError {
	const mib = LIMITS.siteUploadBytes / (1024 * 1024);
	return new ApiError(
		"PayloadTooLarge",
		`An upload through the site is at most ${mib} MiB (${LIMITS.siteUploadBytes} bytes). For larger files use ` +
			"hf upload, huggingface_hub's upload_file or upload_folder, or git with git-lfs.",
	);
}

/**
 * Turns for reading site upload forms in this worker: at most `slots` at once; the others wait,
 * unread (their bytes stay in the socket), in the order they came. `acquire` answers the release.
 */
export function uploadTurns(slots: number = LIMITS.siteUploadsPerWorker): { acquire: () => Promise<() => void> } {
	let free = slots;
	const waiting: (() => void)[] = [];
	const release = (): void => {
		const next = waiting.shift();
		if (next) next();
		else free++;
	};
	const once = (): (() => void) => {
		let released = false;
		return () => {
			if (released) return;
			released = true;
			release();
		};
	};
	return {
		acquire: async () => {
			if (free > 0) {
				free--;
				return once();
			}
			await new Promise<void>((resolve) => waiting.push(resolve));
			return once();
		},
	};
}

/**
 * The request the site receives for a page: the caller's own, plus what only the hub knows (their
 * address and whether they came over https, in the internal headers the site forwards on its API
 * calls), plus an anti-forgery cookie when the caller has no well-formed one (returned as
 * `setCookie` for the response, and in place of any other in the request the site sees, so its
 * forms carry it);
 * `csrfToken` is the token the site sees, either way.
 * The request is made on first use of `request()` (a page answered before rendering needs none).
 * Its body is bounded by `maxBodyBytes` ({@link siteBodyLimit}) while the site reads it; `refused`
 * tells afterwards whether the body outgrew it (whatever the site made of the failed read).
 */
export function siteRequest(
	c: Context,
	config: { publicUrl?: string; trustProxy?: boolean },
	maxBodyBytes: number = LIMITS.anonymousBodyBytes,
): { request: () => Request; csrfToken: string; setCookie?: string; refused: () => ApiError | undefined } {
	const secure = requestIsSecure(c, config);
	let setCookie: string | undefined;
	let refusal: ApiError | undefined;
	const given = wellFormedCsrfToken(c.req.raw.headers.get("cookie"));
	const csrfToken = given ?? newCsrfToken();
	if (!given) setCookie = `${CSRF_COOKIE}=${csrfToken}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
	const isForm = c.req.method !== "GET" && c.req.method !== "HEAD";
	// The site reads forms whole (`formData()`): bound them here, as they arrive, before it does.
	// An upload form declared too large still reaches the site, which answers its page with the
	// limit and where larger files go, without reading the body (the bound holds if it did).
	const upload = isForm && maxBodyBytes === LIMITS.siteUploadBytes && isUploadPage(c.req.path);
	if (isForm && !upload) refuseDeclaredLength(c.req.raw.headers, maxBodyBytes);
	let request: Request | undefined;
	const build = (): Request => {
		const headers = new Headers(c.req.raw.headers);
		headers.set(INTERNAL_ADDRESS_HEADER, clientAddress(c, config.trustProxy));
		headers.set(INTERNAL_SECURE_HEADER, secure ? "1" : "0");
		if (!given) headers.set("cookie", withCsrfCookie(headers.get("cookie"), csrfToken));
		const init: RequestInit & { duplex?: "half" } = { method: c.req.method, headers };
		if (isForm) {
			init.body = c.req.raw.body
				? limitedStream(c.req.raw.body, maxBodyBytes, (error) => (refusal = upload ? siteUploadTooLarge() : error))
				: null;
			init.duplex = "half";
		}
		return new Request(c.req.raw.url, init);
	};
	return {
		request: () => (request ??= build()),
		csrfToken,
		...(setCookie ? { setCookie } : {}),
		refused: () => refusal,
	};
}

/**
 * Site pages are read (`GET`, `HEAD`) and take HTML form posts, nothing else: other methods and
 * bodies are refused before the site renders (its actions read `formData()`, which throws on them).
 * A form post a browser says came from another origin is refused (`CsrfRejected`): the site's forms
 * are only ever posted from its own pages.
 */
export function siteRefusal(
	c: Context,
	config: { publicUrl?: string; trustProxy?: boolean } = {},
): ApiError | undefined {
	const method = c.req.method;
	if (method === "GET" || method === "HEAD") return undefined;
	if (method !== "POST")
		return new ApiError("MethodNotAllowed", `Site pages take GET, HEAD or a form POST, not ${method}`, {
			headers: { Allow: "GET, HEAD, POST" },
		});
	const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
	if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data")
		return new ApiError(
			"BadRequest",
			"Site pages take HTML form posts: application/x-www-form-urlencoded or multipart/form-data",
		);
	if (crossOriginRequest(c, config)) return crossOriginRefusal();
	return undefined;
}
