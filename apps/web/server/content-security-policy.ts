import { randomBytes } from "node:crypto";

/** A fresh nonce for one page: 128 random bits, base64. */
export function newNonce(): string {
	return randomBytes(16).toString("base64");
}

/**
 * The site's Content-Security-Policy, per page (`nonce` is that page's). What the pages need, and
 * nothing more:
 * - scripts: our bundles (`'self'`) and React Router's inline hydration scripts, which carry the nonce;
 * - styles: our stylesheet; `style` attributes are allowed (bar widths and token colours of task
 *   demos are data), `<style>` elements are not;
 * - images: ours, `data:` URLs, and any https image a model card links (cards are third-party text);
 * - audio/video: ours and https (demo media, card media);
 * - frames: YouTube's privacy-enhanced embeds on task pages, and the hub's spaces origin (`frameOrigins`:
 *   static spaces, sandboxed, decision 041 of the hub);
 * - no plugins, no `<base>`, forms post only here, and no site may frame us.
 * The hub adds nothing to it but keeps it (it sends a stricter one with everything else).
 */
export function contentSecurityPolicy(nonce: string, frameOrigins: readonly string[] = []): string {
	return [
		"default-src 'self'",
		`script-src 'self' 'nonce-${nonce}'`,
		"style-src 'self'",
		"style-src-elem 'self'",
		"style-src-attr 'unsafe-inline'",
		"img-src 'self' data: https:",
		"media-src 'self' https:",
		"font-src 'self' data:",
		"connect-src 'self'",
		["frame-src https://www.youtube-nocookie.com", ...frameOrigins].join(" "),
		"object-src 'none'",
		"base-uri 'none'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	].join("; ");
}
