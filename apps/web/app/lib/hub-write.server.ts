import { createHash } from "node:crypto";
import type { ApiFetch } from "./api-context.ts";
import type { CommitCreated, PreuploadAnswer, RepoKind } from "./api-types.ts";
import { encodePath, repoPrefix } from "./paths.ts";
import { asReader } from "./viewer.server.ts";

/** Who writes: the API, the page request (its cookies) and the anti-forgery token its form carried. */
export interface WriteContext {
	apiFetch: ApiFetch;
	request: Request;
	csrf: string;
}

/** A refused write, with the hub's message for the form to show and its status. */
export class WriteError extends Error {
	readonly status: number;
	readonly code: string;
	constructor(message: string, status: number, code: string) {
		super(message);
		this.name = "WriteError";
		this.status = status;
		this.code = code;
	}
}

/** A file to commit. */
export interface NewFile {
	path: string;
	bytes: Uint8Array;
}

async function call(ctx: WriteContext, path: string, init: RequestInit): Promise<Response> {
	const res = await ctx.apiFetch(path, asReader(ctx.request, init, ctx.csrf));
	if (res.ok) return res;
	let message = `The hub answered ${res.status}.`;
	let code = "";
	try {
		const body = (await res.json()) as { error?: unknown; code?: unknown };
		if (typeof body.error === "string") message = body.error;
		if (typeof body.code === "string") code = body.code;
	} catch {
		// not JSON: keep the generic message
	}
	throw new WriteError(message, res.status, code || res.headers.get("x-error-code") || "");
}

function json(method: string, body: unknown): RequestInit {
	return { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}

const apiBase = (kind: RepoKind, id: string) => `/api/${kind}s/${encodePath(id)}`;

/** Creates a repository; answers its id. */
export async function createRepo(
	ctx: WriteContext,
	repo: { kind: RepoKind; namespace: string; name: string; private: boolean; sdk?: string },
): Promise<string> {
	await call(
		ctx,
		"/api/repos/create",
		json("POST", {
			type: repo.kind,
			name: repo.name,
			organization: repo.namespace,
			private: repo.private,
			...(repo.kind === "space" ? { sdk: repo.sdk || "static" } : {}),
		}),
	);
	return `${repo.namespace}/${repo.name}`;
}

/** Changes visibility and/or gating. */
export async function updateSettings(
	ctx: WriteContext,
	kind: RepoKind,
	id: string,
	settings: { private?: boolean; gated?: false | "auto" | "manual" },
): Promise<void> {
	await call(ctx, `${apiBase(kind, id)}/settings`, json("PUT", settings));
}

/** Renames or transfers a repository. */
export async function moveRepo(ctx: WriteContext, kind: RepoKind, from: string, to: string): Promise<void> {
	await call(ctx, "/api/repos/move", json("POST", { fromRepo: from, toRepo: to, type: kind }));
}

/** Deletes a repository. */
export async function deleteRepo(ctx: WriteContext, kind: RepoKind, id: string): Promise<void> {
	const [namespace, name] = id.split("/");
	await call(ctx, "/api/repos/delete", json("DELETE", { type: kind, organization: namespace, name }));
}

/** Creates `branch` from the revision `from`. */
export async function createBranch(
	ctx: WriteContext,
	kind: RepoKind,
	id: string,
	branch: string,
	from: string,
): Promise<void> {
	await call(ctx, `${apiBase(kind, id)}/branch/${encodeURIComponent(branch)}`, json("POST", { startingPoint: from }));
}

/** What preupload says of each file: regular (inline in the commit) or LFS (uploaded first). */
async function uploadModes(ctx: WriteContext, kind: RepoKind, id: string, rev: string, files: NewFile[]) {
	const modes = new Map<string, "regular" | "lfs">();
	for (let i = 0; i < files.length; i += 100) {
		const batch = files.slice(i, i + 100).map((f) => ({
			path: f.path,
			size: f.bytes.byteLength,
			sample: Buffer.from(f.bytes.subarray(0, 512)).toString("base64"),
		}));
		const res = await call(
			ctx,
			`${apiBase(kind, id)}/preupload/${encodeURIComponent(rev)}`,
			json("POST", { files: batch }),
		);
		const body = (await res.json()) as PreuploadAnswer;
		for (const f of body.files) modes.set(f.path, f.uploadMode);
	}
	return modes;
}

/** A path (and query) of an action URL the hub gave, when it points at the hub itself. */
function hubPath(href: string): string | null {
	const url = new URL(href, "http://hub.invalid");
	return url.pathname.startsWith("/api/") || url.pathname.includes(".git/") ? url.pathname + url.search : null;
}

/** Uploads LFS files through the batch API (basic transfer); answers their sha256 by path. */
async function uploadLfs(ctx: WriteContext, kind: RepoKind, id: string, rev: string, files: NewFile[]) {
	const oids = new Map(files.map((f) => [f.path, createHash("sha256").update(f.bytes).digest("hex")]));
	const objects = [...new Map(files.map((f) => [oids.get(f.path), f])).entries()].map(([oid, f]) => ({
		oid: oid ?? "",
		size: f.bytes.byteLength,
		file: f,
	}));
	const res = await call(ctx, `${repoPrefix(kind)}/${encodePath(id)}.git/info/lfs/objects/batch`, {
		method: "POST",
		headers: { "content-type": "application/vnd.git-lfs+json", accept: "application/vnd.git-lfs+json" },
		body: JSON.stringify({
			operation: "upload",
			transfers: ["basic"],
			hash_algo: "sha256",
			ref: { name: rev },
			objects: objects.map(({ oid, size }) => ({ oid, size })),
		}),
	});
	const answer = (await res.json()) as {
		objects: {
			oid: string;
			error?: { message: string };
			actions?: { upload?: { href: string }; verify?: { href: string } };
		}[];
	};
	for (const object of answer.objects) {
		if (object.error) throw new WriteError(object.error.message, 422, "LfsObjectRefused");
		const source = objects.find((o) => o.oid === object.oid);
		const upload = object.actions?.upload;
		if (!source || !upload) continue;
		const path = hubPath(upload.href);
		const body = new Blob([source.file.bytes as Uint8Array<ArrayBuffer>]);
		// The signed link is the credential; the reader's cookies ride along on the in-process call,
		// so it carries the form's anti-forgery token too.
		const put = path
			? await ctx.apiFetch(path, asReader(ctx.request, { method: "PUT", body }, ctx.csrf))
			: await fetch(upload.href, { method: "PUT", body });
		if (!put.ok) throw new WriteError(`Uploading ${source.file.path} failed (${put.status}).`, 502, "UploadFailed");
		const verify = object.actions?.verify;
		const verifyPath = verify ? hubPath(verify.href) : null;
		if (verifyPath)
			await call(ctx, verifyPath, {
				method: "POST",
				headers: { "content-type": "application/vnd.git-lfs+json" },
				body: JSON.stringify({ oid: source.oid, size: source.size }),
			});
	}
	return oids;
}

/**
 * One commit on branch `rev`: the files (small ones inline, large or binary ones through LFS, as
 * preupload decides) and the deletions. Answers the new commit id.
 */
export async function commitChanges(
	ctx: WriteContext,
	kind: RepoKind,
	id: string,
	rev: string,
	change: { summary: string; description?: string; files?: NewFile[]; deletions?: string[]; parentCommit?: string },
): Promise<string> {
	const files = change.files ?? [];
	const modes = files.length ? await uploadModes(ctx, kind, id, rev, files) : new Map();
	const lfsFiles = files.filter((f) => modes.get(f.path) === "lfs");
	const oids = lfsFiles.length ? await uploadLfs(ctx, kind, id, rev, lfsFiles) : new Map<string, string>();
	const lines: unknown[] = [
		{
			key: "header",
			value: {
				summary: change.summary,
				description: change.description ?? "",
				...(change.parentCommit ? { parentCommit: change.parentCommit } : {}),
			},
		},
	];
	for (const f of files) {
		const oid = oids.get(f.path);
		lines.push(
			oid
				? { key: "lfsFile", value: { path: f.path, algo: "sha256", oid, size: f.bytes.byteLength } }
				: {
						key: "file",
						value: { path: f.path, content: Buffer.from(f.bytes).toString("base64"), encoding: "base64" },
					},
		);
	}
	for (const path of change.deletions ?? []) lines.push({ key: "deletedFile", value: { path } });
	const res = await call(ctx, `${apiBase(kind, id)}/commit/${encodeURIComponent(rev)}`, {
		method: "POST",
		headers: { "content-type": "application/x-ndjson" },
		body: lines.map((line) => JSON.stringify(line)).join("\n"),
	});
	const body = (await res.json()) as CommitCreated;
	return body.commitOid;
}
