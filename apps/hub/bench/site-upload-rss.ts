/**
 * Peak memory of a hub while signed-in clients post large bodies to the site's upload form (issue 18
 * item 5): `node --conditions=atrium-source bench/site-upload-rss.ts [clients] [MiB]` from apps/hub,
 * with the web package built (`npm run build -w @atrium/web`). Spawns `atrium serve` (one process),
 * then `clients` clients each post a multipart form of `MiB` MiB (declared `Content-Length`, as a
 * browser sends it) to `/alice/big/upload/main`, writing only as fast as the hub reads, until the hub
 * answers. Prints each answer and the server's resident memory before and at its peak (`VmHWM`).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { ATRIUM_BIN, killSpawnedHubs, runAtrium, spawnHub } from "../src/testing/spawn-hub.ts";

const clients = Number(process.argv[2] ?? 8);
const mib = Number(process.argv[3] ?? 400);
mkdirSync("/tmp/upload2-data", { recursive: true });
const dataDir = mkdtempSync("/tmp/upload2-data/bench-");
const env = { DATABASE_URL: "", ATRIUM_STORAGE: "", ATRIUM_DATA_DIR: "", PORT: "", ATRIUM_WORKERS: "" };
execFileSync(process.execPath, [ATRIUM_BIN, "users", "add", "alice", "--password-stdin", "--data", dataDir], {
	input: "correct horse battery staple\n",
	env: { ...process.env, ...env },
});
const token = (await runAtrium(["tokens", "create", "alice", "--role", "write", "--data", dataDir]))
	.trim()
	.split("\n")
	.pop();
// One process serves (ATRIUM_WORKERS=1), so its memory is the worker's.
const hub = await spawnHub(dataDir, { ATRIUM_WORKERS: "1" });
// A failed step (sign-in, repository) still stops the hub and removes its data.
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
process.on("uncaughtException", (error) => {
	console.error(error);
	void killSpawnedHubs().then(() => process.exit(1));
});
const auth = { Authorization: `Bearer ${token ?? ""}` };
// The clients are signed in as a browser is: a session cookie, and the anti-forgery token in its cookie and the form.
const csrf = "bench-csrf-token-0123456789abcde";
const signedIn = await fetch(`${hub.url}/api/auth/signin`, {
	method: "POST",
	headers: { "content-type": "application/json", cookie: `atrium_csrf=${csrf}`, "x-csrf-token": csrf },
	body: JSON.stringify({ name: "alice", password: "correct horse battery staple" }),
});
if (!signedIn.ok) throw new Error(`signin: ${signedIn.status} ${await signedIn.text()}`);
const session = signedIn.headers
	.getSetCookie()
	.map((cookie) => cookie.split(";")[0])
	.join("; ");
const browser = { cookie: `${session}; atrium_csrf=${csrf}` };
const created = await fetch(`${hub.url}/api/repos/create`, {
	method: "POST",
	headers: { ...auth, "content-type": "application/json" },
	body: JSON.stringify({ type: "model", name: "big" }),
});
if (!created.ok) throw new Error(`create: ${created.status} ${await created.text()}`);

const memory = (field: "VmRSS" | "VmHWM"): number => {
	const status = readFileSync(`/proc/${hub.serverPid}/status`, "utf8");
	return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
};
const before = memory("VmRSS");

const CHUNK = Buffer.alloc(1024 * 1024, "a");
const boundary = "----atrium-bench-boundary";
async function post(): Promise<string> {
	const head = Buffer.from(
		`--${boundary}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}\r\n` +
			`--${boundary}\r\nContent-Disposition: form-data; name="summary"\r\n\r\nbig\r\n` +
			`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
	);
	const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
	const length = head.byteLength + mib * CHUNK.byteLength + tail.byteLength;
	const url = new URL("/alice/big/upload/main", hub.url);
	return new Promise((resolve) => {
		let answered = false;
		const req = request(url, {
			method: "POST",
			headers: { ...browser, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": length },
		});
		req.on("response", (res) => {
			answered = true;
			let text = "";
			res.on("data", (d: Buffer) => (text += d.toString()));
			res.on("end", () =>
				resolve(`${res.statusCode} ${res.headers["x-error-code"] ?? res.headers.location ?? ""} ${text.slice(0, 120)}`),
			);
		});
		req.on("error", (error) => resolve(answered ? "answered, then reset" : `error ${error.message}`));
		void (async () => {
			req.write(head);
			for (let i = 0; i < mib && !answered; i++) {
				if (!req.write(CHUNK))
					await new Promise<void>((done) => {
						const finish = (): void => {
							req.off("drain", finish).off("response", finish).off("error", finish);
							done();
						};
						req.on("drain", finish).on("response", finish).on("error", finish);
					});
			}
			if (!answered) req.end(tail);
		})();
	});
}
const answers = await Promise.all(Array.from({ length: clients }, post));
const peak = memory("VmHWM");
for (const answer of answers) console.log(answer.replace(/\s+/g, " "));
console.log(
	`[site-upload-rss] ${clients} clients x ${mib} MiB: server RSS before ${before.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB`,
);
await killSpawnedHubs();
rmSync(dataDir, { recursive: true, force: true });
