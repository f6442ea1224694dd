import { createHash } from "node:crypto";
import type { AppHono } from "../app-env.ts";
import { fileFromBytes } from "../commits/commit-file.ts";
import { commit } from "../commits/commit-engine.ts";
import { findRepo } from "../repos/repos.repository.ts";
import { createCommit, operationOfFile } from "../commits/create-commit.ts";
import type { RepoType } from "../db/database.ts";
import type { TestHub } from "./create-test-hub.ts";

/** Lower-case hex sha256. */
export function sha256Of(bytes: Uint8Array): string {
	return createHash("sha256").update(bytes).digest("hex");
}

/** Deterministic pseudo-random bytes. */
export function bytesOf(length: number, seed: number): Uint8Array<ArrayBuffer> {
	const bytes = new Uint8Array(length);
	let state = seed;
	for (let index = 0; index < length; index++) {
		state = (state * 1103515245 + 12345) >>> 0;
		bytes[index] = state >>> 24;
	}
	return bytes;
}

/** Creates a repository with a README (and whatever else is given) through the commit code. */
export async function makeRepo(
	hub: Pick<TestHub, "db" | "storage">,
	repoId: string,
	type: RepoType = "model",
	files: Record<string, Uint8Array | string> = {},
): Promise<string> {
	const result = await createCommit(hub, {
		type,
		repoId,
		files: Object.entries({ "README.md": `# ${repoId}\n`, ...files }).map(([path, bytes]) =>
			fileFromBytes(path, bytes),
		),
		title: "Initial commit",
	});
	return result.commitId;
}

/** The LFS batch endpoint's path for a repository. */
export function batchPath(repoId: string, type: RepoType = "model"): string {
	return `/${type === "model" ? "" : `${type}s/`}${repoId}.git/info/lfs/objects/batch`;
}

/** One object of a batch answer. */
export interface BatchAnswerObject {
	oid: string;
	size: number;
	authenticated?: boolean;
	actions?: Record<string, { href: string; expires_in?: number; header?: Record<string, string> }>;
	error?: { code: number; message: string };
}

/** Posts a batch request; returns the status, content type and objects. */
export async function batch(
	app: AppHono,
	repoId: string,
	body: Record<string, unknown>,
	headers: Record<string, string> = {},
	type: RepoType = "model",
): Promise<{ status: number; contentType: string; objects: BatchAnswerObject[]; body: Record<string, unknown> }> {
	const response = await app.request(batchPath(repoId, type), {
		method: "POST",
		headers: { "content-type": "application/vnd.git-lfs+json", accept: "application/vnd.git-lfs+json", ...headers },
		body: JSON.stringify(body),
	});
	const json = (await response.json()) as Record<string, unknown>;
	return {
		status: response.status,
		contentType: response.headers.get("content-type") ?? "",
		objects: (json.objects as BatchAnswerObject[] | undefined) ?? [],
		body: json,
	};
}

/** The path and query of an absolute link from a batch answer (to send it through `app.request`). */
export function localPath(href: string): string {
	const url = new URL(href);
	return `${url.pathname}${url.search}`;
}

/** Adds files to a branch of an existing repository through the commit engine (LFS-style by the default rules). */
export async function commitFiles(
	hub: Pick<TestHub, "db" | "storage">,
	repoId: string,
	branch: string,
	files: Record<string, Uint8Array | string>,
	type: RepoType = "model",
): Promise<string> {
	const repo = await findRepo(hub.db.kysely, type, repoId);
	if (!repo) throw new Error(`no repository ${repoId}`);
	const operations = [];
	for (const [path, bytes] of Object.entries(files))
		operations.push(await operationOfFile(hub.storage, fileFromBytes(path, bytes)));
	const result = await commit(hub, {
		repo,
		branch,
		operations,
		author: "tester",
		message: `Add ${Object.keys(files).join(", ")}`,
	});
	return result.commitId;
}

/** Sends `bytes` to `repoId` as an LFS object: a batch upload request, then a PUT to the link it gave; the PUT's answer. */
export async function uploadThroughBatch(
	app: AppHono,
	repoId: string,
	bytes: Uint8Array,
	headers: Record<string, string>,
): Promise<Response> {
	const answer = await batch(
		app,
		repoId,
		{ operation: "upload", objects: [{ oid: sha256Of(bytes), size: bytes.length }] },
		headers,
	);
	const href = answer.objects[0]?.actions?.upload?.href;
	if (answer.status !== 200 || !href)
		throw new Error(`no upload link: ${answer.status} ${JSON.stringify(answer.body)}`);
	return app.request(localPath(href), { method: "PUT", body: Buffer.from(bytes) });
}
