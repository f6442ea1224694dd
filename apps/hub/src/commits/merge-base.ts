import { ApiError } from "../errors.ts";
import type { Executor } from "../repos/trees.repository.ts";

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
 * A common ancestor of `a` and `b` for a three-way merge: both histories are walked breadth-first,
 * one generation per round each, and the first commit reached from both is the answer, so the cost
 * grows with the distance to where they parted, not with the length of the history. Null when the
 * histories share nothing. Both walks together visit at most {@link MERGE_BASE_MAX_COMMITS} commits.
 */
export async function mergeBase(db: Executor, repoPk: string, a: string, b: string): Promise<string | null> {
	if (a === b) return a;
	const seen = [new Set<string>([a]), new Set<string>([b])] as const;
	const frontiers: [string[], string[]] = [[a], [b]];
	let visited = 2;
	while (frontiers[0].length > 0 || frontiers[1].length > 0) {
		for (const side of [0, 1] as const) {
			const other = seen[side === 0 ? 1 : 0];
			const hit = frontiers[side].find((id) => other.has(id));
			if (hit) return hit;
			const parents = await parentsOf(db, repoPk, frontiers[side]);
			const next: string[] = [];
			for (const list of parents.values())
				for (const parent of list)
					if (!seen[side].has(parent)) {
						seen[side].add(parent);
						next.push(parent);
					}
			const hitNext = next.find((id) => other.has(id));
			if (hitNext) return hitNext;
			frontiers[side] = next;
			visited += next.length;
			if (visited > MERGE_BASE_MAX_COMMITS)
				throw new ApiError(
					"MergeTooComplex",
					"The histories are too long to find where they meet; merge them with git instead",
				);
		}
	}
	return null;
}
