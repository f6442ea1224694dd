import type { Kysely } from "kysely";
import type { Database, DiscussionsTable, RepoRow } from "../../db/database.ts";
import type { Executor } from "../../repos/trees.repository.ts";
import { ApiError } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";

/** Reading threads: lists with their filters, one thread, its events with their comment versions. */

/** A thread with its author's current name (null: the account is gone). */
export interface ThreadRow extends DiscussionsTable {
	author_name: string | null;
	num_comments: number;
}

/** List filters as the clients send them. */
export interface ThreadFilter {
	type: "all" | "discussion" | "pull_request";
	status: "all" | "open" | "closed";
	/** An account name, or undefined for everyone. */
	author?: string | undefined;
}

function threads(db: Executor) {
	return db
		.selectFrom("discussions")
		.leftJoin("accounts", "accounts.pk", "discussions.author_pk")
		.selectAll("discussions")
		.select("accounts.name as author_name")
		.select((eb) =>
			eb
				.selectFrom("discussion_events")
				.select((inner) => inner.fn.countAll<number>().as("n"))
				.whereRef("discussion_events.repo_pk", "=", "discussions.repo_pk")
				.whereRef("discussion_events.num", "=", "discussions.num")
				.where("discussion_events.type", "=", "comment")
				.as("num_comments"),
		);
}

/** One page of a repository's threads, newest first, with the count over all pages. */
export async function listThreads(
	db: Kysely<Database>,
	repo: RepoRow,
	filter: ThreadFilter,
	page: number,
): Promise<{ rows: ThreadRow[]; count: number; closed: number }> {
	let query = db.selectFrom("discussions").where("discussions.repo_pk", "=", repo.pk);
	if (filter.type !== "all") query = query.where("is_pull_request", "=", filter.type === "pull_request" ? 1 : 0);
	if (filter.status === "open") query = query.where("status", "in", ["open", "draft"]);
	if (filter.status === "closed") query = query.where("status", "in", ["closed", "merged"]);
	if (filter.author !== undefined) {
		const author = filter.author.toLowerCase();
		query = query.where((eb) =>
			eb("author_pk", "in", eb.selectFrom("accounts").select("accounts.pk").where("accounts.name_lower", "=", author)),
		);
	}
	const nums = await query
		.select("num")
		.orderBy("num", "desc")
		.limit(LIMITS.discussionsPage)
		.offset(page * LIMITS.discussionsPage)
		.execute();
	const { count } = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
	const { closed } = await db
		.selectFrom("discussions")
		.select((eb) => eb.fn.countAll<number>().as("closed"))
		.where("repo_pk", "=", repo.pk)
		.where("status", "in", ["closed", "merged"])
		.executeTakeFirstOrThrow();
	const rows =
		nums.length === 0
			? []
			: await threads(db)
					.where("discussions.repo_pk", "=", repo.pk)
					.where(
						"discussions.num",
						"in",
						nums.map((row) => Number(row.num)),
					)
					.orderBy("discussions.num", "desc")
					.execute();
	return { rows: rows.map(numbers), count: Number(count), closed: Number(closed) };
}

function numbers(row: Omit<ThreadRow, "num_comments"> & { num_comments: number | null }): ThreadRow {
	return {
		...row,
		num: Number(row.num),
		num_comments: Number(row.num_comments),
		is_pull_request: Number(row.is_pull_request),
	};
}

/** Thread `num` of `repo`, or `DiscussionNotFound`. */
export async function requireThread(db: Executor, repo: RepoRow, num: number): Promise<ThreadRow> {
	const row = await threads(db)
		.where("discussions.repo_pk", "=", repo.pk)
		.where("discussions.num", "=", num)
		.executeTakeFirst();
	if (!row) throw new ApiError("DiscussionNotFound", `Discussion #${num} does not exist in ${repo.full_id}`);
	return numbers(row);
}

/** An event with its author's name and, for comments, every version (oldest first) and who hid it. */
export interface EventRow {
	id: string;
	type: "comment" | "status-change" | "commit" | "title-change";
	created_at: number;
	author_pk: string | null;
	author_name: string | null;
	data: string;
	content: string | null;
	hidden: number;
	versions: { content: string; created_at: number; author_name: string | null }[];
}

/** The events of a thread in order (at most `LIMITS.discussionEvents`), or the one event `id`. */
export async function threadEvents(db: Executor, repo: RepoRow, num: number, id?: string): Promise<EventRow[]> {
	let query = db
		.selectFrom("discussion_events")
		.leftJoin("accounts", "accounts.pk", "discussion_events.author_pk")
		.select([
			"discussion_events.id",
			"discussion_events.type",
			"discussion_events.created_at",
			"discussion_events.author_pk",
			"discussion_events.data",
			"discussion_events.content",
			"discussion_events.hidden",
			"accounts.name as author_name",
		])
		.where("discussion_events.repo_pk", "=", repo.pk)
		.where("discussion_events.num", "=", num);
	if (id !== undefined) query = query.where("discussion_events.id", "=", id);
	const rows = await query.orderBy("discussion_events.position").limit(LIMITS.discussionEvents).execute();
	const comments = rows.filter((row) => row.type === "comment").map((row) => row.id);
	const versions = new Map<string, EventRow["versions"]>();
	for (let i = 0; i < comments.length; i += 500) {
		const found = await db
			.selectFrom("discussion_comment_versions")
			.leftJoin("accounts", "accounts.pk", "discussion_comment_versions.author_pk")
			.select([
				"discussion_comment_versions.event_id",
				"discussion_comment_versions.content",
				"discussion_comment_versions.created_at",
				"accounts.name as author_name",
			])
			.where("discussion_comment_versions.event_id", "in", comments.slice(i, i + 500))
			.orderBy("discussion_comment_versions.version")
			.execute();
		for (const version of found) {
			const list = versions.get(version.event_id) ?? [];
			list.push({ content: version.content, created_at: Number(version.created_at), author_name: version.author_name });
			versions.set(version.event_id, list);
		}
	}
	return rows.map((row) => ({
		...row,
		created_at: Number(row.created_at),
		hidden: Number(row.hidden),
		versions: versions.get(row.id) ?? [],
	}));
}
