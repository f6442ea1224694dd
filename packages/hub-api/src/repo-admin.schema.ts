import { z } from "zod";
import { ErrorBody, Gating } from "./common.schema.ts";
import { named } from "./registry.ts";

const SiteUrl = z.string().describe("the repository's page: {origin}/{id}, /datasets/{id} or /spaces/{id}");

/** `POST /api/repos/create` (docs/reference/uploads-and-commits.md#create-a-repository). */
export const RepoCreated = named(
	"RepoCreated",
	z.strictObject({ url: SiteUrl, name: z.string().describe("namespace/name"), id: z.string().describe("the _id") }),
);

/** `POST /api/repos/create` when the repository exists (409): `create_repo(exist_ok=True)` reads `url`. */
export const RepoExists = named("RepoExists", ErrorBody.extend({ url: SiteUrl }));

/** `POST /api/repos/move`: where the repository now is (the old name redirects). */
export const RepoMoved = named("RepoMoved", z.strictObject({ url: SiteUrl }));

/** `PUT /api/{type}/{namespace}/{name}/settings`: the settings after the change. */
export const RepoSettings = named(
	"RepoSettings",
	z.strictObject({
		private: z.boolean(),
		gated: Gating,
		denyForcePush: z.boolean().describe("git pushes may not rewrite the default branch"),
	}),
);

export type RepoCreated = z.infer<typeof RepoCreated>;
export type RepoExists = z.infer<typeof RepoExists>;
export type RepoSettings = z.infer<typeof RepoSettings>;
export type RepoMoved = z.infer<typeof RepoMoved>;
