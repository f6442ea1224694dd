import type { Context } from "hono";

/**
 * Headers the hub sets on the requests it hands to the site, which the site forwards on its
 * in-process API calls: the real caller's address and whether the caller came over https.
 * They are believed only on in-process requests (those without a socket), so a client cannot forge them.
 */
export const INTERNAL_ADDRESS_HEADER = "x-atrium-client-address";
export const INTERNAL_SECURE_HEADER = "x-atrium-secure";

/** The Node socket of a request served over HTTP; absent for in-process `app.request` calls. */
function socketOf(c: Context): { remoteAddress?: string } | undefined {
	return (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket;
}

/**
 * The caller's network address: the first `X-Forwarded-For` hop when the hub runs behind a proxy
 * it trusts (`trustProxy`, from `ATRIUM_TRUST_PROXY=1`), else the socket's address; for an
 * in-process call from the site, the address the hub recorded for the page request. Sign-in rate
 * limits and the audit log use it.
 */
export function clientAddress(c: Context, trustProxy: boolean | undefined): string {
	const socket = socketOf(c);
	if (!socket) return c.req.header(INTERNAL_ADDRESS_HEADER)?.slice(0, 100) || "unknown";
	if (trustProxy) {
		const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
		if (forwarded) return forwarded.slice(0, 100);
	}
	return socket.remoteAddress ?? "unknown";
}

/** Whether the caller uses https (cookies then get `Secure`): the public URL, a trusted proxy's header, or the site's note. */
export function requestIsSecure(c: Context, config: { publicUrl?: string; trustProxy?: boolean }): boolean {
	if (config.publicUrl?.startsWith("https://")) return true;
	if (!socketOf(c)) return c.req.header(INTERNAL_SECURE_HEADER) === "1";
	if (config.trustProxy && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https") return true;
	return new URL(c.req.url).protocol === "https:";
}
