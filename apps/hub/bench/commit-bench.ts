import { join } from "node:path";
import { commit } from "../src/commits/commit-engine.ts";
import type { CommitOperation } from "../src/commits/commit-operations.ts";
import { createRepo } from "../src/commits/create-repo.ts";
import { FsBlobStorage } from "../src/storage/fs-blob-storage.ts";
import { openTestDb } from "../src/testing/test-backends.ts";
import { percentiles, timeRuns } from "./latency.ts";

/** What the commit benchmark measured on one database. */
export interface CommitBenchResult {
	files: number;
	/** The first commit of all the files, ms. */
	initialMs: number;
	/** One commit changing one file, ms. */
	oneFile: { p50: number; p99: number };
	/** Rows `tree_entries` gained per one-file commit. */
	treeRowsPerCommit: number;
	/** Commits per second with `writers` concurrent writers (no parentCommit, all landing). */
	throughput: number;
	writers: number;
}

const text = (value: string): Uint8Array => new TextEncoder().encode(value);

/**
 * The commit engine's costs (issue 12): one commit changing one file of a repository of `files` files
 * (`dirs` folders of equal size), and commit throughput with concurrent writers.
 */
export async function commitBench(
	dialect: "sqlite" | "postgres",
	workdir: string,
	options: { files?: number; dirs?: number; runs?: number; writers?: number; commitsPerWriter?: number } = {},
): Promise<CommitBenchResult> {
	const files = options.files ?? 10_000;
	const dirs = options.dirs ?? 100;
	const writers = options.writers ?? 8;
	const commitsPerWriter = options.commitsPerWriter ?? 25;
	const { db, close } = await openTestDb(dialect, dialect === "sqlite" ? join(workdir, "commit-bench.db") : undefined);
	const storage = new FsBlobStorage(join(workdir, `commit-bench-files-${dialect}`));
	const deps = { db, storage };
	try {
		const { repo } = await createRepo(deps, { type: "model", id: "bench/many-files" });
		const operations: CommitOperation[] = [];
		for (let i = 0; i < files; i++)
			operations.push({
				op: "put",
				path: `d${i % dirs}/f${Math.floor(i / dirs)}.txt`,
				content: { kind: "regular", bytes: text(`file ${i}\n`) },
			});
		const start = performance.now();
		await commit(deps, { repo, branch: "main", operations, author: "bench", message: "Add many files" });
		const initialMs = performance.now() - start;
		const treeRows = async (): Promise<number> =>
			Number(
				(
					await db.kysely
						.selectFrom("tree_entries")
						.select((eb) => eb.fn.countAll().as("n"))
						.where("repo_pk", "=", repo.pk)
						.executeTakeFirstOrThrow()
				).n,
			);
		let run = 0;
		const runs = options.runs ?? 50;
		const before = await treeRows();
		const samples = await timeRuns(
			runs,
			async () => {
				run++;
				await commit(deps, {
					repo,
					branch: "main",
					operations: [
						{ op: "put", path: "d42/f17.txt", content: { kind: "regular", bytes: text(`change ${run}\n`) } },
					],
					author: "bench",
					message: `Change one file (${run})`,
				});
			},
			0,
		);
		const treeRowsPerCommit = ((await treeRows()) - before) / runs;

		const { repo: busy } = await createRepo(deps, { type: "model", id: "bench/busy" });
		const throughputStart = performance.now();
		await Promise.all(
			Array.from({ length: writers }, async (_, writer) => {
				for (let i = 0; i < commitsPerWriter; i++)
					await commit(deps, {
						repo: busy,
						branch: "main",
						operations: [
							{ op: "put", path: `w${writer}/c${i}.txt`, content: { kind: "regular", bytes: text(`${writer}-${i}`) } },
						],
						author: `writer${writer}`,
						message: `writer ${writer} commit ${i}`,
					});
			}),
		);
		const seconds = (performance.now() - throughputStart) / 1000;
		const head = await db.kysely.selectFrom("repos").select("sha").where("pk", "=", busy.pk).executeTakeFirstOrThrow();
		const landed = await db.kysely
			.selectFrom("commits")
			.select("seq")
			.where("repo_pk", "=", busy.pk)
			.where("id", "=", head.sha)
			.executeTakeFirstOrThrow();
		if (Number(landed.seq) !== writers * commitsPerWriter + 1)
			throw new Error(`lost commits: history has ${landed.seq} commits, expected ${writers * commitsPerWriter + 1}`);
		return {
			files,
			initialMs,
			oneFile: percentiles(samples),
			treeRowsPerCommit,
			throughput: (writers * commitsPerWriter) / seconds,
			writers,
		};
	} finally {
		await close();
	}
}
