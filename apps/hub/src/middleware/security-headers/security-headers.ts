import type { Context, MiddlewareHandler } from "hono";
import { factory, type AppEnv } from "../../app-env.ts";

/** Settings {@link securityHeaders} reads. */
export interface SecurityHeadersOptions {
	/** The public base URL; an `https:` one turns HSTS on. */
	publicUrl?: string;
	/** Trust `X-Forwarded-Proto` from the proxy in front (HSTS when it says `https`). */
	trustProxy?: boolean;
}

/**
 * Policy of responses that set none: API JSON and repository files. Nothing they contain may load
 * or run anything (`sandbox` also makes a file opened in a tab an opaque origin without scripts).
 */
export const DEFAULT_CSP = "default-src 'none'; sandbox";
/** Policy added to the site's own (`apps/web/server/content-security-policy.ts`) and to API answers: no framing. */
const NO_FRAMING = "frame-ancestors 'none'";
/** One year, the preload lists' minimum. */
const HSTS = "max-age=31536000; includeSubDomains";

/** Whether a route serves repository files, which other sites may embed (`?noContentDisposition=1`). */
function isFileRoute(path: string): boolean {
	return /^\/(?:(?:datasets|spaces)\/)?[^/]+\/[^/]+\/(?:resolve|raw)\//.test(path);
}

function servedOverHttps(c: Context, options: SecurityHeadersOptions): boolean {
	if (options.publicUrl?.startsWith("https:")) return true;
	if (!options.trustProxy) return false;
	return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}

/**
 * Headers every response gets: `nosniff`, a referrer policy, a Content-Security-Policy (the site's
 * when it set one, else {@link DEFAULT_CSP}), no framing except of repository files, and HSTS when
 * served over https. A `304` gets no policy: the browser keeps using the one stored with the body it
 * revalidated (a policy on the `304` would replace it, and a page's policy names its own nonce).
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler<AppEnv> {
	return factory.createMiddleware(async function securityHeaders(c, next) {
		await next();
		const headers = c.res.headers;
		headers.set("X-Content-Type-Options", "nosniff");
		headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
		const fileRoute = isFileRoute(c.req.path);
		const policy = headers.get("Content-Security-Policy");
		if (c.res.status === 304) headers.delete("Content-Security-Policy");
		else if (!policy) headers.set("Content-Security-Policy", fileRoute ? DEFAULT_CSP : `${DEFAULT_CSP}; ${NO_FRAMING}`);
		else if (!/(?:^|;)\s*frame-ancestors\s/.test(policy))
			headers.set("Content-Security-Policy", `${policy}; ${NO_FRAMING}`);
		if (!fileRoute) headers.set("X-Frame-Options", "DENY");
		if (servedOverHttps(c, options)) headers.set("Strict-Transport-Security", HSTS);
	});
}
