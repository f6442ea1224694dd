import { factory, type AppContext, type AppHono } from "./app-env.ts";
import { cors } from "hono/cors";
import type { AppDeps } from "./app-deps.ts";
import { collectionsRoutes } from "./features/collections/collections.routes.ts";
import { xetBackedStorage } from "./features/xet/xet-backed-storage.ts";
import { viewerOf, type Viewer } from "./auth/access.ts";
import { ApiError } from "./errors.ts";
import { adminRoutes } from "./features/accounts/admin.routes.ts";
import { authRoutes } from "./features/accounts/auth.routes.ts";
import { oidcRoutes } from "./features/accounts/oidc.routes.ts";
import { orgsRoutes } from "./features/accounts/orgs.routes.ts";
import { tokensRoutes } from "./features/accounts/tokens.routes.ts";
import { webhooksRoutes } from "./features/webhooks/webhooks.routes.ts";
import { whoamiRoutes } from "./features/accounts/whoami.routes.ts";
import {
	declaredLength,
	isUploadPage,
	siteBodyLimit,
	siteRefusal,
	siteRequest,
	uploadTurns,
} from "./http/site-request.ts";
import { LIMITS } from "./http/limits.ts";
import { anonymousPages, answerAnonymousPage } from "./pages/anonymous-pages.ts";
import { gatedRoutes } from "./features/gated/gated.routes.ts";
import { DownloadCounter } from "./downloads/download-counter.ts";
import { filesRoutes } from "./features/files/files.routes.ts";
import { requestCutOff } from "./http/client-gone.ts";
import { gitRoutes } from "./features/git/git.routes.ts";
import { lfsRoutes } from "./features/lfs/lfs.routes.ts";
import { preuploadRoutes } from "./features/lfs/preupload.routes.ts";
import { casRoutes } from "./features/xet/cas.routes.ts";
import { xetModeOf, xetRoutes } from "./features/xet/xet.routes.ts";
import { openApiDocument } from "./features/openapi/openapi-document.ts";
import { reposRoutes } from "./features/repos/repos.routes.ts";
import { RepoMoved } from "./repos/resolve-repo.ts";
import { movedRepoPages } from "./features/repos/moved-repo-pages.ts";
import { commitRoutes } from "./features/commits/commit.routes.ts";
import { peopleRoutes } from "./features/people/people.routes.ts";
import { likesRoutes } from "./features/likes/likes.routes.ts";
import { discussionsRoutes } from "./features/discussions/discussions.routes.ts";
import { historyRoutes } from "./features/repo-admin/history.routes.ts";
import { duplicateRoutes } from "./features/repo-admin/duplicate.routes.ts";
import { repoAdminRoutes } from "./features/repo-admin/repo-admin.routes.ts";
import { validateYamlRoutes } from "./features/repo-admin/validate-yaml.routes.ts";
import { searchRoutes } from "./features/search/search.routes.ts";
import { snippetsRoutes } from "./features/snippets/snippets.routes.ts";
import { tasksRoutes } from "./features/tasks/tasks.routes.ts";
import { agentHarnessesRoutes } from "./features/agent-harnesses/agent-harnesses.routes.ts";
import { datasetTagsRoutes } from "./features/tasks/dataset-tags.routes.ts";
import { datasetViewerRoutes } from "./features/dataset-viewer/dataset-viewer.routes.ts";
import { parquetRoutes } from "./features/dataset-viewer/parquet.routes.ts";
import { datasetSnippetsRoutes } from "./features/dataset-viewer/dataset-snippets.routes.ts";
import { croissantRoutes } from "./features/dataset-viewer/croissant.routes.ts";
import { apiShapedError, isApiShaped } from "./http/api-shaped.ts";
import { apiErrorResponse, isLfsApiPath } from "./http/error-response.ts";
import { healthRoutes } from "./observability/health.routes.ts";
import { loggedPath } from "./observability/logged-path.ts";
import { silentLogger } from "./observability/logger.ts";
import { HubMetrics } from "./observability/metrics.ts";
import { metricsRoutes } from "./observability/metrics.routes.ts";
import type { OperatorAccess } from "./observability/operator-access.ts";
import { requestIdOf } from "./observability/request-id.ts";
import { authMiddleware } from "./middleware/auth/auth.ts";
import { csrfMiddleware } from "./middleware/csrf/csrf.ts";
import { rejectNul } from "./middleware/nul-guard/nul-guard.ts";
import { requestId } from "./middleware/request-id/request-id.ts";
import { observeRequests } from "./middleware/request-log/request-log.ts";
import { securityHeaders } from "./middleware/security-headers/security-headers.ts";
import { spacesOriginApp } from "./features/spaces/spaces-origin.ts";
import { spacesRoutes } from "./features/spaces/spaces.routes.ts";

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
	"Location",
];

/** The API's error answer; git-lfs URLs get `message` too, even when refused before their routes (credentials). */
function errorResponse(c: AppContext, error: ApiError): Response {
	return apiErrorResponse(c, error, {
		anonymous: viewerOf(c).kind === "anonymous",
		lfsMessage: isLfsApiPath(c.req.path),
	});
}

/** The user name of a signed-in viewer, for the request log. */
function nameOf(viewer: Viewer): string | undefined {
	return viewer.kind === "user" ? viewer.name : undefined;
}

/** Whether a request's `Host` names the spaces origin (`ATRIUM_SPACES_URL`), which is never the hub's own. */
function isSpacesHost(host: string | undefined, spacesUrl: string | undefined): boolean {
	return spacesUrl !== undefined && host !== undefined && host.toLowerCase() === new URL(spacesUrl).host;
}

/**
 * The app of the spaces origin's own listener (`ATRIUM_SPACES_PORT`): static spaces only, whatever the
 * `Host` (decision 041), with the hub's request ids and log.
 */
export function createSpacesApp(deps: Pick<AppDeps, "db" | "storage" | "config" | "logger" | "metrics">): AppHono {
	const app = factory.createApp();
	app.use("*", requestId());
	app.use("*", observeRequests({ logger: deps.logger ?? silentLogger(), metrics: deps.metrics ?? new HubMetrics() }));
	const spaces = spacesOriginApp(deps);
	app.all("*", (c) => spaces.fetch(c.req.raw, c.env));
	return app;
}

/**
 * Builds the hub: the API, file routes and (when present) the site as the catch-all.
 * Routes are feature sub-apps; errors become responses only in `onError`.
 *
 * Middleware, outermost first: request id → request log and metrics → security headers → CORS.
 * The log sees the final status and headers; every response, errors included, carries the id
 * and the security headers. The order and the request variables are decision 028 (`app-env.ts`).
 */
export function createApp(input: AppDeps): AppHono {
	// Blobs kept as Xet chunks read like whole ones for every route (decision 034).
	const deps: AppDeps = { ...input, storage: xetBackedStorage(input.db, input.storage) };
	const downloads =
		deps.downloads ??
		new DownloadCounter(deps.db, {
			dedupWindowMs: deps.config.downloadDedupWindowMs,
			flushIntervalMs: deps.config.downloadFlushIntervalMs ?? 10_000,
		});
	const logger = deps.logger ?? silentLogger();
	const metrics = deps.metrics ?? new HubMetrics();
	// A cluster worker forwards counts to the primary, whose counter the metrics then watch.
	if (downloads instanceof DownloadCounter) metrics.watchDownloads(downloads);
	metrics.watchDatabase(deps.db);
	const auth = authMiddleware(deps);
	const access: OperatorAccess = {
		...(deps.config.metricsToken ? { metricsToken: deps.config.metricsToken } : {}),
		// Operator routes answer before `auth` runs (the metrics token is no user token): resolve the viewer here.
		isAdmin: async (c) => {
			try {
				await auth(c, async () => undefined);
			} catch {
				return false;
			}
			const viewer = viewerOf(c);
			return viewer.kind === "user" && viewer.isAdmin;
		},
	};
	const app = factory.createApp();

	app.use("*", requestId());
	app.use("*", observeRequests({ logger, metrics, userOf: (c) => nameOf(viewerOf(c)) }));
	// A request for the spaces origin's host reaching this listener (a proxy or DNS pointing both names
	// here) is answered by the spaces origin alone: no hub middleware, route, cookie or header (decision 041).
	const spaces = spacesOriginApp(deps);
	app.use("*", async (c, next) => {
		if (!isSpacesHost(c.req.header("host"), deps.config.spacesUrl)) return next();
		return spaces.fetch(c.req.raw, c.env);
	});
	app.use(
		"*",
		securityHeaders({
			...(deps.config.publicUrl ? { publicUrl: deps.config.publicUrl } : {}),
			...(deps.config.trustProxy ? { trustProxy: true } : {}),
		}),
	);
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

	app.use("*", rejectNul);

	// Operator routes answer before the user auth middleware: their bearer is the operator's token.
	app.route("/", healthRoutes({ db: deps.db, storage: deps.storage, access }));
	app.route("/", metricsRoutes({ source: deps.metricsSource ?? (() => metrics.text()), access }));

	app.use("*", auth);
	app.use("/api/*", csrfMiddleware(deps.config));
	app.get("/api/openapi.json", (c) => c.json(openApiDocument(deps.config.publicUrl)));
	app.route("/", tasksRoutes());
	app.route("/", agentHarnessesRoutes(deps));
	app.route("/", datasetTagsRoutes(deps));
	app.route("/", datasetViewerRoutes(deps));
	app.route("/", parquetRoutes(deps));
	app.route("/", datasetSnippetsRoutes(deps));
	app.route("/", croissantRoutes(deps));
	app.route("/", collectionsRoutes(deps));
	app.route("/", whoamiRoutes(deps));
	app.route("/", authRoutes(deps));
	app.route("/", oidcRoutes(deps));
	app.route("/", tokensRoutes(deps));
	app.route("/", webhooksRoutes(deps));
	app.route("/", orgsRoutes(deps));
	app.route("/", adminRoutes(deps));
	app.route("/", searchRoutes(deps));
	app.route("/", snippetsRoutes(deps));
	app.route("/", repoAdminRoutes(deps));
	app.route("/", historyRoutes(deps));
	app.route("/", duplicateRoutes(deps));
	app.route("/", validateYamlRoutes(deps));
	app.route("/", commitRoutes(deps));
	app.route("/", likesRoutes(deps));
	app.route("/", peopleRoutes(deps));
	app.route("/", discussionsRoutes(deps));
	app.route("/", gatedRoutes(deps));
	app.route("/", spacesRoutes(deps));
	app.route("/", reposRoutes(deps));
	app.route("/", filesRoutes({ ...deps, downloads }));
	app.route("/", gitRoutes(deps));
	app.route("/", preuploadRoutes(deps));
	app.route("/", xetRoutes(deps));
	if (xetModeOf(deps) === "on") app.route("/", casRoutes(deps));
	app.route("/", lfsRoutes(deps));

	// API-shaped URLs no route matched get the JSON error contract, never the site's HTML.
	app.all("*", (c, next) => {
		if (isApiShaped(c.req.path)) throw apiShapedError(c.req.path, c.req.method);
		return next();
	});
	const site = deps.site;
	if (site) {
		app.use("*", movedRepoPages(deps));
		// The site reads an upload form whole: a few at a time per worker bound the memory they take.
		const uploads = uploadTurns();
		const pages = anonymousPages(deps.db, site.buildId ?? "site", LIMITS.pageCacheBytes);
		app.all("*", async (c) => {
			const refusal = siteRefusal(c, deps.config);
			if (refusal) throw refusal;
			const signedIn = viewerOf(c).kind !== "anonymous";
			const limit = siteBodyLimit(c.req.path, signedIn);
			const visitor = siteRequest(c, deps.config, limit);
			const { setCookie, refused } = visitor;
			// An anonymous visitor's page may be answered without rendering (304, or the copy kept for its revision).
			const answered = await answerAnonymousPage(c, pages, visitor, (page) => site.fetch(page));
			if (answered) return answered;
			const declared = declaredLength(c.req.raw.headers);
			const takesTurn =
				c.req.method === "POST" &&
				signedIn &&
				isUploadPage(c.req.path) &&
				!(declared !== undefined && declared > limit);
			const release = takesTurn ? await uploads.acquire() : undefined;
			let response: Response;
			try {
				response = await site.fetch(visitor.request()).catch((error: unknown) => {
					throw refused() ?? error;
				});
			} finally {
				release?.();
			}
			// A form that outgrew its bound is answered as such, not with the page the site made of the failed read.
			const tooLarge = refused();
			if (tooLarge) {
				await response.body?.cancel();
				throw tooLarge;
			}
			if (!setCookie) return response;
			const headers = new Headers(response.headers);
			headers.append("Set-Cookie", setCookie);
			return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
		});
	}

	app.notFound((c) => errorResponse(c, new ApiError("NotFound", `Not found: ${c.req.path}`)));
	app.onError((error, c) => {
		if (error instanceof ApiError) return errorResponse(c, error);
		// The old name of a moved repository: the same URL under the new name (relative, docs/reference/repositories-and-files.md#redirects).
		if (error instanceof RepoMoved) return c.redirect(error.location(c.req.path, new URL(c.req.url).search), 307);
		if (requestCutOff(c))
			return errorResponse(c, new ApiError("RequestAborted", "The connection closed before the request body arrived"));
		logger.error({ reqId: requestIdOf(c), method: c.req.method, path: loggedPath(c), err: error }, "request failed");
		return errorResponse(c, new ApiError("Internal", "Internal server error"));
	});
	return app;
}
