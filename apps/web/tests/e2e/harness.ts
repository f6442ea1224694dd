import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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

export { ensureBuild } from "../../scripts/ensure-build.ts";

/** Repositories the tests visit, which differ between the real hub's seed and the fake API. */
export interface SiteContent {
	/** A fill-mask model with transformers snippets. */
	model: string;
	/** A conversational text-generation model. */
	chatModel: string;
	/** A model with GGUF files (local apps). */
	ggufModel: string;
	/** A model whose card tries every trick in the book. */
	hostileModel: string;
}

/** A running site. */
export interface RunningSite {
	url: string;
	/** "hub" when the real hub serves the site, "fake" for the fake API. */
	mode: "hub" | "fake";
	content: SiteContent;
	stop(): void;
}

const HUB_CLI = path.join(REPO_DIR, "apps/hub/src/cli.ts");

/** A model card that would run script if the site rendered it unsanitised. */
export const HOSTILE_CARD = `---
license: mit
---

# Totally normal model

<script>window.__pwned = true</script>

<img src="x.png" onerror="window.__pwned = true">

<a href="javascript:window.__pwned=true">Click me</a>

[Another link](javascript:window.__pwned=true)

<div style="position:fixed;inset:0" onmouseover="window.__pwned=true">Hover</div>

<iframe src="https://evil.example/"></iframe>
`;

function waitForUrl(child: ChildProcess, pattern: RegExp, what: string): Promise<string> {
	let log = "";
	return new Promise<string>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${log}`)), 60_000);
		const onData = (chunk: Buffer) => {
			log += chunk.toString();
			const m = pattern.exec(log);
			if (m?.[1]) {
				clearTimeout(timer);
				resolve(m[1]);
			}
		};
		child.stdout?.on("data", onData);
		child.stderr?.on("data", onData);
		child.on("exit", (code) => reject(new Error(`${what} exited (${code}):\n${log}`)));
	});
}

function runHubCli(args: string[]): void {
	const result = spawnSync(NODE, ["--conditions=atrium-source", HUB_CLI, ...args], { cwd: REPO_DIR, encoding: "utf8" });
	if (result.status !== 0) throw new Error(`atrium ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
}

/** Starts the real hub (seeded, plus a hostile card) serving the built site, on 127.0.0.1. */
async function startHub(): Promise<RunningSite> {
	const data = mkdtempSync(path.join(tmpdir(), "atrium-web-e2e-"));
	runHubCli(["seed", "--data", data]);
	const card = path.join(data, "hostile-card");
	mkdirSync(card);
	writeFileSync(path.join(card, "README.md"), HOSTILE_CARD);
	writeFileSync(path.join(card, "config.json"), '{"architectures": ["BertForSequenceClassification"]}\n');
	runHubCli(["import", card, "--repo", "e2e/hostile-card", "--data", data]);
	const child = spawn(
		NODE,
		["--conditions=atrium-source", HUB_CLI, "serve", "--port", "0", "--host", "127.0.0.1", "--data", data],
		// Production React, as a deployment runs it (Vitest itself sets NODE_ENV=test).
		{ cwd: REPO_DIR, env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "pipe", "pipe"] },
	);
	const url = await waitForUrl(child, /hub ready on (http:\/\/127\.0\.0\.1:\d+)/, "the hub");
	return {
		url,
		mode: "hub",
		content: {
			model: "atrium/tiny-bert-mlm",
			chatModel: "atrium/tiny-gpt",
			ggufModel: "atrium/tiny-llama-gguf",
			hostileModel: "e2e/hostile-card",
		},
		stop: () => {
			child.kill();
			rmSync(data, { recursive: true, force: true });
		},
	};
}

/** Starts `scripts/serve.ts` (the built site + the fake API) on 127.0.0.1 and a free port. */
async function startFake(): Promise<RunningSite> {
	const child: ChildProcess = spawn(NODE, ["--conditions=atrium-source", "scripts/serve.ts"], {
		cwd: WEB_DIR,
		env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1" },
		stdio: ["ignore", "pipe", "pipe"],
	});
	const url = await waitForUrl(child, /(http:\/\/127\.0\.0\.1:\d+)/, "the site");
	return {
		url,
		mode: "fake",
		content: {
			model: "acme/tiny-bert",
			chatModel: "acme/chat-7b",
			ggufModel: "acme/gguf-chat",
			hostileModel: "acme/hostile-card",
		},
		stop: () => child.kill(),
	};
}

/**
 * Starts the site for the end-to-end tests: the real hub when `apps/hub` is in the workspace
 * (`ATRIUM_E2E_FAKE=1` forces the fake API), else the fake API.
 */
export function startSite(): Promise<RunningSite> {
	return existsSync(HUB_CLI) && process.env.ATRIUM_E2E_FAKE !== "1" ? startHub() : startFake();
}

/** Launches Debian's Chromium headless. */
export function launchChromium(): Promise<Browser> {
	return chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
}
