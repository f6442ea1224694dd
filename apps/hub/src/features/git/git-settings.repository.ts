import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

/** Whether forced (non-fast-forward) pushes to the repository's default branch are refused. */
export async function denyForcePush(db: Kysely<Database>, repoPk: string): Promise<boolean> {
	const row = await db
		.selectFrom("repo_git_settings")
		.select("deny_force_push")
		.where("repo_pk", "=", repoPk)
		.executeTakeFirst();
	return Number(row?.deny_force_push ?? 0) === 1;
}

/** Sets {@link denyForcePush} for a repository. */
export async function setDenyForcePush(db: Kysely<Database>, repoPk: string, deny: boolean): Promise<void> {
	await db
		.insertInto("repo_git_settings")
		.values({ repo_pk: repoPk, deny_force_push: deny ? 1 : 0 })
		.onConflict((oc) => oc.column("repo_pk").doUpdateSet({ deny_force_push: deny ? 1 : 0 }))
		.execute();
}
