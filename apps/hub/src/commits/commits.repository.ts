import type { Kysely, Transaction } from "kysely";
import type { Database, EntriesTable, NewRepoRow, RepoRow, RepoType } from "../db/database.ts";

type Executor = Kysely<Database> | Transaction<Database>;

/** The repository row of `type` + `namespace/name`, if any. */
export async function findRepo(db: Executor, type: RepoType, fullId: string): Promise<RepoRow | undefined> {
	return db.selectFrom("repos").selectAll().where("type", "=", type).where("full_id", "=", fullId).executeTakeFirst();
}

/** Every entry (file and directory) of a commit. */
export async function entriesOfCommit(
	db: Executor,
	commitId: string,
): Promise<Pick<EntriesTable, "path" | "oid" | "last_commit_id">[]> {
	return db.selectFrom("entries").select(["path", "oid", "last_commit_id"]).where("commit_id", "=", commitId).execute();
}

/** The highest commit number of a repository (0 when it has none). */
export async function lastCommitSeq(db: Executor, repoPk: string): Promise<number> {
	const row = await db
		.selectFrom("commits")
		.select((eb) => eb.fn.max("seq").as("seq"))
		.where("repo_pk", "=", repoPk)
		.executeTakeFirst();
	return Number(row?.seq ?? 0);
}

/** Everything one commit writes, applied atomically by {@link writeCommit}. */
export interface CommitWrite {
	repo: NewRepoRow;
	isNew: boolean;
	commit: Database["commits"];
	entries: EntriesTable[];
	tags: string[];
}

/** Inserts the commit, its entries and tags, moves `main`, and updates (or creates) the repository row. */
export async function writeCommit(db: Kysely<Database>, write: CommitWrite): Promise<void> {
	await db.transaction().execute(async (trx) => {
		if (write.isNew) {
			await trx.insertInto("repos").values(write.repo).execute();
		} else {
			// Counters and the creation date belong to the repository, not to the commit.
			const {
				pk,
				created_at: _created,
				likes: _likes,
				downloads: _downloads,
				downloads_all_time: _allTime,
				trending_score: _trending,
				...changes
			} = write.repo;
			await trx.updateTable("repos").set(changes).where("pk", "=", pk).execute();
		}
		await trx.insertInto("commits").values(write.commit).execute();
		for (let i = 0; i < write.entries.length; i += 200) {
			await trx
				.insertInto("entries")
				.values(write.entries.slice(i, i + 200))
				.execute();
		}
		await trx.deleteFrom("repo_tags").where("repo_pk", "=", write.repo.pk).execute();
		if (write.tags.length > 0) {
			await trx
				.insertInto("repo_tags")
				.values(write.tags.map((tag) => ({ repo_pk: write.repo.pk, tag })))
				.execute();
		}
		await trx
			.insertInto("refs")
			.values({ repo_pk: write.repo.pk, kind: "branch", name: "main", commit_id: write.commit.id })
			.onConflict((oc) => oc.columns(["repo_pk", "kind", "name"]).doUpdateSet({ commit_id: write.commit.id }))
			.execute();
	});
}
