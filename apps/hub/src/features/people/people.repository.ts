import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import type { Database, RepoType } from "../../db/database.ts";

/** One page of a people list: the rows, and the sort key to continue after when there are more. */
export interface PeoplePage {
	people: { pk: string; name: string; fullname: string }[];
	next: string | undefined;
}

/** Which accounts a people list holds: followers or followed accounts of one account, or members of an org. */
export type PeopleList = { of: "followers" | "following" | "members"; accountPk: string };

/** A page of users in `list`, by lower-case name after `after`; `limit` rows at most. Only users are listed. */
export async function listPeople(
	db: Kysely<Database>,
	list: PeopleList,
	after: string | undefined,
	limit: number,
): Promise<PeoplePage> {
	let query = db
		.selectFrom("accounts")
		.select(["accounts.pk", "accounts.name", "accounts.fullname", "accounts.name_lower"])
		.where("accounts.kind", "=", "user")
		.where("accounts.disabled_at", "is", null);
	if (list.of === "followers")
		query = query.where("accounts.pk", "in", (eb) =>
			eb.selectFrom("account_follows").select("follower_pk").where("followed_pk", "=", list.accountPk),
		);
	else if (list.of === "following")
		query = query.where("accounts.pk", "in", (eb) =>
			eb.selectFrom("account_follows").select("followed_pk").where("follower_pk", "=", list.accountPk),
		);
	else
		query = query.where("accounts.pk", "in", (eb) =>
			eb.selectFrom("org_members").select("user_pk").where("org_pk", "=", list.accountPk),
		);
	if (after !== undefined) query = query.where("accounts.name_lower", ">", after);
	const rows = await query
		.orderBy("accounts.name_lower")
		.limit(limit + 1)
		.execute();
	const more = rows.length > limit;
	const people = rows.slice(0, limit);
	return {
		people: people.map(({ pk, name, fullname }) => ({ pk, name, fullname: fullname || name })),
		next: more ? people.at(-1)?.name_lower : undefined,
	};
}

/** Of `candidates`, the accounts `followerPk` follows. */
export async function followedAmong(
	db: Kysely<Database>,
	followerPk: string | undefined,
	candidates: string[],
): Promise<Set<string>> {
	if (followerPk === undefined || candidates.length === 0) return new Set();
	const rows = await db
		.selectFrom("account_follows")
		.select("followed_pk")
		.where("follower_pk", "=", followerPk)
		.where("followed_pk", "in", candidates)
		.execute();
	return new Set(rows.map((row) => row.followed_pk));
}

/** How many users follow the account, and how many accounts it follows. */
export async function followCounts(
	db: Kysely<Database>,
	accountPk: string,
): Promise<{ followers: number; following: number }> {
	const count = async (column: "followed_pk" | "follower_pk") =>
		Number(
			(
				await db
					.selectFrom("account_follows")
					.select((eb) => eb.fn.countAll<number>().as("n"))
					.where(column, "=", accountPk)
					.executeTakeFirstOrThrow()
			).n,
		);
	return { followers: await count("followed_pk"), following: await count("follower_pk") };
}

/** Starts or stops `followerPk` following `followedPk`; answers the followed account's follower count. */
export async function setFollowing(
	db: Kysely<Database>,
	followerPk: string,
	followedPk: string,
	follow: boolean,
	now: number,
): Promise<number> {
	if (follow)
		await db
			.insertInto("account_follows")
			.values({ follower_pk: followerPk, followed_pk: followedPk, created_at: now })
			.onConflict((oc) => oc.doNothing())
			.execute();
	else
		await db
			.deleteFrom("account_follows")
			.where("follower_pk", "=", followerPk)
			.where("followed_pk", "=", followedPk)
			.execute();
	return (await followCounts(db, followedPk)).followers;
}

/** Repositories per type in `namespace` that pass `readable` (the caller's read rule as SQL). */
export async function repoCountsIn(
	db: Kysely<Database>,
	namespace: string,
	readable: (eb: ExpressionBuilder<Database, "repos">) => Expression<SqlBool>,
): Promise<Record<RepoType, number>> {
	const rows = await db
		.selectFrom("repos")
		.select(["repos.type", (eb) => eb.fn.countAll<number>().as("n")])
		.where((eb) => eb(eb.fn("lower", ["repos.namespace"]), "=", namespace.toLowerCase()))
		.where(readable)
		.groupBy("repos.type")
		.execute();
	const counts: Record<RepoType, number> = { model: 0, dataset: 0, space: 0 };
	for (const row of rows) counts[row.type] = Number(row.n);
	return counts;
}

/** A page of the repositories a user likes that pass `readable`, newest like first. */
export async function listLikedRepos(
	db: Kysely<Database>,
	userPk: string,
	readable: (eb: ExpressionBuilder<Database, "repos">) => Expression<SqlBool>,
	after: { at: number; pk: string } | undefined,
	limit: number,
) {
	let query = db
		.selectFrom("repo_likes")
		.innerJoin("repos", "repos.pk", "repo_likes.repo_pk")
		.select(["repos.pk", "repos.type", "repos.namespace", "repos.name", "repo_likes.created_at"])
		.where("repo_likes.user_id", "=", userPk)
		.where(readable);
	if (after)
		query = query.where((eb) =>
			eb.or([
				eb("repo_likes.created_at", "<", after.at),
				eb.and([eb("repo_likes.created_at", "=", after.at), eb("repos.pk", ">", after.pk)]),
			]),
		);
	const rows = await query
		.orderBy("repo_likes.created_at", "desc")
		.orderBy("repos.pk")
		.limit(limit + 1)
		.execute();
	const page = rows.slice(0, limit);
	const last = page.at(-1);
	return {
		likes: page.map((row) => ({ ...row, created_at: Number(row.created_at) })),
		next: rows.length > limit && last ? { at: Number(last.created_at), pk: last.pk } : undefined,
	};
}

/** How many repositories passing `readable` the user likes. */
export async function likedRepoCount(
	db: Kysely<Database>,
	userPk: string,
	readable: (eb: ExpressionBuilder<Database, "repos">) => Expression<SqlBool>,
): Promise<number> {
	const row = await db
		.selectFrom("repo_likes")
		.innerJoin("repos", "repos.pk", "repo_likes.repo_pk")
		.select((eb) => eb.fn.countAll<number>().as("n"))
		.where("repo_likes.user_id", "=", userPk)
		.where(readable)
		.executeTakeFirstOrThrow();
	return Number(row.n);
}

/** A page of the users who like a repository, by lower-case name after `after`. */
export async function listLikers(
	db: Kysely<Database>,
	repoPk: string,
	after: string | undefined,
	limit: number,
): Promise<PeoplePage> {
	let query = db
		.selectFrom("repo_likes")
		.innerJoin("accounts", "accounts.pk", "repo_likes.user_id")
		.select(["accounts.pk", "accounts.name", "accounts.fullname", "accounts.name_lower"])
		.where("repo_likes.repo_pk", "=", repoPk)
		.where("accounts.disabled_at", "is", null);
	if (after !== undefined) query = query.where("accounts.name_lower", ">", after);
	const rows = await query
		.orderBy("accounts.name_lower")
		.limit(limit + 1)
		.execute();
	const people = rows.slice(0, limit);
	return {
		people: people.map(({ pk, name, fullname }) => ({ pk, name, fullname: fullname || name })),
		next: rows.length > limit ? people.at(-1)?.name_lower : undefined,
	};
}
