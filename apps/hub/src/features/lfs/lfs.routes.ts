import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { accessSubjectOf, authorizeRepo, viewerOf, loadRepoFor, type AccessSubject } from "../../auth/access.ts";
import { reusableObject } from "../../commits/object-reuse.ts";
import type { RepoRow } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { localBlobPath, storedBlobBody } from "../../http/stored-blob-body.ts";
import { apiErrorResponse, isLfsApiPath } from "../../http/error-response.ts";
import { nodeRequestBody, readJsonBody } from "../../http/read-body.ts";
import { LIMITS } from "../../http/limits.ts";
import { blobKey } from "../../storage/blob-storage.ts";
import { trackUpload } from "../../observability/channels.ts";
import { checkAnnouncedBlob, DEFAULT_MAX_FILE_SIZE, stageBlob } from "../../storage/staged-upload.ts";
import { checkQuota, payerOfUpload, reserveUploads, withNamespaceLock } from "../../quotas/storage-quota.ts";
import { parseByteRange } from "../files/byte-range.ts";
import { uploadPayer } from "../discussions/discussion-access.ts";
import { typeOfSegment } from "../../repos/resolve-repo.ts";
import { xetModeOf } from "../xet/xet.routes.ts";
import { xetUploadAction } from "../xet/xet-upload-action.ts";
import { blobUploadedFor, recordBlobUpload, repoReferencesBlob } from "./blob-uploads.repository.ts";
import { linkKey, readLink, signLink, type LinkGrant } from "./link-signing.ts";
import { LFS_MEDIA_TYPE, LINK_TTL_SECONDS, parseBatchRequest, type BatchObject } from "./lfs-objects.ts";

/** The request body as bytes: Node's request when served over HTTP (fastest, its chunks fresh), else the Fetch body. */
function requestBody(c: AppContext): { body: AsyncIterable<Uint8Array>; freshChunks: boolean } {
	const incoming = nodeRequestBody(c);
	if (incoming) return { body: incoming, freshChunks: true };
	return { body: c.req.raw.body ?? (async function* (): AsyncGenerator<Uint8Array> {})(), freshChunks: false };
}

/** A JSON answer in the LFS media type. */
function lfsJson(c: AppContext, value: unknown): Response {
	return c.body(JSON.stringify(value), 200, { "Content-Type": LFS_MEDIA_TYPE });
}

/**
 * The LFS batch API at `/{prefix}{id}.git/info/lfs/objects/batch` for the Hugging Face clients and
 * `git-lfs` alike (basic transfer), plus the signed links it hands out: `PUT` and `GET`/`HEAD`
 * `/api/lfs/objects/{token}`, `POST /api/lfs/verify/{token}` (decision 009).
 */
export function lfsRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const maxSize = deps.config.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
	const now = deps.now ?? Date.now;
	const app = factory.createApp();
	const baseUrl = (c: AppContext): string => deps.config.publicUrl ?? new URL(c.req.url).origin;

	const answerUpload = async (
		c: AppContext,
		repo: RepoRow,
		object: BatchObject,
		link: (action: LinkGrant["action"]) => string,
		userPk: string,
		who: AccessSubject,
		claims: Parameters<typeof recordBlobUpload>[1][],
	): Promise<Record<string, unknown>> => {
		const { oid, size } = object;
		if (size > maxSize)
			return {
				oid,
				size,
				error: {
					code: 422,
					message: `MaxFileSizeExceeded: ${size} bytes is more than the ${maxSize} bytes this hub accepts per file`,
				},
			};
		// "Already stored" only for an object the caller may commit anyway (issue 18); anyone else gets
		// upload links, as for an object stored nowhere, and proves possession by sending the bytes.
		if (await reusableObject(deps, { repoPk: repo.pk, sha256: oid, size, who, use: "commit" })) {
			// Claimed for the coming commit (and kept from `atrium gc`) once the batch passed the quota.
			claims.push({ sha256: oid, repoPk: repo.pk, userPk, size, now: now() });
			return { oid, size, authenticated: true };
		}
		return {
			oid,
			size,
			authenticated: true,
			actions: {
				upload: { href: `${baseUrl(c)}/api/lfs/objects/${link("upload")}`, expires_in: LINK_TTL_SECONDS },
				verify: { href: `${baseUrl(c)}/api/lfs/verify/${link("verify")}`, expires_in: LINK_TTL_SECONDS },
			},
		};
	};

	const answerDownload = async (
		c: AppContext,
		repo: RepoRow,
		object: BatchObject,
		link: (action: LinkGrant["action"]) => string,
		who: AccessSubject,
	): Promise<Record<string, unknown>> => {
		const { oid, size } = object;
		// Only an object the caller may download from some repository (or sent for this one themselves).
		const known = await reusableObject(deps, { repoPk: repo.pk, sha256: oid, size, who, use: "download" });
		if (!known) return { oid, size, error: { code: 404, message: "Object does not exist in this repository" } };
		// A blob kept as Xet chunks has no presigned URL (decision 034): the hub streams it.
		const presigned =
			deps.config.s3Redirects && deps.storage.presignedGetUrl
				? await deps.storage.presignedGetUrl(blobKey(oid), LINK_TTL_SECONDS)
				: undefined;
		const href = presigned ?? `${baseUrl(c)}/api/lfs/objects/${link("download")}`;
		return { oid, size, authenticated: true, actions: { download: { href, expires_in: LINK_TTL_SECONDS } } };
	};

	const batch = async (c: AppContext, typeSegment: string): Promise<Response> => {
		const { namespace = "", name = "" } = c.req.param();
		const repo = await loadRepoFor(c, deps, typeOfSegment(typeSegment), namespace, name.slice(0, -".git".length));
		// A repository the caller cannot see answers like a missing one before its body is even read.
		await authorizeRepo(c, deps, repo, "read");
		const body = await readJsonBody(c, LIMITS.jsonBodyBytes);
		const request = parseBatchRequest(body);
		// Uploads: writers, and readers who may take part in pull requests (they commit what they
		// upload only to refs/pr/N; the reuse rule keeps each uploader's objects theirs; decision 030).
		// A reader's uploads count against their own namespace, not the repository's (decision 037).
		let payer: string | null = null;
		if (request.operation === "upload") payer = await uploadPayer(c, deps, repo);
		else await authorizeRepo(c, deps, repo, "download");
		const viewer = viewerOf(c);
		const userPk = viewer.kind === "user" ? viewer.userId : "";
		const who = await accessSubjectOf(c, deps);
		const key = await linkKey(deps.db);
		const expires = Math.floor(Date.now() / 1000) + LINK_TTL_SECONDS;
		const objects: Record<string, unknown>[] = [];
		const claims: Parameters<typeof recordBlobUpload>[1][] = [];
		for (const object of request.objects) {
			if (object.invalid) {
				objects.push({ oid: object.oid, size: object.size, error: { code: 422, message: object.invalid } });
				continue;
			}
			const link = (action: LinkGrant["action"]): string =>
				signLink(key, { action, repoPk: repo.pk, sha256: object.oid, size: object.size, userPk, expires });
			objects.push(
				request.operation === "upload"
					? await answerUpload(c, repo, object, link, userPk, who, claims)
					: await answerDownload(c, repo, object, link, who),
			);
		}
		// Objects to be sent, and stored ones the caller may reuse, count against the namespace's quota
		// (the former from now until their links expire); the whole batch is refused (no link handed out,
		// nothing claimed) when they do not fit.
		const admitted = objects
			.filter((answer) => answer.error === undefined)
			.map((answer) => ({ sha256: String(answer.oid), size: Number(answer.size) }));
		if (request.operation === "upload")
			await reserveUploads(db, deps.config.limits, repo, admitted, expires * 1000, now(), payer);
		for (const claim of claims) await recordBlobUpload(db, { ...claim, payerNamespace: payer });
		if (request.operation === "upload" && request.transfers.includes("xet") && xetModeOf(deps) === "on") {
			// Xet (decision 032): the objects to send go through the CAS, with a write token for this branch.
			const action = await xetUploadAction(c, deps, repo, { userPk, payer }, request.ref ?? "main", now());
			for (const answer of objects) if (answer.actions) answer.actions = { upload: action };
			return lfsJson(c, { transfer: "xet", objects, hash_algo: "sha256" });
		}
		return lfsJson(c, { transfer: "basic", objects, hash_algo: "sha256" });
	};
	// The API's JSON errors; git-lfs shows an error answer's `message`, the Hugging Face clients read
	// `error`: batch errors give both. What is no ApiError goes to the hub's `onError` (a moved repository, a 500).
	app.onError((error, c) => {
		if (!(error instanceof ApiError)) throw error;
		return apiErrorResponse(c, error, {
			anonymous: viewerOf(c).kind === "anonymous",
			lfsMessage: isLfsApiPath(c.req.path),
		});
	});
	app.post("/:namespace/:name{[^/]+\\.git}/info/lfs/objects/batch", (c) => batch(c, "models"));
	app.post("/:prefix{(?:datasets|spaces)}/:namespace/:name{[^/]+\\.git}/info/lfs/objects/batch", (c) =>
		batch(c, c.req.param("prefix")),
	);

	/** The namespace of the repository a link was issued for, if it still exists. */
	const repoOfGrant = async (grant: LinkGrant): Promise<{ namespace: string }> => {
		const repo = await db.selectFrom("repos").select("namespace").where("pk", "=", grant.repoPk).executeTakeFirst();
		if (!repo) throw new ApiError("RepoNotFound", "The repository of this LFS link no longer exists");
		return repo;
	};

	app.put("/api/lfs/objects/:token", async (c) => {
		const grant = readLink(await linkKey(deps.db), c.req.param("token"), "upload");
		checkAnnouncedBlob({ sha256: grant.sha256, size: grant.size, maxSize });
		const length = c.req.header("content-length");
		if (length !== undefined && Number(length) !== grant.size)
			throw new ApiError("UploadSizeMismatch", `Content-Length is ${length}, but ${grant.size} bytes were announced`);
		// Whoever the batch charged pays: the repository's namespace, or a pull request's reader (decision 037).
		const repoNamespace = (await repoOfGrant(grant)).namespace;
		const payer = await payerOfUpload(db, grant.repoPk, grant.sha256);
		const namespace = payer ?? repoNamespace;
		// Refused before a byte is read when the object no longer fits (the quota was lowered, say).
		const object = { sha256: grant.sha256, size: grant.size };
		await checkQuota(db, deps.config.limits, namespace, [object]);
		const uploaded = trackUpload();
		try {
			const { body, freshChunks } = requestBody(c);
			await stageBlob(deps.storage, { sha256: grant.sha256, size: grant.size, maxSize }, body, { freshChunks });
		} finally {
			uploaded();
		}
		// Checked again with the claim, under the namespace's lock: a refused object stays unclaimed,
		// so no commit can name it and the collector removes it.
		const claim = { ...object, repoPk: grant.repoPk, userPk: grant.userPk, now: now(), payerNamespace: payer };
		if (!deps.config.limits) await recordBlobUpload(db, claim);
		else
			await withNamespaceLock(db, namespace, async (trx) => {
				await checkQuota(trx, deps.config.limits, namespace, [object]);
				await recordBlobUpload(trx, claim);
			});
		return c.body(null, 200);
	});

	app.post("/api/lfs/verify/:token", async (c) => {
		const grant = readLink(await linkKey(deps.db), c.req.param("token"), "verify");
		const parsed = await readJsonBody(c, LIMITS.jsonBodyBytes).catch((error: unknown) => {
			if (error instanceof ApiError && error.code === "PayloadTooLarge") throw error;
			return {};
		});
		const body = (typeof parsed === "object" && parsed !== null ? parsed : {}) as { oid?: unknown; size?: unknown };
		if ((body.oid !== undefined && body.oid !== grant.sha256) || (body.size !== undefined && body.size !== grant.size))
			throw new ApiError("BadRequest", "The oid and size must be those of the link");
		// Every look-up runs whatever the first one found: the time of a refusal does not tell whether
		// the object is stored for another repository (issue 18).
		const [stored, uploadedHere, referenced] = await Promise.all([
			deps.storage.stat(blobKey(grant.sha256)),
			blobUploadedFor(db, { sha256: grant.sha256, repoPk: grant.repoPk }),
			repoReferencesBlob(db, grant.repoPk, grant.sha256),
		]);
		const uploaded = stored?.size === grant.size && (uploadedHere || referenced);
		if (!uploaded)
			throw new ApiError("ObjectNotFound", `Object ${grant.sha256} (${grant.size} bytes) has not been uploaded`);
		return lfsJson(c, { oid: grant.sha256, size: grant.size });
	});

	app.on(["GET", "HEAD"], "/api/lfs/objects/:token", async (c) => {
		const grant = readLink(await linkKey(deps.db), c.req.param("token"), "download");
		const key = blobKey(grant.sha256);
		const headers = new Headers({
			"Content-Type": "application/octet-stream",
			"Accept-Ranges": "bytes",
			ETag: `"${grant.sha256}"`,
			"Cache-Control": "private, max-age=0",
		});
		const range = parseByteRange(c.req.header("range"), grant.size);
		if (range === "unsatisfiable") {
			if (grant.size === 0)
				return new Response(null, { status: 200, headers: { ...Object.fromEntries(headers), "Content-Length": "0" } });
			throw new ApiError("RangeNotSatisfiable", `Range not satisfiable: ${c.req.header("range") ?? ""}`, {
				headers: { "Content-Range": `bytes */${grant.size}` },
			});
		}
		if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${grant.size}`);
		headers.set("Content-Length", String(range ? range.end - range.start + 1 : grant.size));
		const status = range ? 206 : 200;
		if (c.req.method === "HEAD") {
			if (!(await deps.storage.stat(key))) throw new ApiError("ObjectNotFound", `Object ${grant.sha256} is not stored`);
			return new Response(null, { status, headers });
		}
		if (grant.size === 0) return new Response("", { status, headers });
		const local = await localBlobPath(deps.storage, key);
		const body = await storedBlobBody(deps.storage, key, grant.size, range, local);
		if (!body) throw new ApiError("ObjectNotFound", `Object ${grant.sha256} is not stored`);
		return new Response(body, { status, headers });
	});
	return app;
}
