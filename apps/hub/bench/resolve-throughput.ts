import { spawn, spawnSync } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createApp } from "../src/app.ts";
import { fileFromDisk } from "../src/commits/commit-file.ts";
import { createCommit } from "../src/commits/create-commit.ts";
import { createDb } from "../src/db/create-db.ts";
import { DownloadCounter } from "../src/downloads/download-counter.ts";
import { createHubServer } from "../src/http/create-server.ts";
import { FsBlobStorage } from "../src/storage/fs-blob-storage.ts";
import { accelLocations, freePort, startNginx } from "../src/testing/nginx.ts";
import { pseudoRandomBytes } from "../seed/binary-fixtures.ts";

const ACCEL_PREFIX = "/_atrium_files/";

/** Writes `megabytes` MiB of incompressible bytes. */
async function writeBigFile(path: string, megabytes: number): Promise<void> {
	const chunk = pseudoRandomBytes(1 << 20, 99);
	const stream = createWriteStream(path);
	for (let i = 0; i < megabytes; i++) {
		if (!stream.write(chunk)) await new Promise<void>((resolve) => stream.once("drain", () => resolve()));
	}
	await new Promise<void>((resolve, reject) =>
		stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
	);
}

/** Runs curl asynchronously (the server under test may live in this process) and returns its stdout. */
function curl(args: string[]): Promise<string> {
	return new Promise((resolve, reject) => {
		const child = spawn("curl", args, { stdio: ["ignore", "pipe", "inherit"] });
		let output = "";
		child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
		child.on("error", reject);
		child.on("close", () => resolve(output));
	});
}

/** Downloads a URL with curl to /dev/null `runs` times; the best speed in MB/s (10^6 bytes). */
async function curlSpeed(url: string, expectedBytes: number, runs = 3): Promise<number> {
	let best = 0;
	for (let run = 0; run < runs; run++) {
		const stdout = await curl(["-s", "-o", "/dev/null", "-w", "%{speed_download} %{size_download} %{http_code}", url]);
		const [speed = "0", size = "0", status = ""] = stdout.trim().split(" ");
		if (status !== "200" || Number(size) !== expectedBytes) throw new Error(`${url}: status ${status}, ${size} bytes`);
		best = Math.max(best, Number(speed) / 1e6);
	}
	return best;
}

/** MB/s of each server in every round (one download each per round) so load on a shared machine hits all alike. */
export async function interleavedRuns(
	urls: Record<string, string>,
	bytes: number,
	rounds: number,
): Promise<Record<string, number[]>> {
	const runs: Record<string, number[]> = {};
	for (let round = 0; round < rounds; round++)
		for (const [name, url] of Object.entries(urls)) (runs[name] ??= []).push(await curlSpeed(url, bytes, 1));
	return runs;
}

/** The best MB/s of each server over interleaved rounds ({@link interleavedRuns}). */
export async function interleaved(
	urls: Record<string, string>,
	bytes: number,
	rounds = 3,
): Promise<Record<string, number>> {
	const runs = await interleavedRuns(urls, bytes, rounds);
	return Object.fromEntries(Object.entries(runs).map(([name, speeds]) => [name, Math.max(...speeds)]));
}

/**
 * Atrium's resolve route vs nginx serving the same file from disk, and nginx in front of Atrium
 * with `X-Accel-Redirect` (Atrium answers the request, nginx sends the body), MB/s each.
 */
export async function resolveThroughput(
	workdir: string,
	megabytes: number,
): Promise<{ atrium: number; nginx?: number; accel?: number }> {
	const www = join(workdir, "nginx", "www");
	await mkdir(www, { recursive: true });
	const source = join(www, "big.bin");
	await writeBigFile(source, megabytes);
	const bytes = megabytes * (1 << 20);

	const db = await createDb({ sqlitePath: join(workdir, "resolve.db") });
	const storage = new FsBlobStorage(join(workdir, "resolve-files"));
	await createCommit(
		{ db, storage },
		{ type: "model", repoId: "bench/big", files: [await fileFromDisk("big.bin", source)], title: "big file" },
	);
	const servers: Server[] = [];
	const listen = async (accelRedirect?: string): Promise<string> => {
		const downloads = new DownloadCounter(db, { flushIntervalMs: 0 });
		const server = createHubServer(
			createApp({ db, storage, downloads, config: accelRedirect ? { accelRedirect } : {} }),
		);
		servers.push(server);
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	};
	const atrium = await listen();
	const accelHub = await listen(ACCEL_PREFIX);
	const file = "/bench/big/resolve/main/big.bin";
	let nginx: { stop: () => Promise<void>; url: string } | undefined;
	let proxy: { stop: () => Promise<void>; url: string } | undefined;
	try {
		if (spawnSync("nginx", ["-v"]).error && spawnSync("/usr/sbin/nginx", ["-v"]).error) {
			return { atrium: (await interleaved({ atrium: `${atrium}${file}` }, bytes)).atrium ?? 0 };
		}
		nginx = await startNginx(join(workdir, "nginx"), await freePort(), `    root ${www};`);
		proxy = await startNginx(
			join(workdir, "nginx-accel"),
			await freePort(),
			accelLocations(accelHub, ACCEL_PREFIX, storage.localRoot),
		);
		const speeds = await interleaved(
			{ atrium: `${atrium}${file}`, nginx: `${nginx.url}/big.bin`, accel: `${proxy.url}${file}` },
			bytes,
		);
		return { atrium: speeds.atrium ?? 0, nginx: speeds.nginx ?? 0, accel: speeds.accel ?? 0 };
	} finally {
		await nginx?.stop();
		await proxy?.stop();
		for (const server of servers) {
			server.closeAllConnections();
			await new Promise((resolve) => server.close(resolve));
		}
		await db.kysely.destroy();
	}
}
