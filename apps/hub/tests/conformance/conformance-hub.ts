import { createHash } from "node:crypto";
import type { Server } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../src/app.ts";
import { createUser } from "../../src/auth/accounts.repository.ts";
import { secretHash } from "../../src/auth/tokens.repository.ts";
import { fileFromBytes } from "../../src/commits/commit-file.ts";
import { createCommit } from "../../src/commits/create-commit.ts";
import { DEFAULT_GITATTRIBUTES } from "../../src/commits/lfs-rules.ts";
import type { HubConfig } from "../../src/config.ts";
import { createDb } from "../../src/db/create-db.ts";
import { DownloadCounter } from "../../src/downloads/download-counter.ts";
import { createHubServer } from "../../src/http/create-server.ts";
import { createStorage } from "../../src/storage/create-storage.ts";
import { handmadeRepos } from "../../seed/handmade-repos.ts";
import { seedCatalogue } from "../../seed/seed-catalogue.ts";

/** The repository the conformance suite adds to the sample catalogue (two commits, a slashed branch, a tag). */
export const CONFORMANCE_REPO = "conformance/special-files";
/** A branch whose name holds a slash, pointing at the first commit of {@link CONFORMANCE_REPO}. */
export const SLASHED_BRANCH = "feature/v1";
/** A tag pointing at the first commit of {@link CONFORMANCE_REPO}. */
export const TAG = "v1.0";
/** A file whose name needs percent-encoding (space, `#`, non-ASCII), inside a directory with a space. */
export const SPECIAL_PATH = "dir with space/file #1 é.txt";
/** How many files sit under `shards/` in the second commit: more than one tree page (1000 entries). */
export const SHARD_COUNT = 1100;
/** A read token (`hf_` prefix, as clients require) of the user `conformance`, stored in the hub at start. */
export const TOKEN = "hf_conformanceSuiteToken0000000000";

const text = (value: string): Uint8Array => new TextEncoder().encode(value);

/** Deterministic bytes (an LFS-tracked `.bin` of a few hundred KiB). */
function patternBytes(length: number, seed: number): Uint8Array {
	const bytes = new Uint8Array(length);
	let state = seed;
	for (let index = 0; index < length; index++) {
		state = (state * 1103515245 + 12345) >>> 0;
		bytes[index] = state >>> 24;
	}
	return bytes;
}

/** Files of the first commit (what `feature/v1` and `v1.0` name). */
function firstCommitFiles(): Record<string, Uint8Array> {
	return {
		"README.md": text("---\nlicense: mit\n---\n\n# special-files\n\nFirst revision.\n"),
		"config.json": text(`${JSON.stringify({ model_type: "bert", revision: 1 }, null, 2)}\n`),
		"nested/deeper/leaf.txt": text("leaf v1\n"),
	};
}

/** Files of the second commit (the head of `main`). */
function secondCommitFiles(): Record<string, Uint8Array> {
	const files: Record<string, Uint8Array> = {
		"README.md": text(
			"---\nlicense: mit\n---\n\n# special-files\n\nSecond revision: odd names, empty files, many shards.\n",
		),
		"config.json": text(`${JSON.stringify({ model_type: "bert", revision: 2 }, null, 2)}\n`),
		"nested/deeper/leaf.txt": text("leaf v2\n"),
		[SPECIAL_PATH]: text("a file whose path needs percent-encoding\n"),
		"empty.txt": new Uint8Array(),
		"weights/blob.bin": patternBytes(300 * 1024, 7),
	};
	for (let index = 0; index < SHARD_COUNT; index++) {
		files[`shards/${String(index).padStart(4, "0")}.txt`] = text(`shard ${index}\n`);
	}
	return files;
}

/** A running hub for the conformance suite: a real HTTP listener on 127.0.0.1, a temp data dir, the seed. */
export interface ConformanceHub {
	/** `http://127.0.0.1:<port>`, also the hub's configured public URL. */
	url: string;
	port: number;
	dataDir: string;
	/** Commit ids of {@link CONFORMANCE_REPO}: `v1` (branch `feature/v1`, tag `v1.0`) and `v2` (`main`). */
	commits: { v1: string; v2: string };
	/** The bytes a repository holds at `path` (head of `main`, or the first commit with `revision: "v1"`). */
	content: (repoId: string, path: string, revision?: "v1") => Uint8Array;
	/** Every file path of a repository at the head of `main`. */
	paths: (repoId: string) => string[];
	/** Writes the buffered download counts, so `downloads` in the API reflects every request so far. */
	flushDownloads: () => Promise<void>;
	close: () => Promise<void>;
}

/** Lower-case hex SHA-256 of some bytes. */
export function sha256Hex(bytes: Uint8Array): string {
	return createHash("sha256").update(bytes).digest("hex");
}

/** Git blob id (SHA-1 of `blob <len>\0<bytes>`), the ETag of a regular file. */
export function gitBlobId(bytes: Uint8Array): string {
	return createHash("sha1").update(`blob ${bytes.byteLength}\0`).update(bytes).digest("hex");
}

/**
 * Starts the hub as `atrium serve` would, but on a random port of 127.0.0.1 with a fresh temp data dir
 * (SQLite file + files on disk): the sample repositories with real files, plus {@link CONFORMANCE_REPO}.
 * The slashed branch and the tag are written straight into the `refs` table: the hub has no branch API yet.
 */
export async function startConformanceHub(): Promise<ConformanceHub> {
	const dataDir = await mkdtemp(join(tmpdir(), "atrium-conformance-"));
	try {
		return await startIn(dataDir);
	} catch (error) {
		await rm(dataDir, { recursive: true, force: true });
		throw error;
	}
}

async function startIn(dataDir: string): Promise<ConformanceHub> {
	const db = await createDb({ sqlitePath: join(dataDir, "atrium.db") });
	const storage = await createStorage({ dataDir });
	const deps = { db, storage };
	const seeds = handmadeRepos();
	await seedCatalogue(deps, seeds);
	// The user owns the namespace of its repository: created first (a namespace holding repositories is taken).
	const user = await createUser(db.kysely, { name: "conformance" });
	const first = firstCommitFiles();
	const second = secondCommitFiles();
	const commitOf = async (files: Record<string, Uint8Array>, title: string, timeMs: number): Promise<string> => {
		const result = await createCommit(deps, {
			type: "model",
			repoId: CONFORMANCE_REPO,
			files: Object.entries(files).map(([path, bytes]) => fileFromBytes(path, bytes)),
			title,
			author: "conformance",
			timeMs,
		});
		return result.commitId;
	};
	const v1 = await commitOf(first, "First revision", Date.parse("2026-07-01T10:00:00.000Z"));
	const v2 = await commitOf(second, "Second revision", Date.parse("2026-07-02T10:00:00.000Z"));
	const repo = await db.kysely
		.selectFrom("repos")
		.select("pk")
		.where("full_id", "=", CONFORMANCE_REPO)
		.executeTakeFirstOrThrow();
	await db.kysely
		.insertInto("refs")
		.values([
			{ repo_pk: repo.pk, kind: "branch", name: SLASHED_BRANCH, commit_id: v1 },
			{ repo_pk: repo.pk, kind: "tag", name: TAG, commit_id: v1 },
		])
		.execute();

	await db.kysely
		.insertInto("tokens")
		.values({
			pk: "0c0ffee0c0ffee0c0ffee000",
			user_pk: user.pk,
			name: "conformance",
			role: "read",
			secret_hash: secretHash(TOKEN),
			created_at: Date.now(),
			last_used_at: null,
			revoked_at: null,
		})
		.execute();

	const config: HubConfig = {};
	const downloads = new DownloadCounter(db, { flushIntervalMs: 0 });
	const server: Server = createHubServer(createApp({ ...deps, config, downloads }));
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const port = (server.address() as AddressInfo).port;
	const url = `http://127.0.0.1:${port}`;
	// Routes read the config per request, so the public URL can be set once the port is known.
	config.publicUrl = url;

	// Every commit gets the default `.gitattributes` when it brings none.
	const withAttributes = (files: Record<string, Uint8Array>): Record<string, Uint8Array> => ({
		".gitattributes": text(DEFAULT_GITATTRIBUTES),
		...files,
	});
	const filesOf = (repoId: string, revision?: "v1"): Record<string, Uint8Array> => {
		if (repoId === CONFORMANCE_REPO) return withAttributes(revision === "v1" ? first : second);
		const seed = seeds.find((candidate) => candidate.id === repoId);
		if (!seed) throw new Error(`no such seeded repository: ${repoId}`);
		return withAttributes(
			Object.fromEntries(
				Object.entries(seed.files).map(([path, value]) => [path, typeof value === "string" ? text(value) : value]),
			),
		);
	};
	return {
		url,
		port,
		dataDir,
		commits: { v1, v2 },
		content: (repoId, path, revision) => {
			const bytes = filesOf(repoId, revision)[path];
			if (!bytes) throw new Error(`${repoId} has no ${path}`);
			return bytes;
		},
		paths: (repoId) => Object.keys(filesOf(repoId)).sort(),
		flushDownloads: () => downloads.flush(),
		close: async () => {
			server.closeAllConnections();
			await new Promise((resolve) => server.close(resolve));
			await downloads.stop();
			await db.kysely.destroy();
			await rm(dataDir, { recursive: true, force: true });
		},
	};
}
