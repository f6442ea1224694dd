import { z } from "zod";
import { IsoDate } from "./common.schema.ts";
import { named } from "./registry.ts";

/** What an access token may do: read, or read and write. */
export const TokenRole = z.enum(["read", "write"]);

const tokenFields = { id: z.string(), name: z.string(), role: TokenRole, createdAt: IsoDate };

/** An access token as its owner sees it (never its secret). */
export const AccessToken = named("AccessToken", z.strictObject({ ...tokenFields, lastUsedAt: IsoDate.nullable() }));

/** `GET /api/settings/tokens`: the signed-in user's tokens that are not revoked, newest first. */
export const AccessTokenList = named("AccessTokenList", z.array(AccessToken));

/** `POST /api/settings/tokens` (201): the new token with its secret, shown this once only. */
export const NewAccessToken = named(
	"NewAccessToken",
	z.strictObject({ ...tokenFields, token: z.string().describe("the secret (hf_…); the hub keeps only its hash") }),
);

/** `DELETE /api/settings/tokens/{id}`. */
export const TokenRevoked = named("TokenRevoked", z.strictObject({ revoked: z.literal(true) }));

export type TokenRole = z.infer<typeof TokenRole>;
export type AccessToken = z.infer<typeof AccessToken>;
export type NewAccessToken = z.infer<typeof NewAccessToken>;
export type TokenRevoked = z.infer<typeof TokenRevoked>;
