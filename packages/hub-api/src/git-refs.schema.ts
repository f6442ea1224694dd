import { z } from "zod";
import { GitOid, IsoDate } from "./common.schema.ts";
import { named } from "./registry.ts";

/** A branch or tag (`/refs`). */
export const GitRef = named(
	"GitRef",
	z.strictObject({ name: z.string(), ref: z.string().describe("refs/heads/… or refs/tags/…"), targetCommit: GitOid }),
);

/** `GET /api/{type}/{namespace}/{name}/refs`; `pullRequests` only with `include_prs=true`. */
export const GitRefs = named(
	"GitRefs",
	z.strictObject({
		branches: z.array(GitRef),
		tags: z.array(GitRef),
		converts: z.array(GitRef),
		pullRequests: z.array(GitRef).optional(),
	}),
);

/** A commit as `/commits/{rev}` lists it; `formatted` only with `expand[]=formatted` (the clients read `formatted.title`/`.message`). */
export const Commit = named(
	"Commit",
	z.strictObject({
		id: GitOid,
		title: z.string(),
		message: z.string(),
		authors: z.array(z.strictObject({ user: z.string(), avatar: z.string().nullable() })),
		date: IsoDate,
		formatted: z
			.strictObject({
				title: z.string().describe("the title as HTML"),
				message: z.string().describe("the message as HTML"),
			})
			.optional()
			.describe("HTML forms of title and message, escaped; only with expand[]=formatted"),
	}),
);
export const CommitList = named("CommitList", z.array(Commit));

export type GitRef = z.infer<typeof GitRef>;
export type GitRefs = z.infer<typeof GitRefs>;
export type Commit = z.infer<typeof Commit>;
