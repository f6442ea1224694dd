import { z } from "zod";
import { GitOid, IsoDate } from "./common.schema.ts";
import { named } from "./registry.ts";

/** A tree or paths-info entry (docs/reference/repositories-and-files.md#tree); `lastCommit` only with `expand`. */
export const TreeEntry = named(
	"TreeEntry",
	z.strictObject({
		type: z.enum(["file", "directory"]),
		oid: GitOid,
		size: z.number().int(),
		path: z.string(),
		lfs: z.strictObject({ oid: z.string(), size: z.number().int(), pointerSize: z.number().int() }).optional(),
		xetHash: z.string().optional().describe("Xet file hash, for files the Xet download protocol can read"),
		lastCommit: z.strictObject({ id: GitOid, title: z.string(), date: IsoDate }).optional(),
	}),
);
export const TreeListing = named("TreeListing", z.array(TreeEntry));

export type TreeEntry = z.infer<typeof TreeEntry>;
