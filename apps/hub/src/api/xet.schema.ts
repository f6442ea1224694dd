import { z } from "zod";
import { named } from "./registry.ts";

/** `GET /api/{type}/{id}/xet-{write|read}-token/{rev}`: a short-lived Xet CAS token (decision 032). */
export const XetTokenAnswer = named(
	"XetTokenAnswer",
	z.strictObject({
		accessToken: z.string().describe("Bearer token for the CAS routes: one repository, one direction"),
		exp: z.number().int().describe("Expiry, epoch seconds"),
		casUrl: z.string().describe("Base URL of the Xet CAS ({hub}/xet-cas)"),
	}),
);
export type XetTokenAnswer = z.infer<typeof XetTokenAnswer>;

/** `POST {casUrl}/v1/xorbs/default/{hash}`: whether the xorb was new to the hub. */
export const XetXorbUploaded = named("XetXorbUploaded", z.strictObject({ was_inserted: z.boolean() }));
export type XetXorbUploaded = z.infer<typeof XetXorbUploaded>;

/** `POST {casUrl}/v1/shards`: 1 when something new was stored, 0 when every file was known. */
export const XetShardUploaded = named(
	"XetShardUploaded",
	z.strictObject({ result: z.union([z.literal(0), z.literal(1)]) }),
);
export type XetShardUploaded = z.infer<typeof XetShardUploaded>;
