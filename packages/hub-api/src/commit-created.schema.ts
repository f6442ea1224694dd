import { z } from "zod";
import { GitOid } from "./common.schema.ts";
import { named } from "./registry.ts";

/**
 * `POST /api/{type}/{namespace}/{name}/commit/{rev}` (docs/reference/uploads-and-commits.md#commit). The public hub adds
 * `pullRequestUrl` with `create_pr=1`; this hub refuses `create_pr`, so it never sends one.
 */
export const CommitCreated = named(
	"CommitCreated",
	z.strictObject({
		success: z.literal(true),
		commitOid: GitOid,
		commitUrl: z.string().describe("{repository page}/commit/{commitOid}"),
		hookOutput: z.literal("").describe("always empty: the hub runs no hooks"),
	}),
);

export type CommitCreated = z.infer<typeof CommitCreated>;
