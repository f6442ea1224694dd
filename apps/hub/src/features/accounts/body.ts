import type { Context } from "hono";
import { ApiError } from "../../errors.ts";

const MAX_BODY = 100_000;

/** The request's body as an object: JSON, or form fields (`application/x-www-form-urlencoded`). Bounded. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
	const text = await c.req.text();
	if (text.length > MAX_BODY) throw new ApiError("BadRequest", "The body is too large");
	if ((c.req.header("content-type") ?? "").includes("application/json")) {
		let body: unknown;
		try {
			body = text === "" ? {} : JSON.parse(text);
		} catch {
			throw new ApiError("BadRequest", "The body is not valid JSON");
		}
		if (!body || typeof body !== "object" || Array.isArray(body))
			throw new ApiError("BadRequest", "The body must be a JSON object");
		return body as Record<string, unknown>;
	}
	return Object.fromEntries(new URLSearchParams(text));
}

/** A string field of a body ("" when absent or not a string). */
export function field(body: Record<string, unknown>, name: string): string {
	const value = body[name];
	return typeof value === "string" ? value : "";
}
