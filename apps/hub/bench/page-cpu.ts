import { execFileSync } from "node:child_process";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { freePort, startNginx } from "../src/testing/nginx.ts";
import { signalGroup, spawnHub } from "../src/testing/spawn-hub.ts";

/**
 * The pages people open most, on the sample catalogue: a model page, the models list, a dataset page,
 * and a repeat visit of the model page (the browser's `If-None-Match`, answered `304`).
 */
export const PAGES: { name: string; path: string; revisit?: boolean }[] = [
	{ name: "model page", path: "/atrium/tiny-gpt" },
	{ name: "models list", path: "/models" },
	{ name: "dataset page", path: "/datasets/atrium/tiny-reviews" },
	{ name: "model page, repeat visit", path: "/atrium/tiny-gpt", revisit: true },
];

/** The visitor of the repeat visits: their anti-forgery cookie (what the hub set on their first visit). */
const VISITOR_COOKIE = "atrium_csrf=page-cpu-bench-visitor-012345678";

/** Clock ticks per second of /proc/<pid>/stat times. */
const TICKS = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

/** The pids of `root` and every process below it (a hub's primary and its workers). */
async function processTree(root: number): Promise<number[]> {
	const parents = new Map<number, number>();
	for (const entry of await readdir("/proc")) {
		if (!/^\d+$/.test(entry)) continue;
		const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
		const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
		parents.set(Number(entry), Number(fields[1]));
	}
	const tree = [root];
	for (let i = 0; i < tree.length; i++)
		for (const [pid, parent] of parents) if (parent === tree[i] && !tree.includes(pid)) tree.push(pid);
	return tree;
}

/** CPU seconds (user + system, every thread) the processes have used so far. */
async function cpuSeconds(pids: number[]): Promise<number> {
	let ticks = 0;
	for (const pid of pids) {
		const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
		const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
		// Fields 14 and 15 of stat(5) (utime, stime), counted from field 3 (state) here.
		ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
	}
	return ticks / TICKS;
}

interface Answer {
	status: number;
	body: Buffer;
	encoding: string;
	etag: string;
	policy: string;
}

/** One GET as a browser sends it (gzip accepted, plus `headers`): status, the bytes as sent, and a few headers. */
function get(agent: Agent, url: string, headers: Record<string, string> = {}): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const sent = { "accept-encoding": "gzip", accept: "text/html", ...headers };
		const req = request(url, { agent, headers: sent }, (res) => {
			const chunks: Buffer[] = [];
			res.on("data", (chunk: Buffer) => chunks.push(chunk));
			res.on("end", () =>
				resolve({
					status: res.statusCode ?? 0,
					body: Buffer.concat(chunks),
					encoding: String(res.headers["content-encoding"] ?? ""),
					etag: String(res.headers.etag ?? ""),
					policy: String(res.headers["content-security-policy"] ?? ""),
				}),
			);
			res.on("error", reject);
		});
		req.on("error", reject);
		req.end();
	});
}

/** `count` requests of `url` (with `headers`) over `connections` keep-alive connections, each answered `status`: pages per second. */
async function load(
	url: string,
	count: number,
	connections: number,
	headers: Record<string, string>,
	status: number,
): Promise<number> {
	const agent = new Agent({ keepAlive: true, maxSockets: connections });
	let issued = 0;
	const started = performance.now();
	await Promise.all(
		Array.from({ length: connections }, async () => {
			while (issued < count) {
				issued++;
				const answer = await get(agent, url, headers);
				if (answer.status !== status) throw new Error(`${url}: ${answer.status}, not ${status}`);
			}
		}),
	);
	const seconds = (performance.now() - started) / 1000;
	agent.destroy();
	return count / seconds;
}

/** CPU ms per page of a server's processes and its pages/s, over `count` requests at `connections`. */
async function measure(
	pids: number[],
	url: string,
	count: number,
	connections: number,
	revisit = false,
): Promise<{ cpuMsPerPage: number; pagesPerSecond: number }> {
	// A repeat visit sends the tag this server gave the same visitor the first time.
	let headers: Record<string, string> = {};
	if (revisit) {
		const agent = new Agent();
		const first = await get(agent, url, { cookie: VISITOR_COOKIE });
		agent.destroy();
		if (!first.etag) throw new Error(`${url}: no ETag to revisit with`);
		headers = { cookie: VISITOR_COOKIE, "if-none-match": first.etag };
	}
	const before = await cpuSeconds(pids);
	const pagesPerSecond = await load(url, count, connections, headers, revisit ? 304 : 200);
	const after = await cpuSeconds(pids);
	return { cpuMsPerPage: ((after - before) * 1000) / count, pagesPerSecond };
}

export interface PageCpuRow {
	page: string;
	path: string;
	bytes: number;
	gzipBytes: number;
	hubCpuMs: number;
	hubPagesPerSecond: number;
	nginxCpuMs: number;
	nginxPagesPerSecond: number;
}

/**
 * Hub CPU per page and pages/s at `connections` for {@link PAGES}, from `atrium serve` with
 * `workers` workers on the sample catalogue, next to nginx serving byte-identical copies (the hub's
 * gzipped answers, `gzip_static`) in the same run, interleaved `rounds` times (best pages/s, lowest
 * CPU kept). CPU is read from /proc for the hub's whole process tree, so a busy machine changes
 * pages/s but hardly the CPU per page.
 */
export async function pageCpu(
	workdir: string,
	options: {
		workers?: number;
		count?: number;
		connections?: number;
		rounds?: number;
		env?: Record<string, string>;
	} = {},
): Promise<PageCpuRow[]> {
	const { workers = 2, count = 300, connections = 32, rounds = 2 } = options;
	const dataDir = join(workdir, "page-cpu-data");
	const www = join(workdir, "page-cpu-nginx", "www");
	await mkdir(www, { recursive: true });
	const hub = await spawnHub(dataDir, { ATRIUM_WORKERS: String(workers), ...options.env });
	let nginx: { stop: () => Promise<void>; url: string; pid?: number } | undefined;
	try {
		const agent = new Agent({ keepAlive: true });
		const copies: { name: string; path: string; file: string; bytes: number; gzipBytes: number; revisit: boolean }[] =
			[];
		for (const { name, path, revisit = false } of PAGES) {
			// Warm every worker (modules, card cache, statement caches) before the copy and the counts.
			for (let i = 0; i < 10 * workers; i++) await get(agent, `${hub.url}${path}`);
			const page = await get(agent, `${hub.url}${path}`);
			if (page.status !== 200 || page.encoding !== "gzip") throw new Error(`${path}: ${page.status} ${page.encoding}`);
			const file = `${path.replaceAll("/", "_")}.html`;
			const html = gunzipSync(page.body);
			checkNonces(path, html.toString(), page.policy);
			await writeFile(join(www, file), html);
			await writeFile(join(www, `${file}.gz`), page.body);
			copies.push({ name, path, file, bytes: html.length, gzipBytes: page.body.length, revisit });
		}
		agent.destroy();
		nginx = await startNginx(
			join(workdir, "page-cpu-nginx"),
			await freePort(),
			`    root ${www};\n    gzip_static on;`,
		);
		const nginxPids = await nginxTree(join(workdir, "page-cpu-nginx"));
		const hubPids = await processTree(hub.serverPid);
		const rows: PageCpuRow[] = [];
		for (const copy of copies) {
			let best: PageCpuRow | undefined;
			for (let round = 0; round < rounds; round++) {
				const atrium = await measure(hubPids, `${hub.url}${copy.path}`, count, connections, copy.revisit);
				const plain = await measure(nginxPids, `${nginx.url}/${copy.file}`, count, connections, copy.revisit);
				best = {
					page: copy.name,
					path: copy.path,
					bytes: copy.bytes,
					gzipBytes: copy.gzipBytes,
					hubCpuMs: Math.min(best?.hubCpuMs ?? Infinity, atrium.cpuMsPerPage),
					hubPagesPerSecond: Math.max(best?.hubPagesPerSecond ?? 0, atrium.pagesPerSecond),
					nginxCpuMs: Math.min(best?.nginxCpuMs ?? Infinity, plain.cpuMsPerPage),
					nginxPagesPerSecond: Math.max(best?.nginxPagesPerSecond ?? 0, plain.pagesPerSecond),
				};
			}
			if (best) rows.push(best);
		}
		return rows;
	} finally {
		await nginx?.stop();
		signalGroup(hub, "SIGTERM");
		await hub.exited;
	}
}

/**
 * Every script nonce of a page is the one its policy names (a kept page gets a fresh one per
 * visitor). A model page has none: it loads only the enhancement script, from a file.
 */
function checkNonces(path: string, html: string, policy: string): void {
	const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
	const inPage = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
	if (!nonce || inPage.some((value) => value !== nonce))
		throw new Error(`${path}: the page's nonces ${inPage.join(", ")} are not its policy's ${nonce}`);
}

/** The pid nginx wrote in its directory (one process: no master). */
async function nginxTree(directory: string): Promise<number[]> {
	const pid = Number((await readFile(join(directory, "nginx.pid"), "utf8")).trim());
	return processTree(pid);
}

/** The table rows of {@link pageCpu}. */
export function pageCpuRows(rows: PageCpuRow[]): (string | number)[][] {
	return rows.map((row) => [
		row.page,
		`${(row.bytes / 1024).toFixed(0)} KiB (${(row.gzipBytes / 1024).toFixed(0)} gz)`,
		row.hubCpuMs.toFixed(2),
		row.nginxCpuMs.toFixed(3),
		row.hubPagesPerSecond.toFixed(0),
		row.nginxPagesPerSecond.toFixed(0),
		(row.hubPagesPerSecond / row.nginxPagesPerSecond).toFixed(3),
	]);
}

export const PAGE_CPU_COLUMNS = [
	"page",
	"size",
	"hub CPU ms/page",
	"nginx CPU ms/page",
	"hub pages/s",
	"nginx pages/s",
	"ratio",
];
