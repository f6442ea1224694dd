import type { RepoRow } from "../../db/database.ts";
import { lfsObjectsPage, placesOfObjects, type ObjectPlace } from "../../repos/object-paths.ts";
import { DEFAULT_BRANCH } from "../../repos/ref-names.ts";
import type { Executor } from "../../repos/trees.repository.ts";
import { fullRefName } from "../../webhooks/outbox.ts";

/** One LFS object of a repository as `list_lfs_files` shows it. */
export interface LfsFile {
	sha256: string;
	size: number;
	/** The git blob id of its pointer. */
	oid: string;
	/** Its path in the first ref that holds it, else in some stored commit. */
	filename: string;
	/** The full name of the first ref whose head holds it (default branch, branches, pull requests, tags), else null. */
	ref: string | null;
	/** Epoch ms of the oldest stored commit holding it (the repository's creation when none does). */
	pushedAt: number;
}

/** Refs in the order `ref` prefers them: the default branch, other branches, pull requests, tags, the hub's conversion refs. */
const KIND_ORDER = { branch: 0, pr: 1, tag: 2, convert: 3 } as const;

/** The repository's refs with their heads' trees, in the order {@link LfsFile.ref} prefers them. */
async function refTrees(db: Executor, repoPk: string): Promise<{ ref: string; tree: string }[]> {
	const rows = await db
		.selectFrom("refs")
		.innerJoin("commits", (join) =>
			join.onRef("commits.repo_pk", "=", "refs.repo_pk").onRef("commits.id", "=", "refs.commit_id"),
		)
		.select(["refs.kind", "refs.name", "commits.tree_oid"])
		.where("refs.repo_pk", "=", repoPk)
		.execute();
	const rank = (row: (typeof rows)[number]) =>
		row.kind === "branch" && row.name === DEFAULT_BRANCH ? -1 : KIND_ORDER[row.kind];
	rows.sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
	return rows.map((row) => ({ ref: fullRefName(row.kind, row.name), tree: row.tree_oid }));
}

/** The oldest commit time of each of these root trees (trees no commit has are left out). */
async function firstCommitTimes(db: Executor, repoPk: string, trees: string[]): Promise<Map<string, number>> {
	const times = new Map<string, number>();
	for (let i = 0; i < trees.length; i += 200) {
		const rows = await db
			.selectFrom("commits")
			.select(["tree_oid", (eb) => eb.fn.min("created_at").as("first")])
			.where("repo_pk", "=", repoPk)
			.where("tree_oid", "in", trees.slice(i, i + 200))
			.groupBy("tree_oid")
			.execute();
		for (const row of rows) times.set(row.tree_oid, Number(row.first));
	}
	return times;
}

/**
 * One page of a repository's LFS objects by sha256 (`after`: the last of the previous page), each
 * with a path, the ref holding it and when it was first committed; `next` when more follow.
 */
export async function lfsFilesPage(
	db: Executor,
	repo: RepoRow,
	after: string | undefined,
	limit: number,
): Promise<{ files: LfsFile[]; next?: string }> {
	const objects = await lfsObjectsPage(db, repo.pk, after, limit + 1);
	const page = objects.slice(0, limit);
	const places = await placesOfObjects(
		db,
		repo.pk,
		page.map((object) => object.sha256),
	);
	const firstTimes = await firstCommitTimes(db, repo.pk, [...new Set(places.map((place) => place.tree_oid))]);
	const refs = await refTrees(db, repo.pk);
	const bySha = new Map<string, ObjectPlace[]>();
	for (const place of places)
		if (firstTimes.has(place.tree_oid)) bySha.set(place.sha256, [...(bySha.get(place.sha256) ?? []), place]);
	const files = page.map((object): LfsFile => {
		const roots = (bySha.get(object.sha256) ?? []).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
		let held: { ref: string; place: ObjectPlace } | undefined;
		for (const { ref, tree } of refs) {
			const place = roots.find((root) => root.tree_oid === tree);
			if (place) {
				held = { ref, place };
				break;
			}
		}
		const times = roots.map((root) => firstTimes.get(root.tree_oid) as number);
		return {
			sha256: object.sha256,
			size: object.size,
			oid: object.oid,
			filename: held?.place.path ?? roots[0]?.path ?? object.sha256,
			ref: held?.ref ?? null,
			pushedAt: times.length > 0 ? Math.min(...times) : Number(repo.created_at),
		};
	});
	const last = page.at(-1);
	return objects.length > limit && last ? { files, next: last.sha256 } : { files };
}
