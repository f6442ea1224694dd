import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import { createDb } from "../src/db/create-db.ts";
import { fileFromBytes } from "../src/commits/commit-file.ts";
import { createCommit } from "../src/commits/create-commit.ts";
import { blobKey } from "../src/storage/blob-storage.ts";
import { FsBlobStorage } from "../src/storage/fs-blob-storage.ts";
import { addTestUser } from "../src/testing/accounts.ts";
import { hubReadyUrl } from "../src/testing/atrium-process.ts";
import { ATRIUM_BIN } from "../src/testing/spawn-hub.ts";
import { pseudoRandomBytes } from "../seed/binary-fixtures.ts";

/** What one upload bench run measured. */
export interface UploadThroughput {
	/** MB/s (10^6 bytes) of `curl -T` to Atrium's LFS upload link, best of the runs. */
	atrium: number;
	/** MB/s of `curl -T` to nginx's WebDAV PUT, best of the runs; undefined when nginx is absent. */
	nginx?: number;
	/** Peak resident memory of the Atrium server (VmHWM, summed over its processes) over the whole bench, MiB. */
	atriumPeakRssMiB: number;
	/** Resident memory of the Atrium server before the first upload, MiB. */
	atriumIdleRssMiB: number;
	/** CPU seconds (user + system, all its processes) the Atrium server spent per upload, mean of the runs. */
	atriumCpuSeconds: number;
	/** The same for nginx (master and worker). */
	nginxCpuSeconds?: number;
	/**
	 * Atrium's MB/s over nginx's in each back-to-back pair of uploads, in run order. On a shared
	 * machine the median of these follows the servers more closely than best over best does, since
	 * both uploads of a pair meet about the same load.
	 */
	pairRatios: number[];
}

async function writeBigFile(path: string, megabytes: number): Promise<string> {
	const chunk = pseudoRandomBytes(1 << 20, 77);
	const hash = createHash("sha256");
	const stream = createWriteStream(path);
	for (let i = 0; i < megabytes; i++) {
		// Vary each MiB so the file is not a repetition of one block.
		chunk[0] = i & 0xff;
		chunk[1] = (i >> 8) & 0xff;
		hash.update(chunk);
		if (!stream.write(Buffer.from(chunk))) await new Promise<void>((resolve) => stream.once("drain", () => resolve()));
	}
	await new Promise<void>((resolve, reject) =>
		stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
	);
	return hash.digest("hex");
}

/** `curl -T file url`: the upload speed in MB/s, after checking the status. */
export async function curlUpload(file: string, url: string, okStatuses: string[]): Promise<number> {
	const [speed = "0", status = ""] = (
		await curlOutput(["-s", "-o", "/dev/null", "-w", "%{speed_upload} %{http_code}", "-T", file, url])
	)
		.trim()
		.split(" ");
	if (!okStatuses.includes(status)) throw new Error(`curl -T ${url}: status ${status}`);
	return Number(speed) / 1e6;
}

/** What curl prints on stdout for `args`, once it has exited. */
function curlOutput(args: string[]): Promise<string> {
	return new Promise((resolve, reject) => {
		const child = spawn("curl", args, { stdio: ["ignore", "pipe", "inherit"] });
		let output = "";
		child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
		child.on("error", reject);
		child.on("close", () => resolve(output));
	});
}

/**
 * Seconds curl takes to POST each file to its URL, one after another over one connection where it can
 * (`-T`, as {@link curlUpload} sends to nginx, so both servers get the same client), with `headers`;
 * rejects unless every answer is 200.
 */
export async function curlPostAll(uploads: { file: string; url: string }[], headers: string[]): Promise<number> {
	const args = uploads.flatMap(({ file, url }, index) => [
		...(index > 0 ? ["--next"] : []),
		"-s",
		"-o",
		"/dev/null",
		"-w",
		"%{time_total} %{http_code}\\n",
		"-X",
		"POST",
		...headers.flatMap((header) => ["-H", header]),
		"-T",
		file,
		url,
	]);
	const lines = (await curlOutput(args)).trim().split("\n");
	const failed = lines.filter((line) => !line.endsWith(" 200"));
	if (lines.length !== uploads.length || failed.length > 0)
		throw new Error(`curl POST: ${failed.join(", ") || "too few answers"}`);
	return lines.reduce((sum, line) => sum + Number(line.split(" ")[0]), 0);
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

/** nginx with WebDAV PUT into `directory/www` on a loopback port; undefined when nginx is not installed. */
export async function startDavNginx(directory: string, port: number): Promise<ChildProcess | undefined> {
	if (spawnSync("nginx", ["-v"]).error) return undefined;
	await mkdir(join(directory, "www"), { recursive: true });
	await mkdir(join(directory, "tmp"), { recursive: true });
	// Workers run as an unprivileged user: let them reach the folder and write in it.
	await chmod(dirname(directory), 0o755);
	for (const sub of ["", "www", "tmp"]) await chmod(join(directory, sub), 0o777);
	const config = `daemon off;\nworker_processes 1;\npid ${directory}/nginx.pid;\nerror_log ${directory}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${directory}/tmp;\n  proxy_temp_path ${directory}/tmp;\n  fastcgi_temp_path ${directory}/tmp;\n  uwsgi_temp_path ${directory}/tmp;\n  scgi_temp_path ${directory}/tmp;\n  server {\n    listen 127.0.0.1:${port};\n    root ${directory}/www;\n    client_max_body_size 0;\n    location / { dav_methods PUT DELETE; create_full_put_path on; }\n  }\n}\n`;
	await writeFile(join(directory, "nginx.conf"), config);
	const child = spawn("nginx", ["-c", join(directory, "nginx.conf"), "-p", directory], { stdio: "ignore" });
	await waitFor(`http://127.0.0.1:${port}/`);
	return child;
}

/**
 * Starts `atrium serve` (SQLite + disk) through the `atrium` launcher, as operators run it (with its
 * V8 flags, decision 050), in its own processes, so their CPU and memory can be read from /proc.
 */
export async function startAtrium(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
	const child = spawn(
		process.execPath,
		[ATRIUM_BIN, "serve", "--port", "0", "--host", "127.0.0.1", "--data", dataDir],
		{
			env: { ...process.env, DATABASE_URL: "", ATRIUM_STORAGE: "", ATRIUM_WORKERS: "1" },
			stdio: ["ignore", "pipe", "inherit"],
		},
	);
	return { url: await hubReadyUrl(child), child };
}

/** A process and its descendants (a launcher may run the server in a child). */
async function processTree(pid: number): Promise<number[]> {
	const { readdir } = await import("node:fs/promises");
	const parents = new Map<number, number>();
	for (const name of await readdir("/proc")) {
		if (!/^\d+$/.test(name)) continue;
		const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
		const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
		parents.set(Number(name), ppid);
	}
	const tree = [pid];
	for (let index = 0; index < tree.length; index++)
		for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child);
	return tree;
}

/** CPU seconds (user + system) used so far by a process and its descendants. */
async function cpuSeconds(pid: number): Promise<number> {
	let ticks = 0;
	for (const member of await processTree(pid)) {
		const stat = await readFile(`/proc/${member}/stat`, "utf8").catch(() => "");
		const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
		ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
	}
	return ticks / 100;
}

/** Resident memory (now, or the peak) of a process and its descendants, MiB. */
async function rssMiB(pid: number, field: "VmRSS" | "VmHWM"): Promise<number> {
	let kib = 0;
	for (const member of await processTree(pid)) {
		const status = await readFile(`/proc/${member}/status`, "utf8").catch(() => "");
		kib += Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
	}
	return kib / 1024;
}

/**
 * Upload throughput of one large LFS file: `curl -T` to the upload link an LFS batch request hands
 * out (the hub hashes, stages and promotes the bytes) against `curl -T` of the same file to nginx's
 * WebDAV PUT, interleaved, best of `runs` each and the ratio of each pair; plus the hub process's peak RSS.
 */
export async function uploadThroughput(workdir: string, megabytes: number, runs = 5): Promise<UploadThroughput> {
	const file = join(workdir, "upload-big.bin");
	const sha256 = await writeBigFile(file, megabytes);
	const size = megabytes * (1 << 20);

	const dataDir = join(workdir, "upload-hub");
	await mkdir(dataDir, { recursive: true });
	const db = await createDb({ sqlitePath: join(dataDir, "atrium.db") });
	const storage = new FsBlobStorage(join(dataDir, "files"));
	await addTestUser(db, "operator", { admin: true });
	const user = await addTestUser(db, "bench");
	await createCommit(
		{ db, storage },
		{ type: "model", repoId: "bench/upload", files: [fileFromBytes("README.md", "# bench\n")], title: "init" },
	);
	await db.kysely.destroy();

	const atrium = await startAtrium(dataDir);
	const pid = atrium.child.pid ?? 0;
	const nginxDir = join(workdir, "upload-nginx");
	const nginx = await startDavNginx(nginxDir, 23_000 + Math.floor(Math.random() * 900));
	const nginxPort = nginx
		? Number(/listen 127\.0\.0\.1:(\d+)/.exec(await readFile(join(nginxDir, "nginx.conf"), "utf8"))?.[1])
		: 0;
	try {
		const idle = await rssMiB(pid, "VmRSS");
		let bestAtrium = 0;
		let bestNginx = 0;
		let atriumCpu = 0;
		let nginxCpu = 0;
		const pairRatios: number[] = [];
		for (let run = 0; run < runs; run++) {
			await storage.delete(blobKey(sha256));
			const response = await fetch(`${atrium.url}/bench/upload.git/info/lfs/objects/batch`, {
				method: "POST",
				headers: { "content-type": "application/vnd.git-lfs+json", ...user.auth() },
				body: JSON.stringify({ operation: "upload", transfers: ["basic"], objects: [{ oid: sha256, size }] }),
			});
			const href = ((await response.json()) as { objects: { actions?: { upload?: { href: string } } }[] }).objects[0]
				?.actions?.upload?.href;
			if (!href) throw new Error("the batch answer has no upload link");
			const atriumBefore = await cpuSeconds(pid);
			const atriumSpeed = await curlUpload(file, href, ["200"]);
			bestAtrium = Math.max(bestAtrium, atriumSpeed);
			atriumCpu += (await cpuSeconds(pid)) - atriumBefore;
			if ((await storage.stat(blobKey(sha256)))?.size !== size) throw new Error("the upload did not store the file");
			if (nginx) {
				await rm(join(nginxDir, "www", "big.bin"), { force: true });
				const nginxBefore = await cpuSeconds(nginx.pid ?? 0);
				const nginxSpeed = await curlUpload(file, `http://127.0.0.1:${nginxPort}/big.bin`, ["201", "204"]);
				bestNginx = Math.max(bestNginx, nginxSpeed);
				pairRatios.push(atriumSpeed / nginxSpeed);
				nginxCpu += (await cpuSeconds(nginx.pid ?? 0)) - nginxBefore;
			}
		}
		return {
			atrium: bestAtrium,
			...(nginx ? { nginx: bestNginx, nginxCpuSeconds: nginxCpu / runs } : {}),
			atriumCpuSeconds: atriumCpu / runs,
			pairRatios,
			atriumPeakRssMiB: await rssMiB(pid, "VmHWM"),
			atriumIdleRssMiB: idle,
		};
	} finally {
		nginx?.kill("SIGQUIT");
		atrium.child.kill("SIGTERM");
		await new Promise((resolve) => atrium.child.once("exit", resolve));
		await rm(file, { force: true });
	}
}
