import { z } from "zod";
import { IsoDate } from "./common.schema.ts";
import { named } from "./registry.ts";

/**
 * `GET /api/spaces/{namespace}/{name}/app`: how the space runs on this hub. `url` is the address of
 * a static space's app on the spaces origin (with a short-lived token for a private space, valid
 * until `expiresAt`); null for other SDKs, and when the hub serves no spaces origin (`spacesOrigin` null).
 */
export const SpaceApp = named(
	"SpaceApp",
	z.strictObject({
		id: z.string(),
		sdk: z.string().nullable(),
		/** The hub's own address, for the commands that clone or run the space against it. */
		endpoint: z.string(),
		spacesOrigin: z.string().nullable(),
		url: z.string().nullable(),
		expiresAt: IsoDate.nullable(),
		/** The `sandbox` the page's frame must carry (the origin sends the same policy). */
		sandbox: z.string(),
	}),
);

export type SpaceApp = z.infer<typeof SpaceApp>;
