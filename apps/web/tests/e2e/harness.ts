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

/** Whether `apps/hub` is in the workspace. */
export const HUB_PRESENT = existsSync(HUB_CLI);

/**
 * The databases the real hub runs on in these tests, as in the hub's own suites: every file that starts
 * a hub runs once on each (`describeOnDatabases` in `databases.ts`).
 */
export const DATABASES = ["sqlite", "postgres"] as const;
export type Database = (typeof DATABASES)[number];

/**
 * What one hub of the tests keeps: a data folder (blobs, rendered cards, and the SQLite file on SQLite)
 * and, on PostgreSQL, an empty database of its own, which the hub's commands and `serve` reach through
 * `DATABASE_URL`.
 */
export interface HubStore {
	database: Database;
	/** The data folder, passed as `--data`. */
	dir: string;
	/** What the hub's processes need in their environment for this store. */
	env: NodeJS.ProcessEnv;
	/** Removes the folder and drops the database; call it once every process of the hub has exited. */
	remove(): Promise<void>;
}

/** A fresh store on `database`: a temporary folder named `prefix…`, and a new PostgreSQL database on PostgreSQL. */
export async function createHubStore(database: Database, prefix: string): Promise<HubStore> {
	const dir = mkdtempSync(path.join(tmpdir(), prefix));
	const removeDir = () => rmSync(dir, { recursive: true, force: true });
	// An empty DATABASE_URL is unset for the hub: a developer's own DATABASE_URL must not reach a SQLite run.
	if (database === "sqlite") return { database, dir, env: { DATABASE_URL: "" }, remove: async () => removeDir() };
	// The hub's helper (and the `pg` client it uses) is there only with `apps/hub`, which a PostgreSQL run needs anyway.
	const { createTestDatabase } = await import("../../../hub/src/testing/test-postgres.ts");
	const created = await createTestDatabase("web_e2e");
	return {
		database,
		dir,
		env: { DATABASE_URL: created.url },
		remove: async () => {
			removeDir();
			await created.drop();
		},
	};
}

/** Runs the hub's `atrium` command from the sources over `store` (`--data` added) to completion (`input` on stdin); its stdout. */
export function runHubCli(store: HubStore, args: string[], input?: string): string {
	const result = spawnSync(NODE, ["--conditions=atrium-source", HUB_CLI, ...args, "--data", store.dir], {
		cwd: REPO_DIR,
		encoding: "utf8",
		env: { ...process.env, ...store.env },
		...(input === undefined ? {} : { input }),
	});
	if (result.status !== 0) throw new Error(`atrium ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
	return result.stdout;
}

/**
 * Starts `atrium serve` from the sources over `store` on 127.0.0.1 (`port` 0: a free one), with
 * production React as a deployment runs it (Vitest itself sets NODE_ENV=test) and `env` added;
 * resolves once it announces its URL. The caller stops `child`.
 */
export async function serveHub(
	store: HubStore,
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
			store.dir,
		],
		{
			cwd: REPO_DIR,
			// Every browser of the suite signs up from 127.0.0.1: the per-address sign-up limit (tested in the
			// hub's abuse-limits suite) would refuse the suite's own accounts, so it is off here.
			env: { ...process.env, NODE_ENV: "production", ATRIUM_SIGNUPS_PER_HOUR: "0", ...store.env, ...options.env },
			stdio: ["ignore", "pipe", "pipe"],
		},
	);
	try {
		return { url: await waitForUrl(child, /hub ready on (http:\/\/127\.0\.0\.1:\d+)/, "the hub"), child };
	} catch (error) {
		await stopAndRemove(child);
		throw error;
	}
}

/**
 * Stops a server and, once it has exited, removes its store: removing the folder while the hub's
 * processes still write there (cards, conversions) fails with ENOTEMPTY (seen in a burner run), and
 * a database is dropped once its connections have gone.
 */
export async function stopAndRemove(child: ChildProcess | undefined, store?: HubStore): Promise<void> {
	if (child && child.exitCode === null && child.signalCode === null) {
		const exited = new Promise((resolve) => child.once("exit", resolve));
		child.kill();
		await exited;
	}
	await store?.remove();
}

/** Starts the real hub on `database` (seeded, plus a hostile card) serving the built site, on 127.0.0.1. */
async function startHub(database: Database): Promise<RunningSite> {
	const store = await createHubStore(database, "atrium-web-e2e-");
	try {
		return await seedAndServe(store);
	} catch (error) {
		await store.remove();
		throw error;
	}
}

async function seedAndServe(store: HubStore): Promise<RunningSite> {
	const sources = path.join(store.dir, "sources");
	runHubCli(store, ["seed"]);
	const card = path.join(sources, "hostile-card");
	mkdirSync(card, { recursive: true });
	writeFileSync(path.join(card, "README.md"), HOSTILE_CARD);
	writeFileSync(path.join(card, "config.json"), '{"architectures": ["BertForSequenceClassification"]}\n');
	runHubCli(store, ["import", card, "--repo", "e2e/hostile-card"]);
	const history = path.join(sources, "history");
	mkdirSync(history);
	writeFileSync(path.join(history, "README.md"), "# History\n\nfirst line\nsecond line\n");
	writeFileSync(path.join(history, "config.json"), '{"architectures": ["BertForMaskedLM"]}\n');
	runHubCli(store, ["import", history, "--repo", "e2e/history"]);
	writeFileSync(path.join(history, "README.md"), "# History\n\nfirst line\nsecond line, edited\nthird line\n");
	rmSync(path.join(history, "config.json"));
	writeFileSync(path.join(history, "notes.txt"), "added in the second commit\n");
	runHubCli(store, ["import", history, "--repo", "e2e/history"]);
	runHubCli(store, ["users", "add", "e2e-writer", "--password-stdin"], `${E2E_PASSWORD}\n`);
	const { url, child } = await serveHub(store);
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
		stop: () => stopAndRemove(child, store),
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

/** Whether the site runs over the real hub: when `apps/hub` is in the workspace, unless `ATRIUM_E2E_FAKE=1` asks for the fake API. */
export const REAL_HUB = HUB_PRESENT && process.env.ATRIUM_E2E_FAKE !== "1";

/** Starts the site for the end-to-end tests: the real hub on `database` (see {@link REAL_HUB}), else the fake API. */
export function startSite(database: Database): Promise<RunningSite> {
	return REAL_HUB ? startHub(database) : startFake();
}

/** The site and a browser for one test file; `site` is the one of the running `describeSite` suite. */
export interface SiteAndBrowser {
	site: RunningSite;
	browser: Browser;
}

/**
 * A browser for one test file, launched before its tests and closed after them (the site built first
 * if stale). The site itself is started by each `describeSite` suite (`databases.ts`), which sets `site`.
 */
export function useSiteAndBrowser(): SiteAndBrowser {
	const e2e = {} as SiteAndBrowser;
	beforeAll(async () => {
		ensureBuild();
		e2e.browser = await launchChromium();
	}, 180_000);
	afterAll(async () => {
		await e2e.browser?.close();
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
 * Starts `atrium serve` over a fresh store on `database` (built site first if stale) with the sample
 * catalogue and `users`, each with {@link E2E_PASSWORD} and a write token, and `env` added to the
 * hub's environment.
 */
export async function startHubWithUsers(
	database: Database,
	users: string[],
	env: NodeJS.ProcessEnv = {},
): Promise<HubWithUsers> {
	ensureBuild();
	const store = await createHubStore(database, "atrium-e2e-hub-");
	const tokens: Record<string, string> = {};
	let served: Awaited<ReturnType<typeof serveHub>>;
	try {
		// `atrium serve` loads the sample catalogue into a hub without repositories: done here instead, by
		// the command, so the start that serveHub waits for is the server's alone (loading 520 repositories
		// into PostgreSQL took over a minute on a loaded 2-core machine).
		runHubCli(store, ["seed"]);
		for (const user of users) {
			runHubCli(store, ["users", "add", user, "--password-stdin"], `${E2E_PASSWORD}\n`);
			tokens[user] = runHubCli(store, ["tokens", "create", user, "--role", "write"]).trim().split("\n").at(-1) ?? "";
		}
		served = await serveHub(store, { env });
	} catch (error) {
		await store.remove();
		throw error;
	}
	const { url, child } = served;
	return {
		url,
		password: E2E_PASSWORD,
		tokens,
		stop: () => stopAndRemove(child, store),
	};
}
