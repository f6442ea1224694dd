import type { Context } from "hono";
import { ApiError } from "../errors.ts";

/**
 * Reads a request body as text, refusing it with `PayloadTooLarge` (413) as soon as it passes
 * `maxBytes` (from `Content-Length` before reading, or while reading a chunked body). Unlike
 * hono's `bodyLimit` it leaves `c.req.raw` as it is, which the access contract keys the viewer on.
 */
export async function readBodyText(c: Context, maxBytes: number): Promise<string> {
	const declared = Number(c.req.header("content-length"));
	if (Number.isFinite(declared) && declared > maxBytes)
		throw new ApiError("PayloadTooLarge", `The request body is larger than ${maxBytes} bytes`);
	const body = c.req.raw.body;
	if (!body) return "";
	const chunks: Uint8Array[] = [];
	let total = 0;
	for await (const chunk of body) {
		total += chunk.byteLength;
		if (total > maxBytes) throw new ApiError("PayloadTooLarge", `The request body is larger than ${maxBytes} bytes`);
		chunks.push(chunk);
	}
	return Buffer.concat(chunks).toString("utf8");
}
