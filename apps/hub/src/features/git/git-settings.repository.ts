import type { Kysely } from "kysely";
import { forcePushDenied } from "../../commits/ref-cas.ts";
import type { Database } from "../../db/database.ts";

/**
 * Whether forced (non-fast-forward) moves of the repository's default branch are refused, on every
 * path that moves it (the rule itself is `refMoveProblem` in commits/ref-cas.ts).
 */
export async function denyForcePush(db: Kysely<Database>, repoPk: string): Promise<boolean> {
	return forcePushDenied(db, repoPk);
}

/** Sets {@link denyForcePush} for a repository. */
export async function setDenyForcePush(db: Kysely<Database>, repoPk: string, deny: boolean): Promise<void> {
	await db
		.insertInto("repo_git_settings")
		.values({ repo_pk: repoPk, deny_force_push: deny ? 1 : 0 })
		.onConflict((oc) => oc.column("repo_pk").doUpdateSet({ deny_force_push: deny ? 1 : 0 }))
		.execute();
}
