import { z } from "zod";
import { GitOid } from "./common.schema.ts";
import { named } from "./registry.ts";

/**
 * `POST /api/{type}/{namespace}/{name}/commit/{rev}` (docs/reference/uploads-and-commits.md#commit). With
 * `create_pr=1`, `pullRequestUrl` names the pull request opened (the clients read its number from the end).
 */
export const CommitCreated = named(
	"CommitCreated",
	z.strictObject({
		success: z.literal(true),
		commitOid: GitOid,
		commitUrl: z.string().describe("{repository page}/commit/{commitOid}"),
		hookOutput: z.literal("").describe("always empty: the hub runs no hooks"),
		pullRequestUrl: z
			.string()
			.optional()
			.describe("with create_pr=1: {repository page}/discussions/{num}; the commit is on refs/pr/{num}"),
	}),
);

export type CommitCreated = z.infer<typeof CommitCreated>;
