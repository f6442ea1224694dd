import { Hono } from "hono";
import { accessSubjectOfUser, downloadableReposFilter, type AccessSubject } from "../../auth/access.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { RepoRow } from "../../db/database.ts";
import { checkRepoPath } from "../../repo-ids/repo-ids.ts";
import { findRevision } from "../../repos/resolve-repo.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { getEntry } from "../files/files.repository.ts";
import { spaceContentTypeOf } from "./space-content-type.ts";
import { hubOrigins, spaceContentSecurityPolicy } from "./space-policy.ts";
import { spaceTokenUser } from "./space-tokens.repository.ts";

/** The one SDK whose spaces this hub serves: files only, no server process (decision 041). */
export const STATIC_SDK = "static";

/** Where a space script finds the hub it came from (`{"url": "<hub origin>"}`), e.g. for transformers.js's `env.remoteHost`. */
export const HUB_INFO_PATH = "/_atrium/hub.json";

const ANONYMOUS: AccessSubject = { userPk: null, isAdmin: false, namespaces: [] };

/** Headers of every answer of the spaces origin. */
function baseHeaders(deps: Pick<AppDeps, "config">): Headers {
	return new Headers({
		"Content-Security-Policy": spaceContentSecurityPolicy(hubOrigins(deps.config)),
		"X-Content-Type-Options": "nosniff",
		// The token of a private space is in the URL: it never leaves in a Referer.
		"Referrer-Policy": "no-referrer",
		// Space documents are opaque origins (sandboxed): their module scripts and `fetch` of their own
		// files are cross-origin requests. Never with credentials: this origin reads none.
		"Access-Control-Allow-Origin": "*",
		"Cross-Origin-Opener-Policy": "same-origin",
	});
}

/** The one answer for a missing space, a hidden one, a space that is not static and a missing file. */
function notFound(deps: Pick<AppDeps, "config">): Response {
	const headers = baseHeaders(deps);
	headers.set("Content-Type", "text/plain; charset=utf-8");
	headers.set("Cache-Control", "no-store");
	return new Response("Not found\n", { status: 404, headers });
}

/** The space `namespace/name` when `subject` may download it and it is static; undefined otherwise. */
async function findStaticSpace(
	deps: Pick<AppDeps, "db">,
	namespace: string,
	name: string,
	subject: AccessSubject,
): Promise<RepoRow | undefined> {
	return deps.db.kysely
		.selectFrom("repos")
		.selectAll()
		.where("type", "=", "space")
		.where("full_id", "=", `${namespace}/${name}`)
		.where("sdk", "=", STATIC_SDK)
		.where(downloadableReposFilter(subject))
		.executeTakeFirst();
}

/** Who a request to the spaces origin is: anonymous, or the user a live space token was minted for. */
async function subjectOf(
	deps: Pick<AppDeps, "db">,
	namespace: string,
	name: string,
	token: string | undefined,
): Promise<AccessSubject | undefined> {
	if (token === undefined) return ANONYMOUS;
	const space = await deps.db.kysely
		.selectFrom("repos")
		.select("pk")
		.where("type", "=", "space")
		.where("full_id", "=", `${namespace}/${name}`)
		.executeTakeFirst();
	const userPk = space ? await spaceTokenUser(deps.db.kysely, token, space.pk) : undefined;
	// Access is checked again as the user is now: a token outlives no membership.
	return userPk ? accessSubjectOfUser(deps, userPk) : undefined;
}

/** A permanent redirect within the spaces origin (paths only: the Location never names another origin). */
function redirect(deps: Pick<AppDeps, "config">, location: string): Response {
	const headers = baseHeaders(deps);
	headers.set("Location", location);
	return new Response(null, { status: 308, headers });
}

function isValidPath(path: string): boolean {
	try {
		checkRepoPath(path);
		return true;
	} catch {
		return false;
	}
}

/**
 * The spaces origin (decision 041): the files of static spaces at their `main` branch, under
 * `/{namespace}/{name}/{path}` for anyone who may download the space, and under
 * `/~{token}/{namespace}/{name}/{path}` for the user a space token was minted for (private spaces).
 * A path ending in `/` serves its `index.html`. It reads no cookie and no Authorization header and
 * sets no cookie; every answer carries the sandboxing policy of {@link spaceContentSecurityPolicy}.
 */
export function spacesOriginApp(deps: Pick<AppDeps, "db" | "storage" | "config">): Hono {
	const app = new Hono();

	app.get(HUB_INFO_PATH, () => {
		const headers = baseHeaders(deps);
		headers.set("Content-Type", "application/json");
		headers.set("Cache-Control", "no-cache");
		return new Response(JSON.stringify({ url: hubOrigins(deps.config)[0] ?? null }), { headers });
	});

	const serve = async (request: Request, params: Record<string, string>, token?: string): Promise<Response> => {
		const { namespace = "", name = "", path: rest = "" } = params;
		const prefix = `${token === undefined ? "" : `/~${token}`}/${namespace}/${name}/`;
		const subject = await subjectOf(deps, namespace, name, token);
		const space = subject ? await findStaticSpace(deps, namespace, name, subject) : undefined;
		if (!space) return notFound(deps);
		if (params.bare) return redirect(deps, prefix);
		const commit = await findRevision(deps.db.kysely, space, "main");
		let path = rest === "" || rest.endsWith("/") ? `${rest}index.html` : rest;
		if (!commit || !isValidPath(path)) return notFound(deps);
		const entry = await getEntry(deps.db.kysely, commit, path);
		if (entry?.type === "directory") {
			// A folder is its index page, at a URL ending in `/` so its relative links resolve inside it.
			return redirect(deps, `${prefix}${rest}/`);
		}
		if (!entry) return notFound(deps);
		path = entry.path;
		const headers = baseHeaders(deps);
		const etag = `"${entry.oid}"`;
		headers.set("Content-Type", spaceContentTypeOf(path));
		headers.set("ETag", etag);
		headers.set("Cache-Control", token === undefined ? "no-cache" : "private, no-cache");
		headers.set("Content-Length", String(entry.size));
		if (request.headers.get("if-none-match")?.includes(etag)) return new Response(null, { status: 304, headers });
		if (request.method === "HEAD") return new Response(null, { headers });
		const body = Number(entry.size) === 0 ? null : await deps.storage.get(blobKey(entry.sha256));
		if (Number(entry.size) !== 0 && !body)
			throw new Error(`blob ${entry.sha256} of ${space.full_id}/${path} is missing`);
		return new Response(body, { headers });
	};

	app.get("/:token{~st_[A-Za-z0-9]+}/:namespace/:name/:path{.*}", (c) => {
		const { token = "", namespace, name, path } = c.req.param();
		return serve(c.req.raw, { namespace, name, path }, token.slice(1));
	});
	app.get("/:namespace/:name/:path{.*}", (c) => {
		const { namespace, name, path } = c.req.param();
		return serve(c.req.raw, { namespace, name, path });
	});
	// The space's own URL without its slash: its index page's relative links need the slash.
	app.get("/:namespace/:name", (c) => serve(c.req.raw, { ...c.req.param(), bare: "1" }));
	app.all("*", (c) => (c.req.method === "GET" || c.req.method === "HEAD" ? notFound(deps) : methodNotAllowed(deps)));
	app.onError(() => {
		const headers = baseHeaders(deps);
		headers.set("Content-Type", "text/plain; charset=utf-8");
		return new Response("Internal error\n", { status: 500, headers });
	});
	return app;
}

function methodNotAllowed(deps: Pick<AppDeps, "config">): Response {
	const headers = baseHeaders(deps);
	headers.set("Content-Type", "text/plain; charset=utf-8");
	headers.set("Allow", "GET, HEAD");
	return new Response("Method not allowed\n", { status: 405, headers });
}
