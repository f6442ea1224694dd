import type { AppDeps } from "../../app-deps.ts";
import { accessSubjectOfAccount, type AccessSubject } from "../../auth/access.ts";
import { reusableObject } from "../../commits/object-reuse.ts";
import type { XetGrant } from "./xet-tokens.ts";

/** Files of a xorb the reuse rule is tried on before the xorb counts as unusable. */
const FILES_TRIED_PER_XORB = 3;

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
 * `undefined` otherwise, the same whether the xorb is stored elsewhere or nowhere. `subject` caches the
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
	if (!stored) return undefined;
	const usable = { chunkCount: Number(stored.chunk_count) };
	if (uploaded) return usable;
	subject.who ??= await accessSubjectOfAccount(deps.db, grant.userPk);
	for (const file of files) {
		const use = grant.direction === "write" ? "commit" : "download";
		const reuse = { repoPk: grant.repoPk, sha256: file.sha256, who: subject.who, use } as const;
		if (await reusableObject(deps, reuse)) return usable;
	}
	return undefined;
}
