import { z } from "zod";
import { IsoDate } from "./common.schema.ts";
import { named } from "./registry.ts";

/** An organization as a user's overview lists it (`huggingface_hub.Organization`). */
const OrgSummary = z.strictObject({ name: z.string(), fullname: z.string(), avatarUrl: z.string() });

/**
 * One user in a list: a repository's likers, an organization's members, followers and followed users
 * (`huggingface_hub.User`: `user` is the user name). `isFollowing` says whether the caller follows them
 * (false when anonymous).
 */
export const PersonSummary = named(
	"PersonSummary",
	z.strictObject({
		type: z.literal("user"),
		user: z.string(),
		fullname: z.string(),
		avatarUrl: z.string(),
		isFollowing: z.boolean(),
	}),
);

/** A page of people (`Link` to the next page). */
export const PersonList = named("PersonList", z.array(PersonSummary));

/** `GET /api/users/{name}/overview` (`get_user_overview`): counts are of what the caller may read. */
export const UserOverview = named(
	"UserOverview",
	z.strictObject({
		type: z.literal("user"),
		user: z.string(),
		fullname: z.string(),
		avatarUrl: z.string(),
		createdAt: IsoDate,
		isPro: z.boolean(),
		isFollowing: z.boolean(),
		numModels: z.number().int(),
		numDatasets: z.number().int(),
		numSpaces: z.number().int(),
		numLikes: z.number().int(),
		numFollowers: z.number().int(),
		numFollowing: z.number().int(),
		orgs: z.array(OrgSummary),
	}),
);

/** `GET /api/organizations/{name}/overview` (`get_organization_overview`). */
export const OrganizationOverview = named(
	"OrganizationOverview",
	z.strictObject({
		type: z.literal("org"),
		name: z.string(),
		fullname: z.string(),
		avatarUrl: z.string(),
		createdAt: IsoDate,
		isFollowing: z.boolean(),
		numUsers: z.number().int(),
		numModels: z.number().int(),
		numDatasets: z.number().int(),
		numSpaces: z.number().int(),
		numFollowers: z.number().int(),
	}),
);

/** `POST`/`DELETE /api/{users|organizations}/{name}/follow`: the caller's state and the follower count. */
export const FollowState = named(
	"FollowState",
	z.strictObject({ following: z.boolean(), followers: z.number().int() }),
);

export type PersonSummary = z.infer<typeof PersonSummary>;
export type PersonList = z.infer<typeof PersonList>;
export type UserOverview = z.infer<typeof UserOverview>;
export type OrganizationOverview = z.infer<typeof OrganizationOverview>;
export type FollowState = z.infer<typeof FollowState>;
