import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { AddressRefused, pinnedAddress, type AllowedHosts, type Resolver } from "./address-guard.ts";

/**
 * One delivery attempt: a JSON `POST` to the webhook's URL, connected to the address the guard
 * checked (`address-guard.ts`), within `timeoutMs` for the whole exchange, reading at most
 * `maxResponseBytes` of the answer. Redirects are not followed (decision 031): a 3xx is a failure.
 */

export interface SendOptions {
	allowed: AllowedHosts;
	timeoutMs: number;
	maxResponseBytes: number;
	resolve?: Resolver;
}

/** How an attempt went: `ok` for a 2xx; `status` when an answer came; `error` says what failed. */
export interface SendResult {
	ok: boolean;
	status: number | null;
	durationMs: number;
	error: string | null;
}

export async function sendWebhook(
	url: string,
	body: string,
	secret: string | null,
	options: SendOptions,
): Promise<SendResult> {
	const started = performance.now();
	const done = (status: number | null, error: string | null): SendResult => ({
		ok: error === null && status !== null && status >= 200 && status < 300,
		status,
		durationMs: Math.round(performance.now() - started),
		error,
	});
	let target: URL;
	try {
		target = new URL(url);
	} catch {
		return done(null, "the webhook URL is not a valid URL");
	}
	if (target.protocol !== "http:" && target.protocol !== "https:")
		return done(null, "the webhook URL must be http:// or https://");
	let pinned: { address: string; family: 4 | 6 };
	try {
		pinned = await pinnedAddress(target.hostname, options.allowed, options.resolve);
	} catch (error) {
		if (error instanceof AddressRefused) return done(null, error.message);
		return done(null, `could not resolve ${target.hostname}: ${(error as Error).message}`);
	}
	// Every connection of this request goes to the checked address, whatever DNS says now.
	const lookup: LookupFunction = (_host, lookupOptions, callback) => {
		if ((lookupOptions as { all?: boolean }).all)
			(callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [pinned]);
		else callback(null, pinned.address, pinned.family);
	};
	const payload = Buffer.from(body);
	const headers: Record<string, string> = {
		"Content-Type": "application/json",
		"Content-Length": String(payload.byteLength),
		"User-Agent": "Atrium-Webhooks/1",
	};
	if (secret) headers["X-Webhook-Secret"] = secret;
	const client = target.protocol === "https:" ? https : http;
	return new Promise<SendResult>((resolveResult) => {
		let settled = false;
		const finish = (status: number | null, error: string | null): void => {
			if (settled) return;
			settled = true;
			clearTimeout(timer);
			request.destroy();
			resolveResult(done(status, error));
		};
		const request = client.request(target, { method: "POST", headers, lookup, agent: false }, (response) => {
			const status = response.statusCode ?? null;
			let read = 0;
			response.on("data", (chunk: Buffer) => {
				read += chunk.byteLength;
				// The answer is not needed beyond its status: stop reading past the bound.
				if (read > options.maxResponseBytes) finish(status, errorOf(status, null));
			});
			response.on("end", () => finish(status, errorOf(status, null)));
			response.on("error", (error) => finish(status, error.message));
		});
		const timer = setTimeout(
			() => finish(null, `no complete answer within ${options.timeoutMs} ms`),
			options.timeoutMs,
		);
		request.on("error", (error) => finish(null, error.message));
		request.end(payload);
	});
}

/** The error recorded for an answer (null for a 2xx, unless `other` says something went wrong). */
function errorOf(status: number | null, other: string | null): string | null {
	if (status !== null && status >= 300 && status < 400)
		return `answered ${status}: redirects are not followed, give the final URL`;
	if (status !== null && (status < 200 || status >= 300)) return other ?? `answered ${status}`;
	return other;
}
