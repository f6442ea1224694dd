import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RequestHandler, ServerBuild } from "react-router";
import type { ApiFetch, SiteContext } from "../app/lib/api-context.ts";
import type { CardRenderer } from "../app/lib/card-renderer.ts";
import { cardDiskCache } from "./card-disk-cache.ts";
import { compressResponse } from "./compress.ts";
import { contentSecurityPolicy, newNonce } from "./content-security-policy.ts";
import { createCardRenderer, type CardRendererOptions } from "./markdown-pool.ts";
import { serveFile } from "./static-files.ts";

/**
 * Loads React Router and the server build, and returns the page renderer. The build is
 * production React: when the host has not set `NODE_ENV`, it is set to "production" before React
 * loads (React would pick its development build, several times slower to render).
 */
async function loadRenderer(
	serverEntry: string,
	site: SiteContext,
	frameOrigins: readonly string[],
): Promise<(request: Request) => Promise<Response>> {
	process.env.NODE_ENV ??= "production";
	const [{ createRequestHandler, RouterContextProvider }, { siteContext }] = await Promise.all([
		import("react-router"),
		import("../app/lib/api-context.ts"),
	]);
	const handle: RequestHandler = createRequestHandler(() => import(serverEntry) as Promise<ServerBuild>, "production");
	return async (request) => {
		const nonce = newNonce();
		const context = new RouterContextProvider();
		context.set(siteContext, { ...site, nonce, apiFetch: asCaller(site.apiFetch, request) });
		const rendered = await handle(request, context);
		// A form posted as a document that succeeded is sent on with 303 See Other (`redirect()` says 302):
		// the browser loads the next page with a GET, and going back does not offer to post again.
		const seeOther = request.method === "POST" && rendered.status === 302;
		// Pages (and their data requests) carry the policy their inline scripts were rendered for.
		const response = new Response(
			rendered.body,
			seeOther ? { status: 303, statusText: "See Other", headers: rendered.headers } : rendered,
		);
		response.headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, frameOrigins));
		return response;
	};
}

/**
 * Headers of the page request the site repeats on its API calls, so the hub answers as the reader
 * (their session cookie) and knows their address and scheme (the internal headers the hub added).
 */
const CALLER_HEADERS = ["cookie", "x-atrium-client-address", "x-atrium-secure"];

/** An `apiFetch` that calls the hub as the reader of `request`. */
function asCaller(apiFetch: ApiFetch, request: Request): ApiFetch {
	const forwarded = CALLER_HEADERS.flatMap((name) => {
		const value = request.headers.get(name);
		return value === null ? [] : [[name, value] as const];
	});
	if (forwarded.length === 0) return apiFetch;
	return (path, init) => {
		const headers = new Headers(init?.headers);
		for (const [name, value] of forwarded) if (!headers.has(name)) headers.set(name, value);
		return apiFetch(path, { ...init, headers });
	};
}

/** Options of {@link createSiteHandler}. */
export interface SiteHandlerOptions {
	/** Calls the hub API (`/api/...`, `/{repo}/resolve/...`); the site reads nothing else. */
	apiFetch: ApiFetch;
	/** Repository for "Update on GitHub" links. Default: the root package.json `repository`. */
	repositoryUrl?: string;
	/** Folder of the site build (`build/` of this package). */
	buildDir?: string;
	/** Folder of the task demo assets. Default: `assets/` of `@atrium/tasks`. */
	taskAssetsDir?: string;
	/** Budgets of the card renderer's worker pool (time, memory, sizes). */
	cards?: CardRendererOptions;
	/** Origins pages may frame besides YouTube's: the hub's spaces origin (static spaces). */
	frameOrigins?: string[];
	/**
	 * A folder the host's processes share rendered cards in (`card-disk-cache.ts`), so each card is
	 * rendered once for the whole hub, not once per worker. Without it, each process keeps its own.
	 */
	cardCacheDir?: string;
}

/** Bytes of rendered cards kept in {@link SiteHandlerOptions.cardCacheDir}. */
const CARD_CACHE_BYTES = 256 * 1024 * 1024;
/** Bump when the card pipeline changes in a way the build's hash would not show (development runs from source). */
const CARD_RENDERER_VERSION = "1";

/** The site, as a fetch handler the hub mounts behind its own routes. */
export interface SiteHandler {
	/** Answers one request: a client asset, a task demo asset, or a server-rendered page. */
	fetch(request: Request): Promise<Response>;
	/** Folder of the client assets (`build/client`), for hosts that serve them themselves. */
	assetsDir: string;
	/** Stops the card renderer's workers. */
	close(): Promise<void>;
	/** Names this build (a hash of the server build): a host keying cached pages includes it. */
	buildId: string;
}

/** A short hash of the server build's entry, or `unbuilt` when there is none. */
function buildIdOf(serverEntryPath: string): string {
	try {
		return createHash("sha256").update(readFileSync(serverEntryPath)).digest("hex").slice(0, 16);
	} catch {
		return "unbuilt";
	}
}

/** Whether a request body is a form, the only kind page actions read. */
function isFormBody(contentType: string | null): boolean {
	const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
	return type === "multipart/form-data" || type === "application/x-www-form-urlencoded";
}

/** URL prefix of the task demo assets: `/task-assets/<task>/<file>`. */
export const TASK_ASSETS_PATH = "/task-assets";

const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.resolve(here, path.basename(here) === "server" ? ".." : "../..");
const DEFAULT_REPOSITORY = "https://github.com/atrium-hub/atrium";

function defaultTaskAssetsDir(): string {
	try {
		return path.join(path.dirname(fileURLToPath(import.meta.resolve("@atrium/tasks/package.json"))), "assets");
	} catch {
		return path.resolve(packageDir, "../../packages/tasks/assets");
	}
}

function defaultRepositoryUrl(): string {
	try {
		const pkg = JSON.parse(readFileSync(path.resolve(packageDir, "../../package.json"), "utf8")) as {
			repository?: string | { url?: string };
		};
		const url = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
		return url ? url.replace(/^git\+/, "").replace(/\.git$/, "") : DEFAULT_REPOSITORY;
	} catch {
		return DEFAULT_REPOSITORY;
	}
}

/**
 * Creates the site handler over the server build (`build/server/index.js`, made by
 * `npm run build -w @atrium/web`). Client assets come from `build/client` (fingerprinted files
 * under `/assets/` are cached forever; top-level files such as `/favicon.svg` too), task demo assets from `/task-assets/<task>/<file>`, and
 * every other request is rendered by React Router with `apiFetch` in the router context. Text
 * responses are gzipped for clients that accept it.
 *
 * @example
 * const site = createSiteHandler({ apiFetch: (p, init) => app.request(p, init) });
 * const response = await site.fetch(new Request("http://localhost/models"));
 */
export function createSiteHandler(options: SiteHandlerOptions): SiteHandler {
	const buildDir = options.buildDir ?? path.join(packageDir, "build");
	const assetsDir = path.join(buildDir, "client");
	const taskAssetsDir = options.taskAssetsDir ?? defaultTaskAssetsDir();
	const serverEntry = pathToFileURL(path.join(buildDir, "server", "index.js")).href;
	const repositoryUrl = options.repositoryUrl ?? defaultRepositoryUrl();
	const buildId = buildIdOf(path.join(buildDir, "server", "index.js"));
	const cards: CardRenderer = createCardRenderer({
		...options.cards,
		...(options.cardCacheDir
			? { shared: cardDiskCache(options.cardCacheDir, `${CARD_RENDERER_VERSION}-${buildId}`, CARD_CACHE_BYTES) }
			: {}),
	});
	const site: SiteContext = { apiFetch: options.apiFetch, repositoryUrl, taskAssetsPath: TASK_ASSETS_PATH, cards };
	// React and the build load on the first page request, so creating the handler never fails.
	let renderer: Promise<(request: Request) => Promise<Response>> | undefined;

	return {
		assetsDir,
		buildId,
		close: () => cards.close(),
		async fetch(request) {
			const url = new URL(request.url);
			if (request.method === "GET" || request.method === "HEAD") {
				if (url.pathname.startsWith(`${TASK_ASSETS_PATH}/`)) {
					const file = await serveFile(taskAssetsDir, url.pathname.slice(TASK_ASSETS_PATH.length + 1), request, false);
					return file ?? new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
				}
				const isAsset = url.pathname.startsWith("/assets/");
				if (isAsset || /^\/[^/]+\.[a-z0-9]+$/i.test(url.pathname)) {
					const file = await serveFile(assetsDir, url.pathname.slice(1), request, isAsset);
					if (file) return file;
					if (isAsset) return new Response("Not found", { status: 404 });
				}
			}
			// Page actions read forms: any other body (or none) on a write method is refused here, not by a
			// failing `request.formData()` inside an action (which would be a 500).
			if (request.method !== "GET" && request.method !== "HEAD" && !isFormBody(request.headers.get("content-type"))) {
				return new Response(
					"Pages accept form submissions only (multipart/form-data or application/x-www-form-urlencoded).\n",
					{
						status: 415,
						headers: { "content-type": "text/plain; charset=utf-8" },
					},
				);
			}
			renderer ??= loadRenderer(serverEntry, site, options.frameOrigins ?? []);
			const render = await renderer.catch((error: unknown) => {
				renderer = undefined;
				throw error;
			});
			return compressResponse(request, await render(request));
		},
	};
}
