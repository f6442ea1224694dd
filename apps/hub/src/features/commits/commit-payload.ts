import type { CommitOperation } from "../../commits/commit-operations.ts";
import { LFS_SIZE_THRESHOLD } from "../../commits/lfs-rules.ts";
import { ApiError } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { bodyLines } from "../../http/read-body.ts";

/** A commit request as the clients send it (docs/reference/uploads-and-commits.md#commit), before it meets the repository. */
export interface CommitPayload {
	summary: string;
	description: string;
	parentCommit?: string;
	/** Operations in request order; `lfsFile` without `size` (Python's server-side copy) carries `size: -1`. */
	operations: CommitOperation[];
}

/** The message the Hugging Face Hub gives for a regular file of 10 MiB or more (clients show it as is). */
export const FILE_TOO_LARGE_MESSAGE =
	"Your push was rejected because it contains files larger than 10 MiB. Please use https://git-lfs.github.com/ to store large files.";

/** Operations one commit may carry (`LIMITS.commitOperations`). */
export const MAX_OPERATIONS = LIMITS.commitOperations;

function field(value: Record<string, unknown>, key: string, line: number): string {
	const item = value[key];
	if (typeof item !== "string") throw new ApiError("BadRequest", `Line ${line}: "${key}" must be a string`);
	return item;
}

function decodeContent(value: Record<string, unknown>, line: number): Uint8Array {
	const content = field(value, "content", line);
	const encoding = value.encoding ?? "base64";
	if (encoding === "utf-8" || encoding === "utf8") return new TextEncoder().encode(content);
	if (encoding !== "base64")
		throw new ApiError("BadRequest", `Line ${line}: unknown encoding ${JSON.stringify(encoding)}`);
	if (!/^[A-Za-z0-9+/\r\n]*={0,2}\s*$/.test(content))
		throw new ApiError("BadRequest", `Line ${line}: the content of ${String(value.path)} is not base64`);
	return new Uint8Array(Buffer.from(content, "base64"));
}

/** One NDJSON line (`{key, value}`) or legacy entry as an operation; undefined for the header. */
function operationOf(key: string, value: Record<string, unknown>, line: number): CommitOperation {
	switch (key) {
		case "file": {
			const path = field(value, "path", line);
			const bytes = decodeContent(value, line);
			if (bytes.byteLength >= LFS_SIZE_THRESHOLD)
				throw new ApiError("RegularFileTooLarge", `${FILE_TOO_LARGE_MESSAGE} (${path})`);
			return { op: "put", path, content: { kind: "regular", bytes } };
		}
		case "lfsFile": {
			const path = field(value, "path", line);
			const algo = value.algo ?? "sha256";
			if (algo !== "sha256") throw new ApiError("BadRequest", `Line ${line}: only sha256 LFS objects are supported`);
			const sha256 = field(value, "oid", line).toLowerCase();
			const size = value.size;
			if (size !== undefined && (typeof size !== "number" || !Number.isSafeInteger(size) || size < 0))
				throw new ApiError("BadRequest", `Line ${line}: "size" must be a non-negative integer`);
			return { op: "put", path, content: { kind: "lfs", sha256, size: size ?? -1 } };
		}
		case "deletedFile":
			return { op: "delete", path: field(value, "path", line) };
		case "deletedFolder":
			return { op: "deleteFolder", path: field(value, "path", line).replace(/\/+$/, "") };
		case "copyFile": {
			const from = typeof value.srcPath === "string" ? value.srcPath : field(value, "from", line);
			const revision = value.srcRevision;
			return {
				op: "copy",
				from,
				path: field(value, "path", line),
				...(typeof revision === "string" ? { fromRevision: revision } : {}),
			};
		}
		default:
			throw new ApiError("BadRequest", `Line ${line}: unknown key ${JSON.stringify(key)}`);
	}
}

function asObject(value: unknown, line: number): Record<string, unknown> {
	if (typeof value !== "object" || value === null || Array.isArray(value))
		throw new ApiError("BadRequest", `Line ${line}: expected a JSON object`);
	return value as Record<string, unknown>;
}

function header(value: Record<string, unknown>): Omit<CommitPayload, "operations"> {
	const summary = typeof value.summary === "string" ? value.summary : "";
	const description = typeof value.description === "string" ? value.description : "";
	const parent = value.parentCommit;
	if (parent !== undefined && parent !== null && (typeof parent !== "string" || !/^[0-9a-f]{40}$/.test(parent)))
		throw new ApiError("BadRequest", "parentCommit must be a full 40-hex commit id");
	return { summary, description, ...(typeof parent === "string" ? { parentCommit: parent } : {}) };
}

/** Reads NDJSON commit lines one at a time (header first), holding only the operations. */
class NdjsonCommit {
	private head: Omit<CommitPayload, "operations"> | undefined;
	private readonly operations: CommitOperation[] = [];

	line(raw: string, number: number): void {
		const text = raw.trim();
		if (!text) return;
		let parsed: Record<string, unknown>;
		try {
			parsed = asObject(JSON.parse(text), number);
		} catch (error) {
			if (error instanceof ApiError) throw error;
			throw new ApiError("BadRequest", `Line ${number} is not valid JSON`);
		}
		const key = parsed.key;
		if (typeof key !== "string") throw new ApiError("BadRequest", `Line ${number}: "key" must be a string`);
		const value = asObject(parsed.value, number);
		if (key === "header") {
			if (this.head || this.operations.length > 0)
				throw new ApiError("BadRequest", `Line ${number}: the header must come first, once`);
			this.head = header(value);
			return;
		}
		if (!this.head) throw new ApiError("BadRequest", 'The first line must be the header ({"key":"header",...})');
		checkCount(this.operations.length + 1);
		this.operations.push(operationOf(key, value, number));
	}

	finish(): CommitPayload {
		if (!this.head) throw new ApiError("BadRequest", "The body has no header line");
		return { ...this.head, operations: this.operations };
	}
}

function checkCount(count: number): void {
	if (count > MAX_OPERATIONS)
		throw new ApiError(
			"LimitExceeded",
			`Too many operations: at most ${MAX_OPERATIONS} per commit; split the upload into several commits`,
		);
}

function parseLegacy(body: string): CommitPayload {
	let legacy: Record<string, unknown>;
	try {
		legacy = asObject(JSON.parse(body), 1);
	} catch (error) {
		if (error instanceof ApiError) throw error;
		throw new ApiError("BadRequest", "The body is not valid JSON");
	}
	const list = (key: string): Record<string, unknown>[] =>
		Array.isArray(legacy[key]) ? (legacy[key] as unknown[]).map((item) => asObject(item, 1)) : [];
	const files = list("files");
	const lfsFiles = list("lfsFiles");
	const deletedFiles = list("deletedFiles");
	checkCount(files.length + lfsFiles.length + deletedFiles.length);
	return {
		...header(legacy),
		operations: [
			...files.map((item) => operationOf("file", item, 1)),
			...lfsFiles.map((item) => operationOf("lfsFile", item, 1)),
			...deletedFiles.map((item) => operationOf("deletedFile", item, 1)),
		],
	};
}

/**
 * Parses a commit body: NDJSON (`{"key":"header"|"file"|"lfsFile"|"deletedFile"|"deletedFolder"|"copyFile","value":{...}}`
 * per line, header first) or the legacy JSON object (`{summary, files, lfsFiles, deletedFiles}`).
 * Regular files of 10 MiB or more are refused with the Hub's message (`RegularFileTooLarge`).
 */
export function parseCommitPayload(body: string, contentType: string): CommitPayload {
	if (contentType.includes("application/json")) return parseLegacy(body);
	const parser = new NdjsonCommit();
	body.split("\n").forEach((line, index) => parser.line(line, index + 1));
	return parser.finish();
}

/**
 * {@link parseCommitPayload} on a body as it streams: NDJSON is parsed line by line (each line at
 * most `LIMITS.commitLineBytes`), so the hub holds one line and the decoded operations, never the
 * whole text; the chunks come counted against the total bound (`http/read-body.ts`).
 */
export async function readCommitPayload(
	chunks: AsyncIterable<Uint8Array>,
	contentType: string,
): Promise<CommitPayload> {
	if (contentType.includes("application/json")) {
		const parts: Uint8Array[] = [];
		for await (const chunk of chunks) parts.push(chunk);
		return parseLegacy(Buffer.concat(parts).toString("utf8"));
	}
	const parser = new NdjsonCommit();
	for await (const { text, number } of bodyLines(chunks, LIMITS.commitLineBytes)) parser.line(text, number);
	return parser.finish();
}
