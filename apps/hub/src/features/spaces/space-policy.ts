import type { HubConfig } from "../../config.ts";

/** The CDN static spaces commonly load libraries from (transformers.js, onnxruntime-web and their WebAssembly). */
export const SPACE_CDN = "https://cdn.jsdelivr.net";

/** The sandbox of a space's documents, as the header and as the space page's `<iframe sandbox>`: never `allow-same-origin`. */
export const SPACE_SANDBOX = "allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads";

/** The other name of a loopback host, so a hub visited as either `localhost` or `127.0.0.1` may frame its spaces. */
function loopbackTwin(origin: string): string | undefined {
	const url = new URL(origin);
	if (url.hostname === "localhost") url.hostname = "127.0.0.1";
	else if (url.hostname === "127.0.0.1") url.hostname = "localhost";
	else return undefined;
	return url.origin;
}

/** Origins of the hub itself (its public URL, else where it listens), which may frame spaces and serve them models. */
export function hubOrigins(config: HubConfig): string[] {
	const own = config.publicUrl ?? config.localUrl;
	if (!own) return [];
	const origin = new URL(own).origin;
	if (config.publicUrl) return [origin];
	const twin = loopbackTwin(origin);
	return twin ? [origin, twin] : [origin];
}

/**
 * The Content-Security-Policy of everything the spaces origin serves (decision 041):
 * - `sandbox` without `allow-same-origin`: the document is an opaque origin even when opened outside
 *   the hub's frame, so it has no cookies or storage of any origin, and its requests carry no origin
 *   a server could trust;
 * - scripts, styles, fonts and WebAssembly from the space itself (inline too: it is the space's own
 *   page) and from {@link SPACE_CDN};
 * - network requests to the space, the hub (models, `resolve` answers CORS) and the CDN only;
 * - framed only by the hub's own pages; no plugins, no `<base>`, forms submit nowhere else.
 */
export function spaceContentSecurityPolicy(hubs: readonly string[]): string {
	const hub = hubs.join(" ");
	return [
		"default-src 'self'",
		`script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval' blob: ${SPACE_CDN}`,
		"style-src 'self' 'unsafe-inline'",
		`img-src 'self' data: blob: ${hub}`.trimEnd(),
		`media-src 'self' data: blob: ${hub}`.trimEnd(),
		"font-src 'self' data:",
		`connect-src 'self' data: blob: ${hub} ${SPACE_CDN}`.replace(/ {2,}/g, " "),
		"worker-src 'self' blob:",
		"object-src 'none'",
		"base-uri 'none'",
		"form-action 'self'",
		`frame-ancestors ${hub || "'none'"}`,
		`sandbox ${SPACE_SANDBOX}`,
	].join("; ");
}
