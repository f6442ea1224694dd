import { Hono, type Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { DownloadCounter } from "../downloads/download-counter.ts";
import { ApiError } from "../../errors.ts";
import { lfsPointer } from "../../git/git-objects.ts";
import { decodeCursor, encodeCursor, parseBool, withParams } from "../../http/query-params.ts";
import { checkRepoPath } from "../../repo-ids/repo-ids.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { getCommit } from "../repos/repos.repository.ts";
import { loadRepo, resolveRevision, splitRevisionPath, typeOfSegment } from "../repos/resolve-repo.ts";
import { parseByteRange } from "./byte-range.ts";
import { contentTypeOf } from "./content-type.ts";
import { getEntries, getEntry, listTree } from "./files.repository.ts";
import { entryToObject } from "./files.mapper.ts";
import type { EntryRow } from "../../db/database.ts";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

const TYPES = "{(?:models|datasets|spaces)}";

/** Who is asking, for download de-duplication: forwarded address, else socket address, else token. */
function clientKey(c: Context): string {
	const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
	if (forwarded) return forwarded;
	const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
	return incoming?.socket?.remoteAddress ?? c.req.header("authorization") ?? "anonymous";
}

async function withLastCommits(
	db: Kysely<Database>,
	repoPk: string,
	entries: EntryRow[],
	expand: boolean,
): Promise<Record<string, unknown>[]> {
	if (!expand) return entries.map((entry) => entryToObject(entry));
	const commits = new Map<string, { id: string; title: string; created_at: number }>();
	for (const id of new Set(entries.map((entry) => entry.last_commit_id))) {
		const commit = await getCommit(db, repoPk, id);
		if (commit) commits.set(id, commit);
	}
	return entries.map((entry) => entryToObject(entry, commits.get(entry.last_commit_id)));
}

/** Tree listing, paths-info, and file content (`resolve`, `raw`) for the three repository kinds. */
export function filesRoutes(deps: AppDeps & { downloads: DownloadCounter }): Hono {
	const db = deps.db.kysely;
	const app = new Hono();

	app.get(`/api/:type${TYPES}/:namespace/:name/tree/:rest{.+}`, async (c) => {
		const { type, namespace, name, rest } = c.req.param();
		const url = new URL(c.req.url);
		const repo = await loadRepo(db, typeOfSegment(type), namespace, name);
		const { commit, revision, path: rawPath } = await splitRevisionPath(db, repo, rest.split("/"));
		const directory = rawPath.replace(/\/+$/, "");
		if (directory) {
			checkRepoPath(directory);
			const entry = await getEntry(db, commit.id, directory);
			if (!entry || entry.type !== "directory") {
				throw new ApiError("EntryNotFound", `${directory} does not exist on "${revision}"`, {
					headers: { "X-Repo-Commit": commit.id },
				});
			}
		}
		const expand = parseBool(url.searchParams.get("expand"));
		const limit = Math.min(
			Math.max(Number(url.searchParams.get("limit")) || (expand ? 50 : 1000), 1),
			expand ? 1000 : 10_000,
		);
		const after = decodeCursor(url.searchParams.get("cursor"));
		const entries = await listTree(db, commit.id, {
			directory,
			recursive: parseBool(url.searchParams.get("recursive")),
			after: typeof after === "string" ? after : undefined,
			limit: limit + 1,
		});
		const page = entries.slice(0, limit);
		const last = page.at(-1);
		if (entries.length > limit && last) {
			c.header(
				"Link",
				`<${withParams(deps.config.publicUrl ?? url.origin, url, { cursor: encodeCursor(last.path) })}>; rel="next"`,
			);
		}
		return c.json(await withLastCommits(db, repo.pk, page, expand));
	});

	app.post(`/api/:type${TYPES}/:namespace/:name/paths-info/:rev{.+}`, async (c) => {
		const { type, namespace, name, rev } = c.req.param();
		const repo = await loadRepo(db, typeOfSegment(type), namespace, name);
		const commit = await resolveRevision(db, repo, rev);
		let paths: string[] = [];
		let expand = false;
		const contentType = c.req.header("content-type") ?? "";
		if (contentType.includes("application/json")) {
			const body = (await c.req.json().catch(() => {
				throw new ApiError("BadRequest", "The body is not valid JSON");
			})) as { paths?: unknown; expand?: unknown };
			paths = Array.isArray(body.paths) ? body.paths.filter((path): path is string => typeof path === "string") : [];
			expand = body.expand === true || parseBool(typeof body.expand === "string" ? body.expand : undefined);
		} else {
			const form = new URLSearchParams(await c.req.text());
			paths = [...form.getAll("paths"), ...form.getAll("paths[]")];
			expand = parseBool(form.get("expand"));
		}
		if (paths.length > 1000) throw new ApiError("BadRequest", "At most 1000 paths per request");
		const entries = await getEntries(
			db,
			commit.id,
			paths.map((path) => path.replace(/^\/+|\/+$/g, "")),
		);
		return c.json(await withLastCommits(db, repo.pk, entries, expand));
	});

	const serveFile = async (c: Context, type: string, raw: boolean): Promise<Response> => {
		const { namespace = "", name = "", rev: revSegment = "", path: rest = "" } = c.req.param();
		const url = new URL(c.req.url);
		const repo = await loadRepo(db, typeOfSegment(type), namespace, name);
		// A revision sent %2F-encoded arrives whole in one segment; a raw `feature/v1` spills into the path.
		const {
			commit,
			revision: rev,
			path,
		} = revSegment.includes("/")
			? { commit: await resolveRevision(db, repo, revSegment), revision: revSegment, path: rest }
			: await splitRevisionPath(db, repo, [revSegment, ...rest.split("/")], { requirePath: true });
		checkRepoPath(path);
		const entry = await getEntry(db, commit.id, path);
		if (!entry || entry.type !== "file") {
			throw new ApiError("EntryNotFound", `${path} does not exist on "${rev}"`, {
				headers: { "X-Repo-Commit": commit.id },
			});
		}
		const isLfs = entry.lfs_pointer_size !== null;
		const pointer = raw && isLfs ? new TextEncoder().encode(lfsPointer(entry.sha256, Number(entry.size))) : undefined;
		const size = pointer ? pointer.byteLength : Number(entry.size);
		const etag = `"${isLfs && !pointer ? entry.sha256 : entry.oid}"`;
		const headers = new Headers({
			"Content-Type": pointer ? "text/plain; charset=utf-8" : contentTypeOf(path),
			"Accept-Ranges": "bytes",
			ETag: etag,
			"X-Repo-Commit": commit.id,
			"Cache-Control": "private, max-age=0, must-revalidate",
		});
		if (isLfs && !pointer) {
			headers.set("X-Linked-Etag", etag);
			headers.set("X-Linked-Size", String(size));
		}
		if (!parseBool(url.searchParams.get("noContentDisposition"))) {
			const fileName = path.slice(path.lastIndexOf("/") + 1);
			const disposition = parseBool(url.searchParams.get("download")) ? "attachment" : "inline";
			const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
			headers.set(
				"Content-Disposition",
				`${disposition}; filename*=UTF-8''${encodeURIComponent(fileName)}; filename="${ascii}";`,
			);
		}
		if (!raw) {
			deps.downloads.record({
				repoPk: repo.pk,
				type: repo.type,
				libraryName: repo.library_name,
				path,
				client: clientKey(c),
			});
		}
		const ifNoneMatch = c.req.header("if-none-match");
		if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
			return new Response(null, { status: 304, headers });
		}
		const range = parseByteRange(c.req.header("range"), size);
		if (range === "unsatisfiable") {
			if (size === 0) {
				headers.set("Content-Range", "bytes */0");
				headers.set("Content-Length", "0");
				return new Response(c.req.method === "HEAD" ? null : "", { status: 200, headers });
			}
			throw new ApiError("RangeNotSatisfiable", `Range not satisfiable: ${c.req.header("range") ?? ""}`, {
				headers: { "Content-Range": `bytes */${size}`, "X-Repo-Commit": commit.id, "Accept-Ranges": "bytes" },
			});
		}
		const status = range ? 206 : 200;
		if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
		headers.set("Content-Length", String(range ? range.end - range.start + 1 : size));
		if (c.req.method === "HEAD") return new Response(null, { status, headers });
		if (pointer)
			return new Response(range ? pointer.subarray(range.start, range.end + 1) : pointer, { status, headers });
		if (size === 0) return new Response("", { status, headers });
		const body = await deps.storage.get(blobKey(entry.sha256), range);
		if (!body) throw new Error(`blob ${entry.sha256} of ${repo.full_id}/${path} is missing from storage`);
		return new Response(body, { status, headers });
	};

	for (const [kind, raw] of [
		["resolve", false],
		["raw", true],
	] as const) {
		app.on(["GET", "HEAD"], `/:namespace/:name/${kind}/:rev/:path{.+}`, (c) => serveFile(c, "models", raw));
		app.on(["GET", "HEAD"], `/:prefix{(?:datasets|spaces)}/:namespace/:name/${kind}/:rev/:path{.+}`, (c) =>
			serveFile(c, c.req.param("prefix"), raw),
		);
	}
	return app;
}
