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

const ChunkRange = z.strictObject({ start: z.number().int(), end: z.number().int() });
const ReconstructionTerm = z.strictObject({
	hash: z.string().describe("Xorb hash"),
	unpacked_length: z.number().int(),
	range: ChunkRange.describe("Chunk indexes [start, end)"),
});

/** `GET {casUrl}/v1/reconstructions/{file}`: the terms of a file and where to fetch each xorb range. */
export const XetReconstructionV1 = named(
	"XetReconstructionV1",
	z.strictObject({
		offset_into_first_range: z.number().int(),
		terms: z.array(ReconstructionTerm),
		fetch_info: z.record(
			z.string(),
			z.array(
				z.strictObject({ range: ChunkRange, url: z.string(), url_range: ChunkRange.describe("Bytes, inclusive") }),
			),
		),
	}),
);
export type XetReconstructionV1 = z.infer<typeof XetReconstructionV1>;

/** `GET {casUrl}/v2/reconstructions/{file}`: as v1, the fetches grouped per xorb URL. */
export const XetReconstructionV2 = named(
	"XetReconstructionV2",
	z.strictObject({
		offset_into_first_range: z.number().int(),
		terms: z.array(ReconstructionTerm),
		xorbs: z.record(
			z.string(),
			z.array(
				z.strictObject({ url: z.string(), ranges: z.array(z.strictObject({ chunks: ChunkRange, bytes: ChunkRange })) }),
			),
		),
	}),
);
export type XetReconstructionV2 = z.infer<typeof XetReconstructionV2>;
