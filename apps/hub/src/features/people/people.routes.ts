import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { FollowState, OrganizationOverview, PersonSummary, UserLike, UserOverview } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import { authorizeRepo, loadRepoFor, readableReposFilter, requireWriter, viewerOf } from "../../auth/access.ts";
import { findAccount } from "../../auth/accounts.repository.ts";
import type { AccountRow } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { decodeCursor, encodeCursor, parsePositiveInt, withParams } from "../../http/query-params.ts";
import { LIMITS } from "../../http/limits.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";
import {
	followCounts,
	followedAmong,
	likedRepoCount,
	listLikedRepos,
	listLikers,
	listPeople,
	repoCountsIn,
	setFollowing,
	type PeoplePage,
} from "./people.repository.ts";

const TYPES = "{(?:models|datasets|spaces)}";

/** Where an account's picture is served (the same path `whoami-v2` names). */
export function avatarUrlOf(name: string): string {
	return `/avatars/${name}.svg`;
}

/**
 * People: overviews of users and organizations, members, followers and follows, a user's liked
 * repositories and a repository's likers, in the shapes `huggingface_hub` parses
 * (`get_user_overview`, `list_organization_members`, `list_user_followers`, `list_liked_repos`,
 * `list_repo_likers`…). Lists page by an opaque `cursor` in the `Link` header. Counts and liked
 * repositories include only what the caller may read; a repository's likers only for readers of it.
 */
export function peopleRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	const loadAccount = async (name: string, kind: AccountRow["kind"]): Promise<AccountRow> => {
		const account = await findAccount(db, name);
		if (!account || account.kind !== kind || account.disabled_at !== null)
			throw new ApiError(
				"AccountNotFound",
				`No ${kind === "org" ? "organization" : "user"} named "${name.slice(0, 60)}"`,
			);
		return account;
	};
	const viewerPk = (c: AppContext): string | undefined => {
		const viewer = viewerOf(c);
		return viewer.kind === "user" ? viewer.userId : undefined;
	};
	const pageSize = (c: AppContext): number =>
		parsePositiveInt(c.req.query("limit"), "limit", { max: LIMITS.peoplePage }) ?? LIMITS.peoplePage;
	const nameCursor = (c: AppContext): string | undefined => {
		const cursor = decodeCursor(c.req.query("cursor"));
		if (cursor === undefined) return undefined;
		if (typeof cursor !== "string" || cursor.length > 200)
			throw new ApiError("InvalidCursor", "Invalid cursor: it was not made by this hub's Link header");
		return cursor;
	};
	const linkNext = (c: AppContext, cursor: unknown): void => {
		if (cursor === undefined) return;
		const url = new URL(c.req.url);
		c.header(
			"Link",
			`<${withParams(publicOrigin(c, deps.config), url, { cursor: encodeCursor(cursor) })}>; rel="next"`,
		);
	};
	const peopleAnswer = async (c: AppContext, page: PeoplePage): Promise<Response> => {
		const followed = await followedAmong(
			db,
			viewerPk(c),
			page.people.map((person) => person.pk),
		);
		linkNext(c, page.next);
		return c.json(
			page.people.map((person): PersonSummary => ({
				type: "user",
				user: person.name,
				fullname: person.fullname,
				avatarUrl: avatarUrlOf(person.name),
				isFollowing: followed.has(person.pk),
			})),
		);
	};
	const isFollowedByViewer = async (c: AppContext, account: AccountRow): Promise<boolean> =>
		(await followedAmong(db, viewerPk(c), [account.pk])).has(account.pk);

	app.get("/api/users/:name/overview", async (c) => {
		const user = await loadAccount(c.req.param("name"), "user");
		const readable = await readableReposFilter(c, deps);
		const repos = await repoCountsIn(db, user.name, readable);
		const follows = await followCounts(db, user.pk);
		const orgs = await db
			.selectFrom("org_members")
			.innerJoin("accounts", "accounts.pk", "org_members.org_pk")
			.select(["accounts.name", "accounts.fullname"])
			.where("org_members.user_pk", "=", user.pk)
			.orderBy("accounts.name_lower")
			.limit(LIMITS.peoplePage)
			.execute();
		return c.json({
			type: "user",
			user: user.name,
			fullname: user.fullname || user.name,
			avatarUrl: avatarUrlOf(user.name),
			createdAt: new Date(user.created_at).toISOString(),
			isPro: false,
			isFollowing: await isFollowedByViewer(c, user),
			numModels: repos.model,
			numDatasets: repos.dataset,
			numSpaces: repos.space,
			numLikes: await likedRepoCount(db, user.pk, readable),
			numFollowers: follows.followers,
			numFollowing: follows.following,
			orgs: orgs.map((org) => ({
				name: org.name,
				fullname: org.fullname || org.name,
				avatarUrl: avatarUrlOf(org.name),
			})),
		} satisfies UserOverview);
	});

	app.get("/api/organizations/:name/overview", async (c) => {
		const org = await loadAccount(c.req.param("name"), "org");
		const repos = await repoCountsIn(db, org.name, await readableReposFilter(c, deps));
		const members = await db
			.selectFrom("org_members")
			.select((eb) => eb.fn.countAll<number>().as("n"))
			.where("org_pk", "=", org.pk)
			.executeTakeFirstOrThrow();
		return c.json({
			type: "org",
			name: org.name,
			fullname: org.fullname || org.name,
			avatarUrl: avatarUrlOf(org.name),
			createdAt: new Date(org.created_at).toISOString(),
			isFollowing: await isFollowedByViewer(c, org),
			numUsers: Number(members.n),
			numModels: repos.model,
			numDatasets: repos.dataset,
			numSpaces: repos.space,
			numFollowers: (await followCounts(db, org.pk)).followers,
		} satisfies OrganizationOverview);
	});

	app.get("/api/organizations/:name/members", async (c) => {
		const org = await loadAccount(c.req.param("name"), "org");
		return peopleAnswer(c, await listPeople(db, { of: "members", accountPk: org.pk }, nameCursor(c), pageSize(c)));
	});

	for (const [segment, kind] of [
		["users", "user"],
		["organizations", "org"],
	] as const) {
		app.get(`/api/${segment}/:name/followers`, async (c) => {
			const account = await loadAccount(c.req.param("name"), kind);
			return peopleAnswer(
				c,
				await listPeople(db, { of: "followers", accountPk: account.pk }, nameCursor(c), pageSize(c)),
			);
		});
		const follow = async (c: AppContext, on: boolean): Promise<Response> => {
			const viewer = requireWriter(c, "follow accounts");
			const account = await loadAccount(c.req.param("name") ?? "", kind);
			if (account.pk === viewer.userId) throw new ApiError("BadRequest", "You cannot follow yourself");
			const followers = await setFollowing(db, viewer.userId, account.pk, on, (deps.now ?? Date.now)());
			return c.json({ following: on, followers } satisfies FollowState);
		};
		app.post(`/api/${segment}/:name/follow`, (c) => follow(c, true));
		app.delete(`/api/${segment}/:name/follow`, (c) => follow(c, false));
	}

	app.get("/api/users/:name/following", async (c) => {
		const user = await loadAccount(c.req.param("name"), "user");
		return peopleAnswer(c, await listPeople(db, { of: "following", accountPk: user.pk }, nameCursor(c), pageSize(c)));
	});

	app.get("/api/users/:name/likes", async (c) => {
		const user = await loadAccount(c.req.param("name"), "user");
		const cursor = decodeCursor(c.req.query("cursor"));
		const after =
			cursor === undefined
				? undefined
				: isLikeCursor(cursor)
					? cursor
					: (() => {
							throw new ApiError("InvalidCursor", "Invalid cursor: it was not made by this hub's Link header");
						})();
		const page = await listLikedRepos(db, user.pk, await readableReposFilter(c, deps), after, pageSize(c));
		linkNext(c, page.next);
		return c.json(
			page.likes.map((like): UserLike => ({
				createdAt: new Date(like.created_at).toISOString(),
				repo: { name: `${like.namespace}/${like.name}`, type: like.type },
			})),
		);
	});

	app.get(`/api/:type${TYPES}/:namespace/:name/likers`, async (c) => {
		const { type = "", namespace = "", name = "" } = c.req.param();
		const repo = await loadRepoFor(c, deps, typeOfSegment(type), namespace, name);
		await authorizeRepo(c, deps, repo, "read");
		return peopleAnswer(c, await listLikers(db, repo.pk, nameCursor(c), pageSize(c)));
	});

	return app;
}

function isLikeCursor(value: unknown): value is { at: number; pk: string } {
	if (typeof value !== "object" || value === null) return false;
	const { at, pk } = value as Record<string, unknown>;
	return Number.isSafeInteger(at) && typeof pk === "string" && /^[0-9a-f]{1,64}$/.test(pk);
}
