import { FollowState, OrganizationOverview, PersonList, UserLikeList, UserOverview } from "@atrium/hub-api";
import { op, query, REPO } from "./openapi-operations.ts";

const PAGED = [
	query("limit", "Page size (at most 100)", { type: "integer" }),
	query("cursor", "Opaque position, from the Link header"),
];

/** A paged list operation: path parameters plus `limit` and `cursor`. */
export function paged(summary: string, params: string[], schema: Parameters<typeof op>[3]): Record<string, unknown> {
	return op(
		summary,
		params,
		{
			parameters: [
				...params.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
				...PAGED,
			],
		},
		schema,
	);
}

/** People (features/people): overviews, members, followers and follows, likes and likers. */
export function peoplePaths(): Record<string, unknown> {
	const follow = (segment: string) => ({
		[`/api/${segment}/{name}/followers`]: {
			get: paged("Users following this account, by name (Link)", ["name"], PersonList),
		},
		[`/api/${segment}/{name}/follow`]: {
			post: op("Follow this account (signed in)", ["name"], {}, FollowState),
			delete: op("Stop following this account (signed in)", ["name"], {}, FollowState),
		},
	});
	return {
		"/api/users/{name}/overview": {
			get: op("A user: counts of what the caller may read, followers, organizations", ["name"], {}, UserOverview),
		},
		"/api/organizations/{name}/overview": {
			get: op(
				"An organization: members, repositories the caller may read, followers",
				["name"],
				{},
				OrganizationOverview,
			),
		},
		"/api/users/{name}/following": { get: paged("Users this user follows, by name (Link)", ["name"], PersonList) },
		"/api/users/{name}/likes": {
			get: paged("Repositories this user likes that the caller may read, newest first (Link)", ["name"], UserLikeList),
		},
		"/api/{type}/{namespace}/{name}/likers": {
			get: paged("Users who like this repository, by name (Link); readers of it only", REPO, PersonList),
		},
		...follow("users"),
		...follow("organizations"),
	};
}

/** `GET /api/organizations/{name}/members`, beside the member changes of the accounts feature. */
export function membersListOp(): Record<string, unknown> {
	return paged("An organization's members, by name (Link)", ["name"], PersonList);
}
