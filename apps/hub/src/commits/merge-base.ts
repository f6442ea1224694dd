import { ApiError } from "../errors.ts";
import type { Executor } from "./trees.repository.ts";

/** Most commits a merge-base search visits before giving up (`MergeTooComplex`): every request has a bounded cost. */
export const MERGE_BASE_MAX_COMMITS = 200_000;
const BATCH = 500;

/** The parents of `ids`, by id (ids the repository lacks are left out). */
async function parentsOf(db: Executor, repoPk: string, ids: string[]): Promise<Map<string, string[]>> {
	const out = new Map<string, string[]>();
	for (let i = 0; i < ids.length; i += BATCH) {
		const rows = await db
			.selectFrom("commits")
			.select(["id", "parents"])
			.where("repo_pk", "=", repoPk)
			.where("id", "in", ids.slice(i, i + BATCH))
			.execute();
		for (const row of rows) out.set(row.id, row.parents === "" ? [] : row.parents.split(" "));
	}
	return out;
}

/**
 * A common ancestor of `a` and `b` for a three-way merge: the first commit met by a breadth-first walk
 * from `b` (nearest first) among the ancestors of `a`. Null when the histories share nothing. Both
 * walks together visit at most {@link MERGE_BASE_MAX_COMMITS} commits.
 */
export async function mergeBase(db: Executor, repoPk: string, a: string, b: string): Promise<string | null> {
	let visited = 0;
	const tooDeep = (): ApiError =>
		new ApiError("MergeTooComplex", "The histories are too long to find where they meet; merge them with git instead");
	const ofA = new Set<string>([a]);
	let frontier = [a];
	while (frontier.length > 0) {
		const parents = await parentsOf(db, repoPk, frontier);
		frontier = [];
		for (const list of parents.values())
			for (const parent of list)
				if (!ofA.has(parent)) {
					ofA.add(parent);
					frontier.push(parent);
				}
		visited += frontier.length;
		if (visited > MERGE_BASE_MAX_COMMITS) throw tooDeep();
	}
	const seen = new Set<string>([b]);
	frontier = [b];
	while (frontier.length > 0) {
		const hit = frontier.find((id) => ofA.has(id));
		if (hit) return hit;
		const parents = await parentsOf(db, repoPk, frontier);
		frontier = [];
		for (const list of parents.values())
			for (const parent of list)
				if (!seen.has(parent)) {
					seen.add(parent);
					frontier.push(parent);
				}
		visited += frontier.length;
		if (visited > MERGE_BASE_MAX_COMMITS) throw tooDeep();
	}
	return null;
}
