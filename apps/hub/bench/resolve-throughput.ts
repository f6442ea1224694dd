import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createApp } from "../src/app.ts";
import { fileFromDisk } from "../src/commits/commit-file.ts";
import { createCommit } from "../src/commits/create-commit.ts";
import { createDb } from "../src/db/create-db.ts";
import { DownloadCounter } from "../src/features/downloads/download-counter.ts";
import { createHubServer } from "../src/http/create-server.ts";
import { FsBlobStorage } from "../src/storage/fs-blob-storage.ts";
import { pseudoRandomBytes } from "../seed/binary-fixtures.ts";

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

/** Downloads a URL with curl to /dev/null three times; the best speed in MB/s (10^6 bytes). */
async function curlSpeed(url: string, expectedBytes: number): Promise<number> {
	let best = 0;
	for (let run = 0; run < 3; run++) {
		const stdout = await curl(["-s", "-o", "/dev/null", "-w", "%{speed_download} %{size_download} %{http_code}", url]);
		const [speed = "0", size = "0", status = ""] = stdout.trim().split(" ");
		if (status !== "200" || Number(size) !== expectedBytes) throw new Error(`${url}: status ${status}, ${size} bytes`);
		best = Math.max(best, Number(speed) / 1e6);
	}
	return best;
}

async function waitFor(url: string): Promise<void> {
	for (let attempt = 0; attempt < 100; attempt++) {
		try {
			await fetch(url, { method: "HEAD" });
			return;
		} catch {
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
	}
	throw new Error(`${url} did not come up`);
}

/** Serves the file with Debian's nginx on a loopback port (temp config); undefined if nginx is absent. */
async function startNginx(directory: string, port: number): Promise<ChildProcess | undefined> {
	if (spawnSync("nginx", ["-v"]).error) return undefined;
	const config = `daemon off;\nworker_processes 1;\npid ${directory}/nginx.pid;\nerror_log ${directory}/error.log;\nevents {}\nhttp {\n  access_log off;\n  sendfile on;\n  client_body_temp_path ${directory}/tmp;\n  proxy_temp_path ${directory}/tmp;\n  fastcgi_temp_path ${directory}/tmp;\n  uwsgi_temp_path ${directory}/tmp;\n  scgi_temp_path ${directory}/tmp;\n  server { listen 127.0.0.1:${port}; root ${directory}/www; }\n}\n`;
	await mkdir(join(directory, "tmp"), { recursive: true });
	await writeFile(join(directory, "nginx.conf"), config);
	const child = spawn("nginx", ["-c", join(directory, "nginx.conf"), "-p", directory], { stdio: "ignore" });
	await waitFor(`http://127.0.0.1:${port}/`);
	return child;
}

/** Atrium's resolve route vs nginx for the same file, MB/s each. */
export async function resolveThroughput(
	workdir: string,
	megabytes: number,
): Promise<{ atrium: number; nginx?: number }> {
	const www = join(workdir, "nginx", "www");
	await mkdir(www, { recursive: true });
	// nginx workers run as an unprivileged user: let them read the file.
	for (const directory of [workdir, join(workdir, "nginx"), www]) await chmod(directory, 0o755);
	const source = join(www, "big.bin");
	await writeBigFile(source, megabytes);
	const bytes = megabytes * (1 << 20);

	const db = await createDb({ sqlitePath: join(workdir, "resolve.db") });
	const storage = new FsBlobStorage(join(workdir, "resolve-files"));
	await createCommit(
		{ db, storage },
		{ type: "model", repoId: "bench/big", files: [await fileFromDisk("big.bin", source)], title: "big file" },
	);
	const app = createApp({ db, storage, config: {}, downloads: new DownloadCounter(db, { flushIntervalMs: 0 }) });
	const server = createHubServer(app);
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const atrium = await curlSpeed(
		`http://127.0.0.1:${(server.address() as AddressInfo).port}/bench/big/resolve/main/big.bin`,
		bytes,
	);
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
	await db.kysely.destroy();

	const nginxPort = 20_000 + Math.floor(Math.random() * 20_000);
	const nginx = await startNginx(join(workdir, "nginx"), nginxPort);
	if (!nginx) return { atrium };
	try {
		return { atrium, nginx: await curlSpeed(`http://127.0.0.1:${nginxPort}/big.bin`, bytes) };
	} finally {
		nginx.kill("SIGQUIT");
	}
}
