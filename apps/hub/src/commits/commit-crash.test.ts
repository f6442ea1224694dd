import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { openHub } from "../main.ts";
import { addTestUser } from "../testing/accounts.ts";
import { hubReadyUrl } from "../testing/atrium-process.ts";
import { createRepo } from "./create-repo.ts";

/** The command's entry point itself (not `bin/atrium.js`, which may run it in a child process a kill would miss). */
const CLI = fileURLToPath(new URL("../cli.ts", import.meta.url));
/** Files each commit adds: a commit is visible with all of them or not at all. */
const FILES_PER_COMMIT = 40;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
	for (const cleanup of cleanups.reverse()) await cleanup();
});

/** `atrium serve` on a free port of 127.0.0.1 over `data` (SQLite + disk). */
async function serve(data: string): Promise<{ url: string; child: ChildProcess }> {
	const child = spawn(
		process.execPath,
		[
			"--conditions=atrium-source",
			"--disable-warning=ExperimentalWarning",
			CLI,
			"serve",
			"--port",
			"0",
			"--host",
			"127.0.0.1",
			"--data",
			data,
		],
		{
			env: { ...process.env, DATABASE_URL: "", ATRIUM_STORAGE: "" },
			stdio: ["ignore", "pipe", "pipe"],
		},
	);
	child.stderr?.resume(); // request logs: drained, or the child blocks on a full pipe
	cleanups.push(async () => {
		if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
	});
	return { url: await hubReadyUrl(child), child };
}

const body = (index: number): string =>
	[
		JSON.stringify({ key: "header", value: { summary: `commit ${index}` } }),
		...Array.from({ length: FILES_PER_COMMIT }, (_, j) =>
			JSON.stringify({
				key: "file",
				value: {
					path: `c${index}/f${j}.txt`,
					content: Buffer.from(`${index}-${j}-${"x".repeat(2000)}`).toString("base64"),
				},
			}),
		),
	].join("\n");

it("a hub killed with SIGKILL during commits restarts with whole commits only, an intact database, and takes the retry", async () => {
	const data = await mkdtemp(join(tmpdir(), "atrium-crash-"));
	cleanups.push(() => rm(data, { recursive: true, force: true }));
	const setup = await openHub({ data });
	const alice = await addTestUser(setup.db, "alice");
	await createRepo(setup, { type: "model", id: "alice/crash" });
	await setup.db.kysely.destroy();

	const first = await serve(data);
	const post = (url: string, index: number): Promise<Response> =>
		fetch(`${url}/api/models/alice/crash/commit/main`, {
			method: "POST",
			headers: { ...alice.auth(), "content-type": "application/x-ndjson" },
			body: body(index),
		});
	const acknowledged = new Set<number>();
	const attempted = new Set<number>();
	// Resolves when the 7th commit is acknowledged (an event, not a polling loop).
	let seventh: () => void = () => undefined;
	const sevenAcknowledged = new Promise<void>((resolve) => (seventh = resolve));
	const send = async (index: number): Promise<void> => {
		attempted.add(index);
		try {
			if ((await post(first.url, index)).ok) {
				acknowledged.add(index);
				if (acknowledged.size >= 7) seventh();
			}
		} catch {
			// the connection died with the process
		}
	};
	for (let index = 0; index < 6; index++) await send(index);
	// A burst the engine queues one after the other; the process dies once the first has landed.
	const burst = Array.from({ length: 10 }, (_, i) => send(6 + i));
	await sevenAcknowledged;
	const exited = new Promise((resolve) => first.child.once("exit", resolve));
	first.child.kill("SIGKILL");
	await exited;
	await Promise.all(burst);

	const check = new DatabaseSync(join(data, "atrium.db"));
	expect(check.prepare("pragma integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
	check.close();

	const second = await serve(data);
	const tree = (await (
		await fetch(`${second.url}/api/models/alice/crash/tree/main?recursive=true&limit=10000`, { headers: alice.auth() })
	).json()) as {
		path: string;
		type: string;
	}[];
	const perCommit = new Map<number, number>();
	for (const entry of tree) {
		const match = /^c(\d+)\/f\d+\.txt$/.exec(entry.path);
		if (match) perCommit.set(Number(match[1]), (perCommit.get(Number(match[1])) ?? 0) + 1);
	}
	// Every acknowledged commit is there, every commit that is there is whole.
	for (const index of acknowledged) expect(perCommit.get(index), `commit ${index}`).toBe(FILES_PER_COMMIT);
	for (const [index, count] of perCommit) expect(count, `commit ${index}`).toBe(FILES_PER_COMMIT);
	const history = await fetch(`${second.url}/api/models/alice/crash/commits/main?limit=1000`, {
		headers: alice.auth(),
	});
	expect(Number(history.headers.get("x-total-count"))).toBe(perCommit.size + 1);
	// Commits the client saw no answer for are sent again: each lands (a commit that had landed before
	// the kill lands again as a commit without changes), and then every attempted commit is there, whole.
	const unanswered = [...attempted].filter((index) => !acknowledged.has(index));
	expect(unanswered.length).toBeGreaterThan(0);
	for (const index of unanswered) expect((await post(second.url, index)).status).toBe(200);
	const final = (await (
		await fetch(`${second.url}/api/models/alice/crash/tree/main?recursive=true&limit=10000`, { headers: alice.auth() })
	).json()) as { path: string }[];
	for (const index of attempted)
		expect(final.filter((entry) => entry.path.startsWith(`c${index}/`)).length, `commit ${index}`).toBe(
			FILES_PER_COMMIT,
		);
	const after = await fetch(`${second.url}/api/models/alice/crash/commits/main?limit=1`, { headers: alice.auth() });
	expect(Number(after.headers.get("x-total-count"))).toBe(perCommit.size + unanswered.length + 1);
	const stopped = new Promise((resolve) => second.child.once("exit", resolve));
	second.child.kill("SIGTERM");
	await stopped;
}, 120_000);
