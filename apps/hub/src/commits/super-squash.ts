import type { RepoRow } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import type { RepoMetadata } from "../metadata/extract-metadata.ts";
import { commitTargetOf } from "../repos/ref-names.ts";
import { branchHead } from "../repos/resolve-commit.ts";
import { listRecursive } from "../repos/trees.repository.ts";
import type { EngineDeps } from "./commit-engine.ts";
import { landCommit, ownCommitFields, userOf, type CommitAuthor } from "./land-commit.ts";
import { RefMoved } from "./ref-cas.ts";

/** How often a squash starts again when a commit moved the branch between its read and its swap. */
const ATTEMPTS = 5;

/**
 * `super_squash_history`: replaces a branch (or a pull request's `refs/pr/{num}`) by one root commit
 * holding its head's tree, landed with the engine's compare-and-swap from the head it read, so a
 * commit landing meanwhile is never lost (the squash starts again from the new head). The ref rules
 * apply as to any move: with `denyForcePush`, the default branch refuses it (`ForcePushDenied`).
 * The old commits stay stored (other branches may share them) but leave the branch's history.
 */
export async function superSquash(
	deps: EngineDeps,
	repo: RepoRow,
	branch: string,
	message: string,
	author: CommitAuthor | string,
): Promise<string> {
	commitTargetOf(branch);
	const db = deps.db.kysely;
	for (let attempt = 1; ; attempt++) {
		const head = await branchHead(db, repo.pk, branch);
		if (!head) {
			const tag = await db
				.selectFrom("refs")
				.select("name")
				.where("repo_pk", "=", repo.pk)
				.where("kind", "=", "tag")
				.where("name", "=", branch)
				.executeTakeFirst();
			if (tag) throw new ApiError("BadRequest", `${branch} is a tag: only branches can be squashed`);
			throw new ApiError("RevisionNotFound", `Invalid rev id: ${branch}`);
		}
		const paths = (await listRecursive(db, repo.pk, head.tree_oid, "")).map((entry) => entry.path);
		const timeMs = Date.now();
		try {
			return await landCommit(deps.db, repo, branch, head.id, {
				fields: ownCommitFields(head.tree_oid, [], author, timeMs, message),
				user: userOf(author),
				timeMs,
				metadata: JSON.parse(head.info) as RepoMetadata,
				usedStorage: Number(head.used_storage),
				changedPaths: paths,
				metadataChanged: false,
			});
		} catch (error) {
			if (!(error instanceof RefMoved) || attempt >= ATTEMPTS) {
				if (error instanceof RefMoved)
					throw new ApiError("ParentCommitMismatch", `The branch ${branch} kept moving; squash again.`);
				throw error;
			}
		}
	}
}
