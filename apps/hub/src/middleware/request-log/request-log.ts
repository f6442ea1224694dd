import { ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { factory, type AppContext, type AppEnv } from "../../app-env.ts";
import type { HubLogger } from "../../observability/logger.ts";
import type { HubMetrics } from "../../observability/metrics.ts";
import { loggedPath } from "../../observability/logged-path.ts";
import { requestIdOf } from "../../observability/request-id.ts";
import { answeredFamily } from "../../observability/route-family.ts";

/** What {@link observeRequests} reports to. */
export interface ObserveRequestsOptions {
	logger: HubLogger;
	metrics?: HubMetrics;
	/** The signed-in user's name, when there is one. */
	userOf?: (c: AppContext) => string | undefined;
}

/** A body that reports, once, how many bytes went through it and whether it ended or was cancelled. */
function countedBody(
	body: ReadableStream<Uint8Array>,
	done: (bytes: number, aborted: boolean) => void,
): ReadableStream<Uint8Array> {
	const reader = body.getReader();
	let bytes = 0;
	return new ReadableStream<Uint8Array>(
		{
			async pull(controller) {
				try {
					const { done: ended, value } = await reader.read();
					if (ended) {
						controller.close();
						done(bytes, false);
						return;
					}
					bytes += value.byteLength;
					controller.enqueue(value);
				} catch (error) {
					done(bytes, true);
					controller.error(error);
				}
			},
			async cancel(reason) {
				done(bytes, true);
				await reader.cancel(reason);
			},
		},
		{ highWaterMark: 0 },
	);
}

/** Counts the body bytes written to a Node response; reports once when it closes (aborted if it never finished). */
function countWrites(outgoing: ServerResponse, done: (bytes: number, aborted: boolean) => void): void {
	let bytes = 0;
	const count = (chunk: unknown, encoding: unknown): void => {
		if (typeof chunk === "string")
			bytes += Buffer.byteLength(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
		else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
	};
	const write = outgoing.write;
	const end = outgoing.end;
	outgoing.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
		count(chunk, rest[0]);
		return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
	} as typeof outgoing.write;
	outgoing.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
		if (typeof chunk !== "function") count(chunk, rest[0]);
		return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
	} as typeof outgoing.end;
	if (outgoing.writableFinished) done(bytes, false);
	else outgoing.once("close", () => done(bytes, !outgoing.writableFinished));
}

/**
 * One JSON log line and one metrics observation per request, when its response body has been sent
 * (or cut): method, route family, pathname, status, duration, body bytes, request id, user name.
 * Nothing else of the request is read: no headers, no query string, no body, and path parameters
 * that are credentials (signed links) are blanked, so tokens, cookies and passwords cannot reach the log.
 */
export function observeRequests(options: ObserveRequestsOptions): MiddlewareHandler<AppEnv> {
	const { logger, metrics, userOf } = options;
	return factory.createMiddleware(async function observeRequests(c, next) {
		const started = performance.now();
		// Served by Node: count what is written to the response (whoever writes it, including file
		// bodies piped straight into the socket). The count starts before the route runs, so that a
		// connection that closes while the route still reads the request (an upload cut off) is seen.
		const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
		const closed =
			outgoing instanceof ServerResponse
				? new Promise<{ bytes: number; aborted: boolean }>((resolve) =>
						countWrites(outgoing, (bytes, aborted) => resolve({ bytes, aborted })),
					)
				: undefined;
		await next();
		const route = answeredFamily(c);
		const method = c.req.method;
		const status = c.res.status;
		const report = (bytes: number, aborted: boolean): void => {
			const seconds = (performance.now() - started) / 1000;
			metrics?.observeRequest({ route, method, status, seconds, bytes });
			const user = userOf?.(c);
			logger.info(
				{
					reqId: requestIdOf(c),
					method,
					route,
					path: loggedPath(c),
					status,
					ms: Math.round(seconds * 10_000) / 10,
					bytes,
					...(user ? { user } : {}),
					...(aborted ? { aborted: true } : {}),
				},
				"request",
			);
		};
		let reported = false;
		const once = (bytes: number, aborted: boolean): void => {
			if (reported) return;
			reported = true;
			report(bytes, aborted);
		};
		if (closed) {
			// Reported when the response closes (at once if it closed while the route ran).
			void closed.then(({ bytes, aborted }) => once(bytes, aborted));
			return;
		}
		const body = c.res.body;
		if (!body || method === "HEAD") {
			once(0, false);
			return;
		}
		c.res = new Response(countedBody(body, once), c.res);
	});
}
