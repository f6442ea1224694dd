import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { DownloadRecorder } from "../../downloads/download-counter.ts";
import { ApiError } from "../../errors.ts";
import { lfsPointer } from "../../git/lfs-pointer.ts";
import { LIMITS } from "../../http/limits.ts";
import { readBodyText, readJsonBody } from "../../http/read-body.ts";
import { clientAddress } from "../../http/client-address.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { decodeCursor, encodeCursor, parseBool, parsePositiveInt, withParams } from "../../http/query-params.ts";
import { checkRepoPath } from "../../repo-ids/repo-ids.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { authorizeRepo, loadRepoAs } from "../../auth/access.ts";
import { getCommit } from "../../repos/resolve-commit.ts";
import { lastCommitsOf } from "../../commits/history.ts";
import { resolveRevision, splitRevisionPath, typeOfSegment } from "../../repos/resolve-repo.ts";
import { localBlobPath, storedBlobBody } from "../../http/stored-blob-body.ts";
import { parseByteRange } from "./byte-range.ts";
import { contentDisposition, isActiveContent } from "./content-disposition.ts";
import { contentTypeOf } from "./content-type.ts";
import { getEntries, getEntry, listTree, type PathEntry } from "./files.repository.ts";
import { entryToObject } from "./files.mapper.ts";
import type { Kysely } from "kysely";
import type { CommitRow, Database } from "../../db/database.ts";
import { withXetHashes, XET_FILEINFO_TYPE, xetAdvertOf } from "../xet/xet-advertise.ts";

/** Files of a gated repository anyone who may read it may download: the card stays readable (docs/reference/repositories-and-files.md#downloads). */
const CARD_FILES = new Set(["README.md", ".gitattributes"]);

const TYPES = "{(?:models|datasets|spaces)}";

/** How long a presigned redirect of `resolve` stays valid: hours, so resumed and ranged reads keep working (docs/reference/repositories-and-files.md#redirects). */
const S3_REDIRECT_TTL_SECONDS = 6 * 3600;

async function withLastCommits(
	db: Kysely<Database>,
	head: CommitRow,
	entries: PathEntry[],
	expand: boolean,
): Promise<Record<string, unknown>[]> {
	if (!expand) return entries.map((entry) => entryToObject(entry));
	const last = await lastCommitsOf(
		db,
		head,
		entries.map((entry) => entry.path),
	);
	const commits = new Map<string, { id: string; title: string; created_at: number }>();
	for (const id of new Set(last.values())) {
		const commit = await getCommit(db, head.repo_pk, id);
		if (commit) commits.set(id, commit);
	}
	return entries.map((entry) => entryToObject(entry, commits.get(last.get(entry.path) ?? "")));
}

/** Tree listing, paths-info, and file content (`resolve`, `raw`) for the three repository kinds. */
export function filesRoutes(deps: AppDeps & { downloads: DownloadRecorder }): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	app.get(`/api/:type${TYPES}/:namespace/:name/tree/:rest{.+}`, async (c) => {
		const { type, namespace, name, rest } = c.req.param();
		const url = new URL(c.req.url);
		const repo = await loadRepoAs(c, deps, typeOfSegment(type), namespace, name);
		const { commit, revision, path: rawPath } = await splitRevisionPath(db, repo, rest.split("/"));
		const directory = rawPath.replace(/\/+$/, "");
		if (directory) {
			checkRepoPath(directory);
			const entry = await getEntry(db, commit, directory);
			if (!entry || entry.type !== "directory") {
				throw new ApiError("EntryNotFound", `${directory} does not exist on "${revision}"`, {
					headers: { "X-Repo-Commit": commit.id },
				});
			}
		}
		const expand = parseBool(url.searchParams.get("expand"));
		const limit =
			parsePositiveInt(url.searchParams.get("limit"), "limit", { max: expand ? 1000 : 10_000 }) ?? (expand ? 50 : 1000);
		const after = decodeCursor(url.searchParams.get("cursor"));
		if (after !== undefined && typeof after !== "string")
			throw new ApiError("InvalidCursor", "Invalid cursor: it was not made by this hub's Link header");
		const entries = await listTree(db, commit, {
			directory,
			recursive: parseBool(url.searchParams.get("recursive")),
			after,
			limit: limit + 1,
		});
		const page = entries.slice(0, limit);
		const last = page.at(-1);
		if (entries.length > limit && last) {
			c.header(
				"Link",
				`<${withParams(publicOrigin(c, deps.config), url, { cursor: encodeCursor(last.path) })}>; rel="next"`,
			);
		}
		return c.json(await withXetHashes(deps, await withLastCommits(db, commit, page, expand)));
	});

	app.post(`/api/:type${TYPES}/:namespace/:name/paths-info/:rev{.+}`, async (c) => {
		const { type, namespace, name, rev } = c.req.param();
		const repo = await loadRepoAs(c, deps, typeOfSegment(type), namespace, name);
		const commit = await resolveRevision(db, repo, rev);
		let paths: string[] = [];
		let expand = false;
		const contentType = c.req.header("content-type") ?? "";
		if (contentType.includes("application/json")) {
			const parsed = await readJsonBody(c, LIMITS.jsonBodyBytes);
			if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
				throw new ApiError("BadRequest", 'The body must be a JSON object: {"paths": [...], "expand": false}');
			const body = parsed as { paths?: unknown; expand?: unknown };
			paths = Array.isArray(body.paths) ? body.paths.filter((path): path is string => typeof path === "string") : [];
			expand = body.expand === true || parseBool(typeof body.expand === "string" ? body.expand : undefined);
		} else {
			const form = new URLSearchParams(await readBodyText(c, LIMITS.jsonBodyBytes));
			paths = [...form.getAll("paths"), ...form.getAll("paths[]")];
			expand = parseBool(form.get("expand"));
		}
		if (paths.length > LIMITS.pathsInfoPaths)
			throw new ApiError(
				"LimitExceeded",
				`Too many paths: ${paths.length} (at most ${LIMITS.pathsInfoPaths} per request)`,
			);
		const entries = await getEntries(
			db,
			commit,
			// A path with a NUL names no file (and PostgreSQL refuses it in text).
			paths.filter((path) => !path.includes("\0")).map((path) => path.replace(/^\/+|\/+$/g, "")),
		);
		return c.json(await withXetHashes(deps, await withLastCommits(db, commit, entries, expand)));
	});

	const serveFile = async (c: AppContext, type: string, raw: boolean): Promise<Response> => {
		const { namespace = "", name = "", rev: revSegment = "", path: rest = "" } = c.req.param();
		const url = new URL(c.req.url);
		const repo = await loadRepoAs(c, deps, typeOfSegment(type), namespace, name);
		// A revision sent %2F-encoded arrives whole in one segment; a raw `feature/v1` spills into the path.
		const {
			commit,
			revision: rev,
			path,
		} = revSegment.includes("/")
			? { commit: await resolveRevision(db, repo, revSegment), revision: revSegment, path: rest }
			: await splitRevisionPath(db, repo, [revSegment, ...rest.split("/")], { requirePath: true });
		checkRepoPath(path);
		// Content is a download: a gated repository's files need an approved request, except its card.
		if (!CARD_FILES.has(path)) await authorizeRepo(c, deps, repo, "download");
		const entry = await getEntry(db, commit, path);
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
		// A file that came through Xet is advertised for the Xet download protocol (decision 032).
		const xet =
			isLfs && !pointer ? await xetAdvertOf(c, deps, repo, commit.id, { sha256: entry.sha256, size }) : undefined;
		if (xet) {
			headers.set("X-Xet-Hash", xet.hash);
			headers.set("Link", xet.link);
			if (c.req.header("accept")?.includes(XET_FILEINFO_TYPE)) {
				headers.set("Content-Type", XET_FILEINFO_TYPE);
				headers.delete("Content-Disposition");
				const info = { hash: xet.hash, size, refreshUrl: xet.refreshUrl, reconstructionUrl: xet.reconstructionUrl };
				return new Response(c.req.method === "HEAD" ? null : JSON.stringify(info), { status: 200, headers });
			}
		}
		// Active content (HTML, SVG, ...) is an attachment even when the caller asks for no header.
		if (!parseBool(url.searchParams.get("noContentDisposition")) || isActiveContent(path)) {
			headers.set("Content-Disposition", contentDisposition(path, parseBool(url.searchParams.get("download"))));
		}
		// Awaited: a counted download is durable before its response is sent.
		if (!raw) {
			await deps.downloads.record({
				repoPk: repo.pk,
				type: repo.type,
				libraryName: repo.library_name,
				path,
				client: clientAddress(c, deps.config.trustProxy),
			});
		}
		const ifNoneMatch = c.req.header("if-none-match");
		if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
			return new Response(null, { status: 304, headers });
		}
		// A blob kept as Xet chunks (decision 034) has no presigned URL and no file on disk: it is streamed below.
		const presigned =
			isLfs && !pointer && deps.config.s3Redirects && deps.storage.presignedGetUrl
				? await deps.storage.presignedGetUrl(blobKey(entry.sha256), S3_REDIRECT_TTL_SECONDS)
				: undefined;
		if (presigned) {
			// docs/reference/repositories-and-files.md#redirects: an absolute redirect to a presigned URL; the first response keeps
			// X-Repo-Commit, ETag and X-Linked-* (Python's HEAD reads them from the 302 itself).
			headers.set("Location", presigned);
			headers.delete("Accept-Ranges");
			return new Response(null, { status: 302, headers });
		}
		const key = blobKey(entry.sha256);
		const local = pointer || size === 0 ? undefined : await localBlobPath(deps.storage, key);
		if (local && deps.config.accelRedirect && c.req.method === "GET") {
			// The proxy in front serves the bytes (and the Range) from disk; it keeps these headers.
			headers.delete("Content-Length");
			headers.set("X-Accel-Redirect", `${deps.config.accelRedirect}${key}`);
			return new Response(null, { status: 200, headers });
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
		const body = await storedBlobBody(deps.storage, key, size, range, local);
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
