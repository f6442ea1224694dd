import type { Context } from "hono";
import { viewerOf } from "../../auth/access.ts";
import { LIMITS } from "../../http/limits.ts";
import { readBodyObject } from "../../http/read-body.ts";

/**
 * The request's body as an object: JSON, or form fields (`application/x-www-form-urlencoded`).
 * Bounded while it is read: a few KiB for anonymous callers (sign-in, sign-up), more once signed in.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
	const anonymous = viewerOf(c).kind === "anonymous";
	return readBodyObject(c, anonymous ? LIMITS.anonymousBodyBytes : LIMITS.accountBodyBytes);
}

/** A string field of a body ("" when absent or not a string). */
export function field(body: Record<string, unknown>, name: string): string {
	const value = body[name];
	return typeof value === "string" ? value : "";
}
