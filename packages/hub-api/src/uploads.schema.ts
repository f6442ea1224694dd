import { z } from "zod";
import { GitOid } from "./common.schema.ts";
import { named } from "./registry.ts";

/** `POST /api/{type}/{id}/preupload/{rev}`: how each file must be sent, and the head it was judged against. */
export const PreuploadAnswer = named(
	"PreuploadAnswer",
	z.strictObject({
		files: z.array(
			z.strictObject({
				path: z.string(),
				uploadMode: z.enum(["regular", "lfs"]),
				shouldIgnore: z.boolean(),
				oid: z.string().optional().describe("git blob id (regular) or sha256 (LFS) of the file at the head"),
			}),
		),
		commitOid: GitOid,
	}),
);

export type PreuploadAnswer = z.infer<typeof PreuploadAnswer>;
