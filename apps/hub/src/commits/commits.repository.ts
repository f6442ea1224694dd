import type { Database, RepoRow, RepoType } from "../db/database.ts";
import type { Kysely, Transaction } from "kysely";

type Executor = Kysely<Database> | Transaction<Database>;

/** The repository row of `type` + `namespace/name`, if any. */
export async function findRepo(db: Executor, type: RepoType, fullId: string): Promise<RepoRow | undefined> {
	return db.selectFrom("repos").selectAll().where("type", "=", type).where("full_id", "=", fullId).executeTakeFirst();
}
