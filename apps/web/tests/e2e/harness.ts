import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";

/** The web package folder. */
export const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const REPO_DIR = path.resolve(WEB_DIR, "../..");
const NODE = path.join(REPO_DIR, "node_modules/.bin/node");

/** Chromium flags for headless runs on these machines. */
export const CHROMIUM_ARGS = [
	"--headless",
	"--no-sandbox",
	"--disable-gpu",
	"--disable-quic",
	"--no-first-run",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
];

function newestMtime(dir: string): number {
	let newest = 0;
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
		else newest = Math.max(newest, statSync(full).mtimeMs);
	}
	return newest;
}

/** Builds the site unless `build/` is newer than every source it comes from. */
export function ensureBuild(): void {
	const entry = path.join(WEB_DIR, "build/server/index.js");
	const sources = [path.join(WEB_DIR, "app"), path.join(REPO_DIR, "docs"), path.join(REPO_DIR, "packages/tasks/src")];
	if (existsSync(entry) && statSync(entry).mtimeMs > Math.max(...sources.map(newestMtime))) return;
	const result = spawnSync(NODE, [path.join(REPO_DIR, "node_modules/.bin/react-router"), "build"], {
		cwd: WEB_DIR,
		encoding: "utf8",
		// Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
		env: { ...process.env, NODE_ENV: "production" },
	});
	if (result.status !== 0) throw new Error(`react-router build failed:\n${result.stdout}\n${result.stderr}`);
}

/** A running site in front of the fake API. */
export interface RunningSite {
	url: string;
	stop(): void;
}

/** Starts `scripts/serve.ts` (the built site + the fake API) on 127.0.0.1 and a free port. */
export async function startSite(): Promise<RunningSite> {
	const child: ChildProcess = spawn(NODE, ["--conditions=atrium-source", "scripts/serve.ts"], {
		cwd: WEB_DIR,
		env: { ...process.env, PORT: "0", HOST: "127.0.0.1" },
		stdio: ["ignore", "pipe", "pipe"],
	});
	let log = "";
	const url = await new Promise<string>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`site did not start:\n${log}`)), 30_000);
		child.stdout?.on("data", (chunk: Buffer) => {
			log += chunk.toString();
			const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(log);
			if (m?.[1]) {
				clearTimeout(timer);
				resolve(m[1]);
			}
		});
		child.stderr?.on("data", (chunk: Buffer) => {
			log += chunk.toString();
		});
		child.on("exit", (code) => reject(new Error(`site exited (${code}):\n${log}`)));
	});
	return { url, stop: () => child.kill() };
}

/** Launches Debian's Chromium headless. */
export function launchChromium(): Promise<Browser> {
	return chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
}
