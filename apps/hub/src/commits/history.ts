import { sql } from "kysely";
import type { CommitRow } from "../db/database.ts";
import type { Executor } from "../repos/trees.repository.ts";

/**
 * The first-parent history of `head`, newest first: `limit` commits after skipping `offset`, walked
 * along parent links (one recursive query), and the history's length (`head.seq`).
 */
export async function listHistory(
	db: Executor,
	head: CommitRow,
	offset: number,
	limit: number,
): Promise<{ commits: CommitRow[]; total: number }> {
	const total = Number(head.seq);
	if (offset >= total) return { commits: [], total };
	const rows = await sql<{ id: string; n: number }>`
		with recursive chain(id, parent_id, n) as (
			select id, parent_id, 0 from commits where repo_pk = ${head.repo_pk} and id = ${head.id}
			union all
			select c.id, c.parent_id, chain.n + 1 from chain
			join commits c on c.repo_pk = ${head.repo_pk} and c.id = chain.parent_id
			where chain.n < ${offset + limit - 1}
		)
		select id, n from chain where n >= ${offset} order by n`.execute(db);
	const ids = rows.rows.map((row) => row.id);
	if (ids.length === 0) return { commits: [], total };
	const commits = await db
		.selectFrom("commits")
		.selectAll()
		.where("repo_pk", "=", head.repo_pk)
		.where("id", "in", ids)
		.execute();
	const byId = new Map(commits.map((commit) => [commit.id, commit]));
	return { commits: ids.map((id) => byId.get(id)).filter((commit) => commit !== undefined), total };
}

/**
 * The last commit that changed each path, seen from `head`: the nearest first-parent ancestor (or
 * `head` itself) whose `path_changes` list the path. Candidates come from the path index; the
 * first-parent chain is read only as deep as the oldest candidate needed (`seq` numbers it).
 */
export async function lastCommitsOf(db: Executor, head: CommitRow, paths: string[]): Promise<Map<string, string>> {
	const result = new Map<string, string>();
	const unique = [...new Set(paths)];
	if (unique.length === 0) return result;
	const candidates = new Map<string, { commit_id: string; seq: number }[]>();
	for (let i = 0; i < unique.length; i += 500) {
		const rows = await db
			.selectFrom("path_changes")
			.select(["path", "commit_id", "seq"])
			.where("repo_pk", "=", head.repo_pk)
			.where("path", "in", unique.slice(i, i + 500))
			.where("seq", "<=", head.seq)
			.orderBy("seq", "desc")
			.execute();
		for (const row of rows) {
			const list = candidates.get(row.path) ?? [];
			list.push({ commit_id: row.commit_id, seq: Number(row.seq) });
			candidates.set(row.path, list);
		}
	}
	// The first-parent chain by depth: chain[seq] is the ancestor at that depth.
	const chain = new Map<number, string>([[Number(head.seq), head.id]]);
	let deepest = { id: head.id, seq: Number(head.seq) };
	const reach = async (seq: number): Promise<void> => {
		if (seq >= deepest.seq) return;
		const rows = await sql<{ id: string; seq: number }>`
			with recursive walk(id, parent_id, seq) as (
				select id, parent_id, seq from commits where repo_pk = ${head.repo_pk} and id = ${deepest.id}
				union all
				select c.id, c.parent_id, c.seq from walk
				join commits c on c.repo_pk = ${head.repo_pk} and c.id = walk.parent_id
				where walk.seq > ${seq}
			)
			select id, seq from walk`.execute(db);
		for (const row of rows.rows) {
			chain.set(Number(row.seq), row.id);
			if (Number(row.seq) < deepest.seq) deepest = { id: row.id, seq: Number(row.seq) };
		}
		if (deepest.seq > seq) deepest = { id: deepest.id, seq: 0 };
	};
	for (const path of unique) {
		for (const candidate of candidates.get(path) ?? []) {
			await reach(candidate.seq);
			if (chain.get(candidate.seq) === candidate.commit_id) {
				result.set(path, candidate.commit_id);
				break;
			}
		}
	}
	return result;
}
