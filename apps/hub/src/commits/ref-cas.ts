import type { RepoRow } from "../db/database.ts";
import type { Executor } from "./trees.repository.ts";

/**
 * Compare-and-swap of refs, the one way any writer moves a branch or tag: a move succeeds only from
 * where the writer saw the ref, else {@link RefMoved} is thrown and the caller's transaction rolls back.
 */

/** Thrown inside a ref transaction when the ref no longer points where the writer expected. */
export class RefMoved extends Error {}

/**
 * Compare-and-swap of one ref: from `expected` (`null`: must not exist) to `target` (`null`: delete).
 * Throws {@link RefMoved} when the ref is not at `expected`.
 */
export async function moveRef(
	trx: Executor,
	repo: RepoRow,
	kind: "branch" | "tag",
	name: string,
	expected: string | null,
	target: string | null,
): Promise<void> {
	if (expected === null) {
		if (target === null) return;
		const inserted = await trx
			.insertInto("refs")
			.values({ repo_pk: repo.pk, kind, name, commit_id: target })
			.onConflict((oc) => oc.doNothing())
			.executeTakeFirst();
		if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new RefMoved();
		return;
	}
	const result =
		target === null
			? await trx
					.deleteFrom("refs")
					.where("repo_pk", "=", repo.pk)
					.where("kind", "=", kind)
					.where("name", "=", name)
					.where("commit_id", "=", expected)
					.executeTakeFirst()
					.then((r) => Number(r.numDeletedRows))
			: await trx
					.updateTable("refs")
					.set({ commit_id: target })
					.where("repo_pk", "=", repo.pk)
					.where("kind", "=", kind)
					.where("name", "=", name)
					.where("commit_id", "=", expected)
					.executeTakeFirst()
					.then((r) => Number(r.numUpdatedRows));
	if (result !== 1) throw new RefMoved();
}
