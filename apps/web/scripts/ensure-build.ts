/**
 * Builds the site unless `build/` is newer than every source it is made from (the app, the docs,
 * the workspace packages it bundles: the task catalogue, the snippets, the API contract). `npm start` runs it before the hub, so a fresh clone serves the site;
 * the end-to-end tests and the bench call `ensureBuild()` too.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const REPO_DIR = path.resolve(WEB_DIR, "../..");

function newestMtime(dir: string): number {
	let newest = 0;
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
		else newest = Math.max(newest, statSync(full).mtimeMs);
	}
	return newest;
}

/** Whether the server build is missing or older than a source. */
export function buildIsStale(): boolean {
	const entry = path.join(WEB_DIR, "build/server/index.js");
	const packages = ["tasks", "inference-snippets", "hub-api"].map((name) =>
		path.join(REPO_DIR, "packages", name, "src"),
	);
	const sources = [path.join(WEB_DIR, "app"), path.join(REPO_DIR, "docs"), ...packages];
	return !existsSync(entry) || statSync(entry).mtimeMs <= Math.max(...sources.map(newestMtime));
}

/** A folder whose existence means a build is running (mkdir is atomic): test files that build at once take turns. */
const LOCK = path.join(WEB_DIR, ".build-lock");
/** A lock older than this was left by a build that died. */
const STALE_LOCK_MS = 10 * 60_000;

function takeLock(): void {
	const deadline = Date.now() + STALE_LOCK_MS;
	for (;;) {
		try {
			mkdirSync(LOCK);
			return;
		} catch {
			const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
			if (age > STALE_LOCK_MS || Date.now() > deadline) rmSync(LOCK, { recursive: true, force: true });
			else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
		}
	}
}

/**
 * Runs `react-router build` (production mode) when the build is stale; throws when it fails. Builds
 * started at once (parallel test files) run one at a time, and the later ones find the build fresh.
 */
export function ensureBuild(options: { log?: (line: string) => void } = {}): void {
	if (!buildIsStale()) return;
	takeLock();
	try {
		if (!buildIsStale()) return;
		options.log?.("[atrium] building the site (first start, or its sources changed)…");
		const result = spawnSync(process.execPath, [path.join(REPO_DIR, "node_modules/.bin/react-router"), "build"], {
			cwd: WEB_DIR,
			encoding: "utf8",
			// Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
			env: { ...process.env, NODE_ENV: "production" },
		});
		if (result.status !== 0) throw new Error(`react-router build failed:\n${result.stdout}\n${result.stderr}`);
	} finally {
		rmSync(LOCK, { recursive: true, force: true });
	}
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
	ensureBuild({ log: (line) => console.log(line) });
}
