import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { siteContext } from "./lib/api-context.ts";

/** How long a streamed page may wait for deferred data before the rest is cut. */
export const streamTimeout = 5_000;

/**
 * What React Router reports while answering a request: logged, as its default does, except a refusal
 * it answers with a 4xx itself (a form posted to a page that takes none: 405), which is the caller's
 * mistake and already in the request log; otherwise anyone could write a stack trace into the server's
 * log with each such post.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
	if (request.signal.aborted) return;
	if (isRouteErrorResponse(error) && error.status < 500) return;
	// A route error response may carry the error it stands for (React Router's own, internal ones do).
	const cause = isRouteErrorResponse(error) && "error" in error ? (error as { error?: unknown }).error : undefined;
	console.error(cause ?? error);
}

/**
 * Renders a page to a streamed HTML response. The same as React Router's default entry, except
 * that every inline script (hydration data, scroll restoration, streamed chunks) carries the
 * request's CSP nonce, which the site handler put in the router context and sends in the header.
 */
export default function handleRequest(
	request: Request,
	status: number,
	headers: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
): Promise<Response> | Response {
	if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
	const nonce = loadContext.get(siteContext).nonce;
	const userAgent = request.headers.get("user-agent");
	// Crawlers get the whole page at once; people get the shell first.
	const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
	return new Promise((resolve, reject) => {
		let statusCode = status;
		let shellSent = false;
		const { pipe, abort } = renderToPipeableStream(
			<ServerRouter context={routerContext} url={request.url} {...(nonce ? { nonce } : {})} />,
			{
				...(nonce ? { nonce } : {}),
				[waitForAll ? "onAllReady" : "onShellReady"]() {
					shellSent = true;
					const body = new PassThrough({
						final(callback) {
							clearTimeout(timer);
							callback();
						},
					});
					headers.set("Content-Type", "text/html");
					pipe(body);
					resolve(new Response(createReadableStreamFromReadable(body), { status: statusCode, headers }));
				},
				onShellError: reject,
				onError(error: unknown) {
					statusCode = 500;
					// Errors before the shell reject above and are logged by React Router.
					if (shellSent) console.error(error);
				},
			},
		);
		const timer = setTimeout(abort, streamTimeout + 1000);
	});
}
