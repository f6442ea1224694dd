import { createHash } from "node:crypto";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { commit, downloadFile } from "@huggingface/hub";
import { fileFromBytes } from "../src/commits/commit-file.ts";
import { createCommit } from "../src/commits/create-commit.ts";
import { createDb } from "../src/db/create-db.ts";
import { FsBlobStorage } from "../src/storage/fs-blob-storage.ts";
import { addTestUser } from "../src/testing/accounts.ts";
import { chunkBytes } from "../src/xet/chunking.ts";
import { hashToString } from "../src/xet/hash-string.ts";
import { chunkHash, fileHash, verificationHash } from "../src/xet/hashes.ts";
import { serializeShard, type ShardTerm } from "../src/xet/shard.ts";
import { packXorb } from "../src/xet/xorb.ts";
import { pseudoRandomBytes } from "../seed/binary-fixtures.ts";
import { median, printTable } from "./latency.ts";
import { interleavedRuns } from "./resolve-throughput.ts";
import { curlPostAll, curlUpload, startAtrium, startDavNginx } from "./upload-throughput.ts";

/**
 * Xet benches (issue 20), against `atrium serve` (SQLite + disk) in its own process:
 * - deduplication: a file pushed through Xet by the real `@huggingface/hub` client, then again with
 *   5 % of its bytes changed (ten contiguous regions, as a fine-tune that touches some tensors), and
 *   the same second version through LFS: new bytes in storage and bytes sent, as a share of the file;
 * - upload: the hub's side of an Xet upload (xorbs and shard built beforehand, POSTed with a token)
 *   against nginx's WebDAV PUT of the same bytes;
 * - download: the file read through `resolve` by curl, against a file of the same size stored whole,
 *   and by the real client's Xet reader (reconstruction and xorb ranges). Its 1 MiB blocks differ only
 *   in two bytes, so it is kept deduplicated: about 190 terms over one 9 MiB xorb at 64 MiB.
 * The file's size is `ATRIUM_BENCH_XET_MB` MiB (default 64, about a minute on two cores); nginx listens
 * on `ATRIUM_BENCH_NGINX_PORT` (default: a random port from 24000).
 */

export interface XetBenchResult {
	megabytes: number;
	dedup: { way: string; sentBytes: number; storedBytes: number }[];
	/** Best MB/s of each over the rounds, and each round's ratio (Xet / nginx). */
	upload: { xetMBps: number; nginxMBps?: number; pairRatios: number[] };
	/**
	 * MB/s of curl reading, through `resolve`, the file kept as Xet chunks and a whole LFS file of the
	 * same size (best and median of interleaved rounds), and of the real client's Xet reader in this process.
	 */
	download: { chunked: Speeds; plain: Speeds; xetMBps: number };
}

/** The best and the median of a server's speeds over rounds, MB/s. */
interface Speeds {
	best: number;
	median: number;
}

const MAX_XORB = 64 * 1024 * 1024;
/** Interleaved rounds of the upload comparison. */
const UPLOAD_ROUNDS = 3;
/**
 * Interleaved rounds of the download comparison: each download takes 40 to 100 ms, so the best of
 * three varied from 0.5x to 0.9x between runs of one tree on a quiet machine; nine and a median steady it.
 */
const DOWNLOAD_ROUNDS = 9;

function speeds(runs: number[] = []): Speeds {
	return { best: runs.length > 0 ? Math.max(...runs) : 0, median: median(runs) };
}

/** Bytes under `dir`, recursively. */
async function diskBytes(dir: string): Promise<number> {
	let total = 0;
	for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
		if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
	return total;
}

/** What an Xet client sends for `content`: xorbs of at most 64 MiB and the shard naming them. */
function xetUploadBytes(content: Uint8Array): { xorbs: { hash: string; bytes: Uint8Array }[]; shard: Uint8Array } {
	const chunks = chunkBytes(content).map((data) => ({ data, hash: chunkHash(data) }));
	const xorbs: { hash: string; bytes: Uint8Array }[] = [];
	const terms: ShardTerm[] = [];
	let group: typeof chunks = [];
	let groupBytes = 0;
	const flush = () => {
		if (group.length === 0) return;
		const { bytes, xorb } = packXorb(group);
		xorbs.push({ hash: hashToString(xorb.hash), bytes });
		terms.push({
			xorbHash: xorb.hash,
			unpackedLength: xorb.unpackedLength,
			chunkStart: 0,
			chunkEnd: group.length,
			verification: verificationHash(group.map((chunk) => chunk.hash)),
		});
		group = [];
		groupBytes = 0;
	};
	for (const chunk of chunks) {
		if (groupBytes + chunk.data.length + 8 > MAX_XORB || group.length === 8192) flush();
		group.push(chunk);
		groupBytes += chunk.data.length + 8;
	}
	flush();
	const sha256 = createHash("sha256").update(content).digest();
	// Xet writes the sha256 like every hash: 8-byte groups reversed (decision 032).
	const metadata = new Uint8Array(32);
	for (let group8 = 0; group8 < 32; group8 += 8)
		for (let index = 0; index < 8; index++) metadata[group8 + index] = sha256[group8 + 7 - index] ?? 0;
	const ranges = chunks.map((chunk) => ({ hash: chunk.hash, length: chunk.data.length }));
	const shard = serializeShard({ files: [{ fileHash: fileHash(ranges), terms, sha256: metadata }], xorbs: [] });
	return { xorbs, shard };
}

/** `megabytes` MiB that look random, different for each `seed`. */
function content(megabytes: number, seed: number): Uint8Array {
	const block = pseudoRandomBytes(1 << 20, seed);
	const out = new Uint8Array(megabytes << 20);
	for (let index = 0; index < megabytes; index++) {
		block[0] = index & 0xff;
		block[1] = (index >> 8) & 0xff;
		out.set(block, index << 20);
	}
	return out;
}

export async function xetBench(workdir: string, megabytes: number): Promise<XetBenchResult> {
	const dataDir = join(workdir, "xet-hub");
	await mkdir(dataDir, { recursive: true });
	const db = await createDb({ sqlitePath: join(dataDir, "atrium.db") });
	const storage = new FsBlobStorage(join(dataDir, "files"));
	await addTestUser(db, "operator", { admin: true });
	const user = await addTestUser(db, "bench");
	for (const repoId of ["bench/xet", "bench/lfs", "bench/upload"])
		await createCommit(
			{ db, storage },
			{ type: "model", repoId, files: [fileFromBytes("README.md", "# bench\n")], title: "init" },
		);
	await db.kysely.destroy();
	const atrium = await startAtrium(dataDir);
	const nginxDir = join(workdir, "xet-nginx");
	const nginxPort = Number(process.env.ATRIUM_BENCH_NGINX_PORT ?? 24_000 + Math.floor(Math.random() * 900));
	const nginx = await startDavNginx(nginxDir, nginxPort);
	const filesDir = join(dataDir, "files");
	try {
		// Deduplication: the same edit of two different files, one pushed through Xet, one through LFS.
		const versions = (seed: number): [Uint8Array, Uint8Array] => {
			const original = content(megabytes, seed);
			const edited = original.slice();
			const region = Math.floor(original.length / 200);
			for (let index = 0; index < 10; index++)
				edited.set(pseudoRandomBytes(region, seed + 40 + index), Math.floor(((index + 0.5) * original.length) / 10));
			return [original, edited];
		};
		const [original, edited] = versions(31);
		const [lfsOriginal, lfsEdited] = versions(32);
		let sent = 0;
		const counting = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
			const request = new Request(input, init);
			if (request.method === "POST" || request.method === "PUT")
				sent += Number(request.headers.get("content-length") ?? (await request.clone().arrayBuffer()).byteLength);
			return fetch(request);
		};
		const push = async (repo: string, path: string, bytes: Uint8Array, useXet: boolean) => {
			const before = await diskBytes(filesDir);
			sent = 0;
			await commit({
				repo: { type: "model", name: repo },
				title: `Add ${path}`,
				hubUrl: atrium.url,
				accessToken: user.write,
				fetch: counting as typeof fetch,
				useXet,
				operations: [{ operation: "addOrUpdate", path, content: new Blob([Buffer.from(bytes)]) }],
			});
			return { sentBytes: sent, storedBytes: (await diskBytes(filesDir)) - before };
		};
		await push("bench/xet", "v1.bin", original, true);
		await push("bench/lfs", "v1.bin", lfsOriginal, false);
		const dedup = [
			{ way: "Xet (real JS client)", ...(await push("bench/xet", "v2.bin", edited, true)) },
			{ way: "LFS (basic transfer)", ...(await push("bench/lfs", "v2.bin", lfsEdited, false)) },
		];

		// Upload: the hub's side of an Xet upload against nginx's WebDAV PUT, in interleaved rounds whose
		// order alternates (the machine's memory state moves between runs), each round a new file.
		// Sent by curl from files, as nginx's PUT: the two servers get the same client, so the figures
		// compare the servers (a JavaScript client's body copies would otherwise be measured).
		const tokenAnswer = await fetch(`${atrium.url}/api/models/bench/upload/xet-write-token/main`, {
			headers: user.auth(),
		});
		const { accessToken, casUrl } = (await tokenAnswer.json()) as { accessToken: string; casUrl: string };
		const upload: XetBenchResult["upload"] = { xetMBps: 0, pairRatios: [] };
		for (let round = 0; round < UPLOAD_ROUNDS; round++) {
			const fresh = content(megabytes, 77 + round);
			const prepared = xetUploadBytes(fresh);
			const uploads: { file: string; url: string }[] = [];
			for (const [index, xorb] of prepared.xorbs.entries()) {
				const file = join(workdir, `xet-xorb-${index}.bin`);
				await writeFile(file, xorb.bytes);
				uploads.push({ file, url: `${casUrl}/v1/xorbs/default/${xorb.hash}` });
			}
			const shardFile = join(workdir, "xet-shard.bin");
			await writeFile(shardFile, prepared.shard);
			uploads.push({ file: shardFile, url: `${casUrl}/v1/shards` });
			const plainFile = join(workdir, "xet-upload.bin");
			await writeFile(plainFile, fresh);
			const viaXet = async () =>
				fresh.length / 1e6 / (await curlPostAll(uploads, [`authorization: Bearer ${accessToken}`]));
			const viaNginx = async () => {
				await rm(join(nginxDir, "www", "big.bin"), { force: true });
				return await curlUpload(plainFile, `http://127.0.0.1:${nginxPort}/big.bin`, ["201", "204"]);
			};
			let xetMBps: number;
			let nginxMBps: number | undefined;
			if (round % 2 === 0 || !nginx) {
				xetMBps = await viaXet();
				nginxMBps = nginx ? await viaNginx() : undefined;
			} else {
				nginxMBps = await viaNginx();
				xetMBps = await viaXet();
			}
			upload.xetMBps = Math.max(upload.xetMBps, xetMBps);
			if (nginxMBps !== undefined) {
				upload.nginxMBps = Math.max(upload.nginxMBps ?? 0, nginxMBps);
				upload.pairRatios.push(xetMBps / nginxMBps);
			}
			for (const { file } of [...uploads, { file: plainFile }]) await rm(file, { force: true });
		}

		// Download: the file that came through Xet (kept as chunks, decision 034) and a file of the same
		// size stored whole (it came through LFS), both through resolve by curl in interleaved rounds, as
		// the resolve bench does; then the real client's Xet reader, checked byte for byte.
		const resolveUrl = (repo: string) => `${atrium.url}/${repo}/resolve/main/v1.bin`;
		const runs = await interleavedRuns(
			{ plain: resolveUrl("bench/lfs"), chunked: resolveUrl("bench/xet") },
			original.length,
			DOWNLOAD_ROUNDS,
		);
		const readerStart = performance.now();
		const blob = await downloadFile({
			repo: { type: "model", name: "bench/xet" },
			path: "v1.bin",
			hubUrl: atrium.url,
			accessToken: user.write,
		});
		const read = new Uint8Array(await (blob ?? new Blob()).arrayBuffer());
		const readerSeconds = (performance.now() - readerStart) / 1000;
		if (Buffer.compare(Buffer.from(read), Buffer.from(original)) !== 0)
			throw new Error("the Xet reader's bytes differ");
		return {
			megabytes,
			dedup,
			upload,
			download: {
				chunked: speeds(runs.chunked),
				plain: speeds(runs.plain),
				xetMBps: read.length / 1e6 / readerSeconds,
			},
		};
	} finally {
		nginx?.kill("SIGQUIT");
		atrium.child.kill("SIGTERM");
		await new Promise((resolve) => atrium.child.once("exit", resolve));
	}
}

/** Prints the three tables of {@link xetBench}. */
export function printXetBench(result: XetBenchResult): void {
	const size = result.megabytes * (1 << 20);
	const share = (bytes: number) => `${((100 * bytes) / size).toFixed(1)} %`;
	printTable(
		`Xet deduplication: a ${result.megabytes} MiB file pushed again with 5 % of its bytes changed (10 regions)`,
		["way", "bytes sent", "share of file", "new bytes stored", "share of file"],
		result.dedup.map((row) => [row.way, row.sentBytes, share(row.sentBytes), row.storedBytes, share(row.storedBytes)]),
	);
	const { xetMBps, nginxMBps, pairRatios } = result.upload;
	const rounds = pairRatios.map((ratio) => ratio.toFixed(2)).join(" ");
	printTable(
		`Xet upload, ${result.megabytes} MiB (xorbs + shard built beforehand, POSTed by curl over loopback; best of ${UPLOAD_ROUNDS} interleaved rounds)`,
		["server", "best MB/s", "ratio to nginx", "each round's ratio"],
		[
			[
				"atrium Xet CAS (sqlite + disk)",
				xetMBps.toFixed(0),
				nginxMBps ? (xetMBps / nginxMBps).toFixed(2) : "-",
				rounds || "-",
			],
			["nginx WebDAV PUT (curl -T)", nginxMBps ? nginxMBps.toFixed(0) : "not installed", nginxMBps ? "1.00" : "-", ""],
		],
	);
	const { chunked, plain, xetMBps: readerMBps } = result.download;
	printTable(
		`Download of the ${result.megabytes} MiB file uploaded through Xet, kept as chunks (resolve: curl, ${DOWNLOAD_ROUNDS} interleaved rounds)`,
		["way", "best MB/s", "median MB/s", "ratio to a whole file (best / median)"],
		[
			["resolve of a file of that size stored whole (LFS)", plain.best.toFixed(0), plain.median.toFixed(0), "1.00"],
			[
				"resolve (streamed from the chunks)",
				chunked.best.toFixed(0),
				chunked.median.toFixed(0),
				`${(chunked.best / plain.best).toFixed(2)} / ${(chunked.median / plain.median).toFixed(2)}`,
			],
			// Another client (in the bench's own process, one run): its speed, not a ratio to curl's.
			["Xet reader of @huggingface/hub (reconstruction + xorb ranges)", readerMBps.toFixed(0), "", "-"],
		],
	);
}
