import type { AppDeps } from "../../app-deps.ts";
import { accessSubjectOfAccount, type AccessSubject } from "../../auth/access.ts";
import { reusableObject } from "../../commits/object-reuse.ts";
import type { XetGrant } from "./xet-tokens.ts";

/** Files of a xorb the reuse rule is tried on before the xorb counts as unusable. */
export const FILES_TRIED_PER_XORB = 3;
/** A well-formed sha256 no file has (the reuse checks run on it where a xorb has fewer files). */
const NO_FILE = "0".repeat(64);

/**
 * Whether the grant's user may build on stored xorb `hash` in the grant's repository (name it in a
 * shard, or learn of it from the global deduplication query), and its chunk count when so:
 * - the user sent it (for any repository: they hold its bytes), or, with a writer's write grant (no
 *   payer: a reader preparing a pull request has one), one of the repository's writers sent it for this
 *   repository (the write session), or
 * - it is part of a file (`xet_file_xorbs`) the user may reuse in this repository under the reuse rule
 *   (`reusableObject`, decision 015): a file of a repository they may download, or one uploaded for
 *   this repository (by any writer with a write grant, by the user alone with a read grant, so a reader
 *   learns nothing of uploads not yet committed). A file that came through LFS or git is in that table
 *   once the hub chunked it.
 * `undefined` otherwise, with the same work whether the xorb is stored elsewhere or nowhere. `subject` caches the
 * user's access subject across calls of one request.
 */
export async function xorbUsable(
	deps: Pick<AppDeps, "db" | "storage">,
	grant: Pick<XetGrant, "repoPk" | "userPk" | "direction" | "payer">,
	hash: string,
	subject: { who?: AccessSubject } = {},
): Promise<{ chunkCount: number } | undefined> {
	const db = deps.db.kysely;
	const [stored, uploaded, files] = await Promise.all([
		db.selectFrom("xet_xorbs").select(["hash", "chunk_count"]).where("hash", "=", hash).executeTakeFirst(),
		db
			.selectFrom("xet_xorb_uploads")
			.select("xorb_hash")
			.where("xorb_hash", "=", hash)
			.where((eb) =>
				grant.direction === "write" && grant.payer === ""
					? eb.or([eb("user_pk", "=", grant.userPk), eb("repo_pk", "=", grant.repoPk)])
					: eb("user_pk", "=", grant.userPk),
			)
			.limit(1)
			.executeTakeFirst(),
		db
			.selectFrom("xet_file_xorbs")
			.select("sha256")
			.where("xorb_hash", "=", hash)
			.limit(FILES_TRIED_PER_XORB)
			.execute(),
	]);
	if (stored && uploaded) return { chunkCount: Number(stored.chunk_count) };
	// A refusal costs the same work whether the xorb is stored elsewhere or nowhere: the access subject,
	// and FILES_TRIED_PER_XORB reuse checks, on a file that matches nothing where the xorb has fewer
	// files. So the time of an answer does not tell whether someone else's data holds these bytes.
	subject.who ??= await accessSubjectOfAccount(deps.db, grant.userPk);
	const use = grant.direction === "write" ? "commit" : "download";
	for (let tried = 0; tried < FILES_TRIED_PER_XORB; tried++) {
		const sha256 = files[tried]?.sha256 ?? NO_FILE;
		const reusable = await reusableObject(deps, { repoPk: grant.repoPk, sha256, who: subject.who, use });
		if (reusable && stored) return { chunkCount: Number(stored.chunk_count) };
	}
	return undefined;
}
