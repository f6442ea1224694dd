import { fileFromBytes } from "../src/commits/commit-file.ts";
import { createCommit } from "../src/commits/create-commit.ts";
import type { Db } from "../src/db/create-db.ts";
import type { BlobStorage } from "../src/storage/blob-storage.ts";
import { catalogueRepos } from "./catalogue-repos.ts";
import { handmadeRepos, type SeedRepo } from "./handmade-repos.ts";
import { sampleDatasets } from "./sample-datasets.ts";

/** Every sample repository: those the task catalogue names, then the ones with real files and the sample datasets. */
export function sampleRepos(): SeedRepo[] {
	return [...catalogueRepos(), ...handmadeRepos(), ...sampleDatasets()];
}

/**
 * Loads the sample catalogue: one commit per repository ("Load Atrium sample catalogue"), then the
 * repository's `gated` mode when it has one. Re-running adds a new commit only where the files changed.
 */
export async function seedCatalogue(
	deps: { db: Db; storage: BlobStorage },
	repos: SeedRepo[] = sampleRepos(),
): Promise<number> {
	let count = 0;
	for (const repo of repos) {
		const files = Object.entries(repo.files).map(([path, content]) => fileFromBytes(path, content));
		const result = await createCommit(deps, {
			type: repo.type,
			repoId: repo.id,
			files,
			title: "Load Atrium sample catalogue",
			author: "atrium",
			skipIfUnchanged: true,
		});
		// Gating is a setting of the repository, not of its files: commits never change it, the seed sets it.
		if (repo.gated) {
			await deps.db.kysely.updateTable("repos").set({ gated: repo.gated }).where("pk", "=", result.repoPk).execute();
		}
		count++;
	}
	return count;
}
