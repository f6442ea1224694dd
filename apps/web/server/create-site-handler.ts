import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RequestHandler, ServerBuild } from "react-router";
import type { ApiFetch } from "../app/lib/api-context.ts";
import { compressResponse } from "./compress.ts";
import { serveFile } from "./static-files.ts";

/**
 * Loads React Router and the server build, and returns the page renderer. The build is
 * production React: when the host has not set `NODE_ENV`, it is set to "production" before React
 * loads (React would pick its development build, several times slower to render).
 */
async function loadRenderer(
	serverEntry: string,
	site: { apiFetch: ApiFetch; repositoryUrl: string; taskAssetsPath: string },
): Promise<(request: Request) => Promise<Response>> {
	process.env.NODE_ENV ??= "production";
	const [{ createRequestHandler, RouterContextProvider }, { siteContext }] = await Promise.all([
		import("react-router"),
		import("../app/lib/api-context.ts"),
	]);
	const handle: RequestHandler = createRequestHandler(() => import(serverEntry) as Promise<ServerBuild>, "production");
	return (request) => {
		const context = new RouterContextProvider();
		context.set(siteContext, site);
		return handle(request, context);
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
}

/** The site, as a fetch handler the hub mounts behind its own routes. */
export interface SiteHandler {
	/** Answers one request: a client asset, a task demo asset, or a server-rendered page. */
	fetch(request: Request): Promise<Response>;
	/** Folder of the client assets (`build/client`), for hosts that serve them themselves. */
	assetsDir: string;
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
	const site = { apiFetch: options.apiFetch, repositoryUrl, taskAssetsPath: TASK_ASSETS_PATH };
	// React and the build load on the first page request, so creating the handler never fails.
	let renderer: Promise<(request: Request) => Promise<Response>> | undefined;

	return {
		assetsDir,
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
			renderer ??= loadRenderer(serverEntry, site);
			const render = await renderer.catch((error: unknown) => {
				renderer = undefined;
				throw error;
			});
			return compressResponse(request, await render(request));
		},
	};
}
