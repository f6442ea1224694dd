import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import { randomUUID } from "node:crypto";
import type { AppDeps } from "./app-deps.ts";
import { ApiError, ERROR_CODES } from "./errors.ts";
import { DownloadCounter } from "./features/downloads/download-counter.ts";
import { filesRoutes } from "./features/files/files.routes.ts";
import { openApiDocument } from "./features/openapi/openapi-document.ts";
import { reposRoutes } from "./features/repos/repos.routes.ts";
import { searchRoutes } from "./features/search/search.routes.ts";
import { snippetsRoutes } from "./features/snippets/snippets.routes.ts";
import { tasksRoutes } from "./features/tasks/tasks.routes.ts";

const EXPOSED_HEADERS = [
	"X-Repo-Commit",
	"X-Request-Id",
	"X-Error-Code",
	"X-Error-Message",
	"X-Total-Count",
	"ETag",
	"Link",
	"Accept-Ranges",
	"Content-Range",
	"X-Linked-Etag",
	"X-Linked-Size",
	"Content-Length",
];

/** Header-safe (ASCII, one line) form of an error message. */
function headerText(message: string): string {
	return message.replace(/[^\x20-\x7e]/g, "?").slice(0, 500);
}

function errorResponse(c: Context, error: ApiError): Response {
	let status = error.status;
	if (error.code === "RepoNotFound") status = c.req.header("authorization") ? 404 : 401;
	for (const [key, value] of Object.entries(error.headers)) c.header(key, value);
	if (ERROR_CODES[error.code].header) c.header("X-Error-Code", error.code);
	c.header("X-Error-Message", headerText(error.message));
	const body = { error: error.message, code: error.code, hint: ERROR_CODES[error.code].hint };
	return c.json(body, status as 400);
}

/**
 * Builds the hub: the API, file routes and (when present) the site as the catch-all.
 * Routes are feature sub-apps; errors become responses only in `onError`.
 */
export function createApp(deps: AppDeps): Hono {
	const downloads =
		deps.downloads ??
		new DownloadCounter(deps.db, {
			dedupWindowMs: deps.config.downloadDedupWindowMs,
			flushIntervalMs: deps.config.downloadFlushIntervalMs ?? 10_000,
		});
	const app = new Hono();

	app.use("*", async (c, next) => {
		const id = c.req.header("x-request-id")?.slice(0, 100) || randomUUID();
		c.header("X-Request-Id", id);
		await next();
		c.res.headers.set("X-Request-Id", id);
	});
	app.use(
		"*",
		cors({
			origin: (origin) => origin || "*",
			allowHeaders: ["Authorization", "Range", "Content-Type", "If-None-Match", "X-Request-Id"],
			allowMethods: ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"],
			exposeHeaders: EXPOSED_HEADERS,
			maxAge: 86_400,
		}),
	);

	app.get("/api/health", (c) => c.json({ status: "ok", database: deps.db.dialect, storage: deps.storage.description }));
	app.get("/api/openapi.json", (c) => c.json(openApiDocument(deps.config.publicUrl)));
	app.route("/", tasksRoutes());
	app.route("/", searchRoutes(deps));
	app.route("/", snippetsRoutes(deps));
	app.route("/", reposRoutes(deps));
	app.route("/", filesRoutes({ ...deps, downloads }));

	app.all("/api/*", () => {
		throw new ApiError("NotFound", "No such API route");
	});
	const site = deps.site;
	if (site) app.all("*", (c) => site.fetch(c.req.raw));

	app.notFound((c) => errorResponse(c, new ApiError("NotFound", `Not found: ${c.req.path}`)));
	app.onError((error, c) => {
		if (error instanceof ApiError) return errorResponse(c, error);
		console.error(`[atrium] ${c.req.method} ${c.req.path} failed:`, error);
		return errorResponse(c, new ApiError("Internal", "Internal server error"));
	});
	return app;
}
