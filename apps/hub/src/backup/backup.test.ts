import { listAllFiles } from "../repos/trees.repository.ts";
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createDb } from "../db/create-db.ts";
import { DownloadCounter } from "../downloads/download-counter.ts";
import { createUser } from "../auth/accounts.repository.ts";
import { recordBlobUpload } from "../features/lfs/blob-uploads.repository.ts";
import { blobKey } from "../storage/blob-storage.ts";
import { FsBlobStorage } from "../storage/fs-blob-storage.ts";
import type { BlobStorage } from "../storage/blob-storage.ts";
import { createStorage } from "../storage/create-storage.ts";
import { openTestStorage } from "../testing/test-backends.ts";
import { createTestDatabase } from "../testing/test-postgres.ts";
import { skipsDialect } from "../testing/describe-backends.ts";
import { readManifest } from "./backup-manifest.ts";

const BIN = fileURLToPath(new URL("../../bin/atrium.js", import.meta.url));
const REPOS = ["load/alpha", "load/beta", "load/gamma"];

/** Runs `atrium …`; resolves with its output, rejects on a non-zero exit. */
function atrium(args: string[], env: Record<string, string>, input = ""): Promise<string> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ATRIUM_STORAGE: "", ...env } });
		child.stdin.end(input);
		let out = "";
		child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
		child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
		child.on("error", reject);
		child.on("close", (code) =>
			code === 0 ? resolve(out) : reject(new Error(`atrium ${args[0]} exited ${code}: ${out}`)),
		);
	});
}

/** A model folder whose content differs on every call: a config, a card and an LFS-sized weight file. */
async function writeRevision(folder: string, step: number): Promise<void> {
	await rm(folder, { recursive: true, force: true });
	await mkdir(join(folder, "weights"), { recursive: true });
	await writeFile(join(folder, "config.json"), JSON.stringify({ architectures: ["BertModel"], step }));
	await writeFile(join(folder, "README.md"), `---\nlicense: mit\n---\n# Step ${step}\n`);
	await writeFile(join(folder, "weights", "model.safetensors"), randomBytes(64 * 1024 + step));
}

async function startServe(dataDir: string, env: Record<string, string>) {
	const child = spawn(process.execPath, [BIN, "serve", "--port", "0", "--host", "127.0.0.1", "--data", dataDir], {
		env: { ...process.env, ATRIUM_STORAGE: "", ...env },
	});
	let output = "";
	const url = await new Promise<string>((resolve, reject) => {
		child.stdout.on("data", (chunk: Buffer) => {
			output += chunk.toString();
			const match = /hub ready on (http:\/\/[^\s]+)/.exec(output);
			if (match?.[1]) resolve(match[1]);
		});
		child.on("exit", (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
	});
	return {
		url,
		stop: async () => {
			if (child.exitCode !== null) return;
			const exited = new Promise((resolve) => child.once("exit", resolve));
			child.kill("SIGTERM");
			await exited;
		},
	};
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("atrium backup and restore on bad input", () => {
	it("exit non-zero with a one-line reason and touch nothing", async () => {
		const work = await mkdtemp(join(tmpdir(), "atrium-backup-bad-"));
		try {
			const env = { DATABASE_URL: "" };
			await expect(atrium(["backup", join(work, "b"), "--data", join(work, "nothing")], env)).rejects.toThrow(
				/no hub database at/,
			);
			await mkdir(join(work, "busy"));
			await writeFile(join(work, "busy", "notes.txt"), "mine");
			await writeRevision(join(work, "model"), 1);
			await atrium(["import", join(work, "model"), "--repo", "bad/input", "--data", join(work, "live")], env);
			await expect(atrium(["backup", join(work, "busy"), "--data", join(work, "live")], env)).rejects.toThrow(
				/neither empty nor an earlier Atrium backup/,
			);
			expect(await readFile(join(work, "busy", "notes.txt"), "utf8")).toBe("mine");
			await expect(atrium(["restore", join(work, "busy"), "--data", join(work, "fresh")], env)).rejects.toThrow(
				/holds no finished Atrium backup/,
			);
			await expect(atrium(["backup"], env)).rejects.toThrow(/backup needs a backup folder/);
			// A backup into the same folder twice: the second only adds what is new.
			await atrium(["backup", join(work, "b"), "--data", join(work, "live")], env);
			const again = await atrium(["backup", join(work, "b"), "--data", join(work, "live")], env);
			expect(again).toMatch(/^Backed up 1 repositories, 1 commits/);
		} finally {
			await rm(work, { recursive: true, force: true });
		}
	}, 60_000);
});

describe("atrium backup of LFS uploads not yet committed", () => {
	it("copies their blobs too, so the commit that names them still works after a restore", async () => {
		const work = await mkdtemp(join(tmpdir(), "atrium-backup-uploads-"));
		try {
			const env = { DATABASE_URL: "" };
			const live = join(work, "live");
			await writeRevision(join(work, "model"), 7);
			await atrium(["import", join(work, "model"), "--repo", "up/loaded", "--data", live], env);
			// An upload as the LFS route records it: the blob stored, then the row.
			const bytes = randomBytes(5000);
			const sha = sha256(bytes);
			const db = await createDb({ sqlitePath: join(live, "atrium.db") });
			const storage = new FsBlobStorage(join(live, "files"));
			await storage.put(blobKey(sha), bytes, bytes.byteLength);
			const repo = await db.kysely.selectFrom("repos").select("pk").executeTakeFirstOrThrow();
			const user = await createUser(db.kysely, { name: "uploader", password: "uploader-password-1" });
			await recordBlobUpload(db.kysely, { sha256: sha, repoPk: repo.pk, userPk: user.pk, size: bytes.byteLength });
			await db.kysely.destroy();

			await atrium(["backup", join(work, "b"), "--data", live], env);
			await atrium(["restore", join(work, "b"), "--data", join(work, "restored")], env);
			const restored = new FsBlobStorage(join(work, "restored", "files"));
			const body = await restored.get(blobKey(sha));
			expect(sha256(new Uint8Array(await new Response(body).arrayBuffer()))).toBe(sha);
		} finally {
			await rm(work, { recursive: true, force: true });
		}
	}, 60_000);
});

/** SQLite with blobs on disk, PostgreSQL with blobs in S3 (s3rver): both databases, both stores. */
const SETUPS = [
	{ dialect: "sqlite", storage: "disk" },
	{ dialect: "postgres", storage: "s3" },
] as const;

for (const { dialect, storage: storageKind } of SETUPS) {
	describe.skipIf(skipsDialect(dialect))(`atrium backup and restore [${dialect} + ${storageKind}]`, () => {
		let work: string;
		const drops: (() => Promise<void>)[] = [];
		beforeAll(async () => {
			work = await mkdtemp(join(tmpdir(), `atrium-backup-${dialect}-`));
		});
		afterAll(async () => {
			for (const drop of drops) await drop();
			await rm(work, { recursive: true, force: true });
		});

		it("copies a running hub under commits and downloads, and restores every repository, revision, file and count", async () => {
			const source = { data: join(work, "live"), env: {} as Record<string, string> };
			const restored = { data: join(work, "restored"), env: {} as Record<string, string> };
			if (dialect === "postgres") {
				const live = await createTestDatabase();
				const fresh = await createTestDatabase();
				drops.push(live.drop, fresh.drop);
				source.env.DATABASE_URL = live.url;
				restored.env.DATABASE_URL = fresh.url;
			} else {
				source.env.DATABASE_URL = "";
				restored.env.DATABASE_URL = "";
			}
			let restoredStorage: BlobStorage = new FsBlobStorage(join(restored.data, "files"));
			if (storageKind === "s3") {
				const s3 = await openTestStorage("s3");
				drops.push(s3.close);
				const aws = {
					AWS_ENDPOINT_URL: s3.endpoint ?? "",
					AWS_ACCESS_KEY_ID: "S3RVER",
					AWS_SECRET_ACCESS_KEY: "S3RVER",
					AWS_REGION: "us-east-1",
				};
				Object.assign(source.env, aws, { ATRIUM_STORAGE: "s3://atrium-live/hub" });
				Object.assign(restored.env, aws, { ATRIUM_STORAGE: "s3://atrium-restored/hub" });
				restoredStorage = await createStorage({
					url: "s3://atrium-restored/hub",
					dataDir: restored.data,
					s3: {
						endpoint: aws.AWS_ENDPOINT_URL,
						accessKeyId: "S3RVER",
						secretAccessKey: "S3RVER",
						region: "us-east-1",
					},
				});
			}
			// A hub that is not empty (so `serve` does not load the sample catalogue), then running.
			const folders = REPOS.map((_, index) => join(work, `folder-${index}`));
			let step = 0;
			for (const [index, repo] of REPOS.entries()) {
				await writeRevision(folders[index] ?? "", step++);
				await atrium(["import", folders[index] ?? "", "--repo", repo, "--data", source.data], source.env);
			}
			const hub = await startServe(source.data, source.env);
			try {
				// Load: imports in a loop, and downloads over HTTP from many clients.
				const committed: { repo: string; commit: string; before: boolean }[] = [];
				let backupStarted = false;
				let stopLoad = false;
				const imports = (async () => {
					for (let round = 0; !stopLoad; round++) {
						const index = round % REPOS.length;
						const folder = folders[index] ?? "";
						await writeRevision(folder, step++);
						const startedBefore = !backupStarted;
						const out = await atrium(
							["import", folder, "--repo", REPOS[index] ?? "", "--data", source.data],
							source.env,
						);
						const commit = /Committed \S+ at ([0-9a-f]{40})/.exec(out)?.[1];
						if (commit) committed.push({ repo: REPOS[index] ?? "", commit, before: startedBefore });
					}
				})();
				// And commits over HTTP by a writer (the first account of a hub is an administrator).
				await atrium(
					["users", "add", "loader", "--password-stdin", "--data", source.data],
					source.env,
					"loader-password-1\n",
				);
				const token = (
					await atrium(["tokens", "create", "loader", "--role", "write", "--data", source.data], source.env)
				).trim();
				let httpCommitted = 0;
				const httpCommits = (async () => {
					for (let round = 0; !stopLoad; round++) {
						const repo = REPOS[round % REPOS.length] ?? "";
						const content = Buffer.from(`http commit ${round} ${Date.now()}\n`).toString("base64");
						const body = [
							{ key: "header", value: { summary: `HTTP commit ${round}` } },
							{ key: "file", value: { path: `http/${round}.txt`, content, encoding: "base64" } },
						]
							.map((line) => JSON.stringify(line))
							.join("\n");
						const startedBefore = !backupStarted;
						const response = await fetch(`${hub.url}/api/models/${repo}/commit/main`, {
							method: "POST",
							headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/x-ndjson" },
							body,
						});
						const answer = (await response.json()) as { commitOid?: string };
						if (response.ok && answer.commitOid) {
							committed.push({ repo, commit: answer.commitOid, before: startedBefore });
							httpCommitted++;
						} else if (response.status !== 412)
							throw new Error(`HTTP commit failed: ${response.status} ${JSON.stringify(answer)}`);
					}
				})();
				let downloaded = 0;
				const downloads = (async () => {
					for (let i = 0; !stopLoad; i++) {
						const repo = REPOS[i % REPOS.length];
						const response = await fetch(`${hub.url}/${repo}/resolve/main/config.json`, {
							headers: { "X-Forwarded-For": `10.1.${Math.floor(i / 250) % 250}.${i % 250}` },
						});
						if (response.ok) downloaded++;
						await response.arrayBuffer();
					}
				})();
				// Downloads reach the database at the hub's next flush (every 10 s).
				const downloadsOf = async (repo: string) =>
					(
						(await (await fetch(`${hub.url}/api/models/${repo}?expand[]=downloadsAllTime`)).json()) as {
							downloadsAllTime?: number;
						}
					).downloadsAllTime ?? 0;
				// Wait for conditions, not for time: a busy machine takes longer to get there, never fails.
				const reached = { timeout: 120_000, interval: 200 };
				await expect.poll(() => downloadsOf(REPOS[0] ?? ""), reached).toBeGreaterThan(0);
				const flushedBefore = await Promise.all(REPOS.map(downloadsOf));
				expect(flushedBefore[0]).toBeGreaterThan(0);
				await expect.poll(() => committed.length, reached).toBeGreaterThanOrEqual(2);

				backupStarted = true;
				const doneBefore = committed.filter((c) => c.before).map((c) => c.commit);
				const backupDir = join(work, "backup");
				const out = await atrium(["backup", backupDir, "--data", source.data], source.env);
				expect(out).toMatch(/^Backed up \d+ repositories/);
				// Keep the load on until a commit lands after the backup began (and downloads were many), then stop it.
				await expect.poll(() => committed.filter((c) => !c.before).length, reached).toBeGreaterThan(0);
				await expect.poll(() => downloaded, reached).toBeGreaterThan(50);
				stopLoad = true;
				await Promise.all([imports, downloads, httpCommits]);
				expect(httpCommitted).toBeGreaterThan(0);
				expect(downloaded).toBeGreaterThan(50);
				expect(committed.filter((c) => !c.before).length).toBeGreaterThan(0);

				// Restore into a fresh data dir (and, on PostgreSQL, an empty database).
				const manifest = await readManifest(backupDir);
				expect(manifest.dialect).toBe(dialect);
				const restoreOut = await atrium(["restore", backupDir, "--data", restored.data], restored.env);
				expect(restoreOut).toMatch(/^Restored /);
				// A second restore into the same place is refused, and changes nothing.
				await expect(atrium(["restore", backupDir, "--data", restored.data], restored.env)).rejects.toThrow(
					/fresh data directory|empty database/,
				);

				const db = await createDb({
					...(restored.env.DATABASE_URL ? { url: restored.env.DATABASE_URL } : {}),
					sqlitePath: join(restored.data, "atrium.db"),
				});
				const storage = restoredStorage;
				const counter = new DownloadCounter(db, { flushIntervalMs: 0 });
				const app = createApp({ db, storage, config: {}, downloads: counter });
				try {
					const k = db.kysely;
					const count = async (table: "repos" | "commits" | "tree_entries") =>
						Number(
							(
								await k
									.selectFrom(table)
									.select((eb) => eb.fn.countAll().as("n"))
									.executeTakeFirstOrThrow()
							).n,
						);
					expect({
						repos: await count("repos"),
						commits: await count("commits"),
						treeEntries: await count("tree_entries"),
					}).toEqual(manifest.counts);
					// Every commit finished before the backup began is there, with every file, byte for byte.
					const commits = await k
						.selectFrom("commits")
						.innerJoin("repos", "repos.pk", "commits.repo_pk")
						.select(["commits.id", "repos.full_id"])
						.execute();
					const ids = new Set(commits.map((c) => c.id));
					for (const commit of doneBefore) expect(ids.has(commit), commit).toBe(true);
					expect(commits.length).toBeGreaterThanOrEqual(REPOS.length + doneBefore.length);
					const files: { full_id: string; commit_id: string; path: string; sha256: string; size: number }[] = [];
					for (const commit of await k
						.selectFrom("commits")
						.innerJoin("repos", "repos.pk", "commits.repo_pk")
						.select(["repos.full_id", "commits.id", "commits.repo_pk", "commits.tree_oid"])
						.execute())
						for (const file of await listAllFiles(k, commit.repo_pk, commit.tree_oid))
							files.push({
								full_id: commit.full_id,
								commit_id: commit.id,
								path: file.path,
								sha256: file.sha256,
								size: file.size,
							});
					expect(files.length).toBeGreaterThanOrEqual(commits.length * 3);
					for (const { full_id, commit_id } of commits.map((c) => ({ full_id: c.full_id, commit_id: c.id }))) {
						const revision = await app.request(`/api/models/${full_id}/revision/${commit_id}`);
						expect(revision.status, `${full_id}@${commit_id}`).toBe(200);
					}
					for (const file of files) {
						const response = await app.request(`/${file.full_id}/resolve/${file.commit_id}/${file.path}`);
						expect(response.status, `${file.full_id}@${file.commit_id}/${file.path}`).toBe(200);
						const body = new Uint8Array(await response.arrayBuffer());
						expect(body.byteLength).toBe(Number(file.size));
						expect(sha256(body)).toBe(file.sha256);
					}
					// Download counts: at least what was flushed before the backup began.
					for (const [index, repo] of REPOS.entries()) {
						const info = (await (await app.request(`/api/models/${repo}?expand[]=downloadsAllTime`)).json()) as {
							downloadsAllTime: number;
						};
						expect(info.downloadsAllTime, repo).toBeGreaterThanOrEqual(flushedBefore[index] ?? 0);
					}
					if (dialect === "sqlite") {
						// Exactly the snapshot's counts: compare with the backup's own database file.
						const snapshot = await createDb({ sqlitePath: join(backupDir, "atrium.db") });
						const days = (d: typeof db) =>
							d.kysely.selectFrom("download_days").selectAll().orderBy("repo_pk").orderBy("day").execute();
						expect(await days(db)).toEqual(await days(snapshot));
						await snapshot.kysely.destroy();
					}
				} finally {
					await counter.stop();
					await db.kysely.destroy();
				}
				// The backup's files are the restored store's blobs.
				expect((await readFile(join(backupDir, "atrium-backup.json"), "utf8")).length).toBeGreaterThan(0);
			} finally {
				await hub.stop();
			}
		}, 180_000);
	});
}
