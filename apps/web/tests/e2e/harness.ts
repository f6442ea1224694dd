import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { HOSTILE_CARD } from "../../fixtures/fixture-repos.ts";

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

import { ensureBuild } from "../../scripts/ensure-build.ts";

export { ensureBuild };

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
	/** A model with two commits: the second edits README.md, deletes config.json and adds notes.txt. */
	historyModel: string;
	/** A user who may sign in with {@link E2E_PASSWORD} (the real hub only; "" on the fake API). */
	writer: string;
}

/** Password of the e2e test users. */
export const E2E_PASSWORD = "e2e-correct-horse-battery";

/** A running site. */
export interface RunningSite {
	url: string;
	/** "hub" when the real hub serves the site, "fake" for the fake API. */
	mode: "hub" | "fake";
	content: SiteContent;
	stop(): Promise<void>;
}

const HUB_CLI = path.join(REPO_DIR, "apps/hub/src/cli.ts");

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

/** Runs the hub's `atrium` command from the sources to completion (`input` on stdin); its stdout. */
export function runHubCli(args: string[], input?: string): string {
	const result = spawnSync(NODE, ["--conditions=atrium-source", HUB_CLI, ...args], {
		cwd: REPO_DIR,
		encoding: "utf8",
		...(input === undefined ? {} : { input }),
	});
	if (result.status !== 0) throw new Error(`atrium ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
	return result.stdout;
}

/**
 * Starts `atrium serve` from the sources over `data` on 127.0.0.1 (`port` 0: a free one), with
 * production React as a deployment runs it (Vitest itself sets NODE_ENV=test) and `env` added;
 * resolves once it announces its URL. The caller stops `child`.
 */
export async function serveHub(
	data: string,
	options: { port?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<{ url: string; child: ChildProcess }> {
	const child = spawn(
		NODE,
		[
			"--conditions=atrium-source",
			HUB_CLI,
			"serve",
			"--port",
			String(options.port ?? 0),
			"--host",
			"127.0.0.1",
			"--data",
			data,
		],
		{
			cwd: REPO_DIR,
			// Every browser of the suite signs up from 127.0.0.1: the per-address sign-up limit (tested in the
			// hub's abuse-limits suite) would refuse the suite's own accounts, so it is off here.
			env: { ...process.env, NODE_ENV: "production", ATRIUM_SIGNUPS_PER_HOUR: "0", ...options.env },
			stdio: ["ignore", "pipe", "pipe"],
		},
	);
	return { url: await waitForUrl(child, /hub ready on (http:\/\/127\.0\.0\.1:\d+)/, "the hub"), child };
}

/**
 * Stops a server and, once it has exited, removes its data folder: removing it while the hub's
 * processes still write there (cards, conversions) fails with ENOTEMPTY (seen in a burner run).
 */
export async function stopAndRemove(child: ChildProcess, data?: string): Promise<void> {
	if (child.exitCode === null && child.signalCode === null) {
		const exited = new Promise((resolve) => child.once("exit", resolve));
		child.kill();
		await exited;
	}
	if (data) rmSync(data, { recursive: true, force: true });
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
	const history = path.join(data, "history");
	mkdirSync(history);
	writeFileSync(path.join(history, "README.md"), "# History\n\nfirst line\nsecond line\n");
	writeFileSync(path.join(history, "config.json"), '{"architectures": ["BertForMaskedLM"]}\n');
	runHubCli(["import", history, "--repo", "e2e/history", "--data", data]);
	writeFileSync(path.join(history, "README.md"), "# History\n\nfirst line\nsecond line, edited\nthird line\n");
	rmSync(path.join(history, "config.json"));
	writeFileSync(path.join(history, "notes.txt"), "added in the second commit\n");
	runHubCli(["import", history, "--repo", "e2e/history", "--data", data]);
	runHubCli(["users", "add", "e2e-writer", "--password-stdin", "--data", data], `${E2E_PASSWORD}\n`);
	const { url, child } = await serveHub(data);
	return {
		url,
		mode: "hub",
		content: {
			model: "atrium/tiny-bert-mlm",
			chatModel: "atrium/tiny-gpt",
			ggufModel: "atrium/tiny-llama-gguf",
			hostileModel: "e2e/hostile-card",
			historyModel: "e2e/history",
			writer: "e2e-writer",
		},
		stop: () => stopAndRemove(child, data),
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
			historyModel: "",
			writer: "",
		},
		stop: () => stopAndRemove(child),
	};
}

/** Why a test skips on the fake API: it writes or reads history, which only the real hub has. */
export const NEEDS_REAL_HUB = "needs the real hub (ATRIUM_E2E_FAKE=1 serves the read-only fake API)";

/**
 * Starts the site for the end-to-end tests: the real hub when `apps/hub` is in the workspace
 * (`ATRIUM_E2E_FAKE=1` forces the fake API), else the fake API.
 */
export function startSite(): Promise<RunningSite> {
	return existsSync(HUB_CLI) && process.env.ATRIUM_E2E_FAKE !== "1" ? startHub() : startFake();
}

/**
 * The site and a browser for one test file: started before its tests (the site built first if
 * stale), stopped after them. The fields are set once the file's `beforeAll` hooks have run.
 */
export function useSiteAndBrowser(): { site: RunningSite; browser: Browser } {
	const e2e = {} as { site: RunningSite; browser: Browser };
	beforeAll(async () => {
		ensureBuild();
		e2e.site = await startSite();
		e2e.browser = await launchChromium();
	}, 180_000);
	afterAll(async () => {
		await e2e.browser?.close();
		await e2e.site?.stop();
	});
	return e2e;
}

/**
 * Waits until the document's script has run: React's hydration (`data-hydrated`) or, on a page the
 * framework does not hydrate (a model page), the enhancement script (`data-enhanced`).
 */
export async function waitForPageScript(page: Page, options: { state?: "attached" } = {}): Promise<void> {
	await page.waitForSelector("html[data-hydrated], html[data-enhanced]", options);
}

/**
 * Waits until the page for `pathAndSearch` has rendered after a client-side navigation (the root
 * route's `data-shown` marker): the address bar alone changes before the new page is on screen.
 * Only with JavaScript on: without it, `waitForURL` waits for the loaded document.
 */
export async function waitForShown(page: Page, pathAndSearch: string | RegExp): Promise<void> {
	const pattern = typeof pathAndSearch === "string" ? { exact: pathAndSearch } : { source: pathAndSearch.source };
	await page.waitForFunction((expected) => {
		// `documentElement` is null for a moment while a document is being replaced.
		const shown = document.documentElement?.dataset.shown ?? "";
		return expected.exact !== undefined ? shown === expected.exact : new RegExp(expected.source ?? "").test(shown);
	}, pattern);
}

/** Launches Debian's Chromium headless. */
export function launchChromium(): Promise<Browser> {
	return chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

/** A hub of its own for one test file, with users who sign in with `password` and hold write `tokens`. */
export interface HubWithUsers {
	url: string;
	password: string;
	/** A write token per user name. */
	tokens: Record<string, string>;
	stop(): Promise<void>;
}

/**
 * Starts `atrium serve` over a fresh data folder (built site first if stale) with `users` added, each
 * with {@link E2E_PASSWORD} and a write token, and `env` added to the hub's environment.
 */
export async function startHubWithUsers(users: string[], env: NodeJS.ProcessEnv = {}): Promise<HubWithUsers> {
	ensureBuild();
	const data = mkdtempSync(path.join(tmpdir(), "atrium-e2e-hub-"));
	const tokens: Record<string, string> = {};
	for (const user of users) {
		runHubCli(["users", "add", user, "--password-stdin", "--data", data], `${E2E_PASSWORD}\n`);
		tokens[user] =
			runHubCli(["tokens", "create", user, "--role", "write", "--data", data]).trim().split("\n").at(-1) ?? "";
	}
	const { url, child } = await serveHub(data, { env });
	return {
		url,
		password: E2E_PASSWORD,
		tokens,
		stop: () => stopAndRemove(child, data),
	};
}
