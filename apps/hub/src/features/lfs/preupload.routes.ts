import { factory, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { authorizeRepo, loadRepoFor } from "../../auth/access.ts";
import { ApiError } from "../../errors.ts";
import { readJsonBody } from "../../http/read-body.ts";
import { LIMITS } from "../../http/limits.ts";
import { gitIgnoreRules, isIgnored, lfsAttributeRules } from "../../git/git-patterns.ts";
import { checkRepoPath } from "../../repo-ids/repo-ids.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { checkQuota } from "../../quotas/storage-quota.ts";
import { getEntries } from "../files/files.repository.ts";
import { resolveRevision, typeOfSegment } from "../../repos/resolve-repo.ts";
import { uploadModeOf } from "./upload-mode.ts";
import { parseBool } from "../../http/query-params.ts";
import { prNumberOf } from "../../repos/ref-names.ts";
import { participant } from "../discussions/discussion-access.ts";

/** Most files one preupload request may name (Python sends 256, JS 100). */
const MAX_FILES = 1000;
/** `.gitattributes` and `.gitignore` larger than this are not read (they are never that large). */
const MAX_RULES_BYTES = 1024 * 1024;

/** One file of a preupload request. */
interface PreuploadFile {
	path: string;
	size: number;
	sample: Uint8Array;
}

function parseFiles(body: unknown): PreuploadFile[] {
	const files = (body as { files?: unknown } | null)?.files;
	if (!Array.isArray(files)) throw new ApiError("BadRequest", "files must be an array of {path, size, sample}");
	if (files.length > MAX_FILES) throw new ApiError("BadRequest", `At most ${MAX_FILES} files per preupload request`);
	return files.map((item: unknown) => {
		const { path, size, sample } = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
		if (typeof path !== "string") throw new ApiError("BadRequest", "Every file needs a path");
		checkRepoPath(path);
		if (typeof size !== "number" || !Number.isSafeInteger(size) || size < 0)
			throw new ApiError("BadRequest", `The size of ${path} must be a whole number of bytes`);
		const bytes = typeof sample === "string" ? Buffer.from(sample, "base64").subarray(0, 512) : new Uint8Array();
		return { path, size, sample: bytes };
	});
}

/** `POST /api/{type}s/{id}/preupload/{rev}`: how each file should be sent, whether `.gitignore` drops it, its current oid. */
export function preuploadRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	app.post("/api/:type{(?:models|datasets|spaces)}/:namespace/:name/preupload/:rev{.+}", async (c) => {
		const { type, namespace, name, rev } = c.req.param();
		const repo = await loadRepoFor(c, deps, typeOfSegment(type), namespace, name);
		// Readers who may take part upload for pull requests (create_pr=1, or refs/pr/N; decision 030).
		if (parseBool(c.req.query("create_pr")) || prNumberOf(rev) !== undefined) {
			await authorizeRepo(c, deps, repo, "read");
			await participant(c, deps, repo);
		} else await authorizeRepo(c, deps, repo, "write");
		const commit = await resolveRevision(db, repo, rev);
		const body = await readJsonBody(c, LIMITS.jsonBodyBytes);
		const files = parseFiles(body);
		const { gitAttributes, gitIgnore } = body as { gitAttributes?: unknown; gitIgnore?: unknown };

		const existing = new Map(
			(
				await getEntries(db, commit, [...new Set([...files.map((file) => file.path), ".gitattributes", ".gitignore"])])
			).map((entry) => [entry.path, entry]),
		);
		const textAt = async (path: string): Promise<string> => {
			const entry = existing.get(path);
			if (!entry || entry.type !== "file" || Number(entry.size) > MAX_RULES_BYTES) return "";
			const stream = await deps.storage.get(blobKey(entry.sha256));
			return stream ? new Response(stream).text() : "";
		};
		const attributes = lfsAttributeRules(
			typeof gitAttributes === "string" ? gitAttributes : await textAt(".gitattributes"),
		);
		const ignore = gitIgnoreRules(typeof gitIgnore === "string" ? gitIgnore : await textAt(".gitignore"));
		// The sizes announced weigh against the namespace's quota before any byte is sent. Contents are
		// not known yet: a file whose path holds a file of the same size is taken as unchanged.
		const announced = files
			.filter((file) => {
				const entry = existing.get(file.path);
				return !isIgnored(ignore, file.path) && !(entry?.type === "file" && Number(entry.size) === file.size);
			})
			.map((file) => ({ sha256: `preupload:${file.path}`, size: file.size }));
		await checkQuota(db, deps.config.limits, repo.namespace, announced);

		return c.json({
			files: files.map((file) => {
				const entry = existing.get(file.path);
				const answer: Record<string, unknown> = {
					path: file.path,
					uploadMode: uploadModeOf(file, attributes),
					shouldIgnore: isIgnored(ignore, file.path),
				};
				// The client compares this with the local git blob id (regular) or sha256 (LFS) to skip unchanged files.
				if (entry?.type === "file") answer.oid = entry.lfs_pointer_size === null ? entry.oid : entry.sha256;
				return answer;
			}),
			commitOid: commit.id,
		});
	});
	return app;
}
