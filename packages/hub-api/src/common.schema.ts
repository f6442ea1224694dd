import { z } from "zod";
import { named } from "./registry.ts";

/** A date as the API writes it: ISO-8601 UTC with milliseconds and `Z`. */
export const IsoDate = z.iso.datetime({ precision: 3 }).describe("ISO-8601 UTC with milliseconds and Z");

/** A git object id (commit, tree, blob): 40 lower-case hex digits. */
export const GitOid = z.string().regex(/^[0-9a-f]{40}$/);

/** How a repository is gated: not (`false`), with automatic or with manual approval of requests. */
export const Gating = z.union([z.literal(false), z.enum(["auto", "manual"])]);
export type Gating = z.infer<typeof Gating>;

/** A JSON object the hub passes through as found (card front matter, config.json, ...). */
export const JsonObject = z.record(z.string(), z.unknown());

/** Every error answer: the message, the stable code of `ERROR_CODES`, what to do, and the request id. */
export const ErrorBody = named(
	"Error",
	z.strictObject({
		error: z.string(),
		code: z.string(),
		hint: z.string().optional(),
		requestId: z.string().optional(),
	}),
	"Error answers also carry X-Error-Code and X-Error-Message headers",
);

/** `GET /api/health`: liveness; `details` only for operators. */
export const Health = named(
	"Health",
	z.strictObject({
		status: z.literal("ok"),
		details: z
			.strictObject({
				database: z.enum(["sqlite", "postgres"]),
				storage: z.string(),
				version: z.string(),
				node: z.string(),
				uptimeSeconds: z.number().int(),
			})
			.optional(),
	}),
);

const Check = z.strictObject({ ok: z.boolean(), error: z.string().optional() });

/** `GET /api/health/ready`: 200 `ready` or 503 `unavailable`, per part; `error` only for operators. */
export const Readiness = named(
	"Readiness",
	z.strictObject({
		status: z.enum(["ready", "unavailable"]),
		checks: z.strictObject({ database: Check, storage: Check }),
	}),
);

/** An empty object (`auth-check`). */
export const Empty = named("Empty", z.strictObject({}));

/** `GET /api/openapi.json`: this contract as an OpenAPI 3.1 document. */
export const OpenApiDocument = named(
	"OpenApiDocument",
	z.looseObject({ openapi: z.literal("3.1.0"), info: JsonObject, paths: JsonObject, components: JsonObject }),
);
