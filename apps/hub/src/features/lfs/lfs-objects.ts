import { ApiError } from "../../errors.ts";

/** The media type of every LFS batch request and answer. */
export const LFS_MEDIA_TYPE = "application/vnd.git-lfs+json";

/** How long LFS links stay valid (seconds). A PUT or GET only has to start within it. */
export const LINK_TTL_SECONDS = 3600;

/** Most objects one batch request may name (Python sends 256, JS 100). */
export const MAX_BATCH_OBJECTS = 1000;

/** One object of a batch request, checked for shape only. */
export interface BatchObject {
	oid: string;
	size: number;
	/** Why the object cannot be handled, when its oid or size is malformed. */
	invalid?: string;
}

/** A parsed LFS batch request (docs/reference/uploads-and-commits.md#lfs-batch; git-lfs's batch API). */
export interface BatchRequest {
	operation: "upload" | "download";
	objects: BatchObject[];
	/** The transfer adapters the client offers (`basic` when it says nothing). */
	transfers: string[];
	/** The branch an upload is for (`ref.name`), when given. */
	ref?: string;
}

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Reads a batch request body: `operation`, `objects` (`oid`, `size`), and, when given, `hash_algo`
 * (`sha256`, or JS's `sha_256`), `transfers` (the hub answers `xet` to uploads that offer it while Xet
 * is on, else `basic`) and `ref.name`.
 * Malformed objects are kept with `invalid` set, so the answer can carry a per-object error.
 */
export function parseBatchRequest(body: unknown): BatchRequest {
	if (typeof body !== "object" || body === null) throw new ApiError("BadRequest", "The body must be a JSON object");
	const { operation, objects, hash_algo: hashAlgo, transfers, ref } = body as Record<string, unknown>;
	if (operation !== "upload" && operation !== "download")
		throw new ApiError("BadRequest", `Unknown LFS operation ${JSON.stringify(operation)}: use "upload" or "download"`);
	if (hashAlgo !== undefined && hashAlgo !== "sha256" && hashAlgo !== "sha_256")
		throw new ApiError("BadRequest", `Unsupported hash_algo ${JSON.stringify(hashAlgo)}: only sha256 is supported`);
	if (!Array.isArray(objects)) throw new ApiError("BadRequest", "objects must be an array of {oid, size}");
	if (objects.length > MAX_BATCH_OBJECTS)
		throw new ApiError("BadRequest", `At most ${MAX_BATCH_OBJECTS} objects per batch request; split the request`);
	const refName = typeof ref === "object" && ref !== null ? (ref as Record<string, unknown>).name : undefined;
	return {
		operation,
		transfers: Array.isArray(transfers)
			? transfers.filter((item): item is string => typeof item === "string")
			: ["basic"],
		...(typeof refName === "string" && refName.length > 0 && refName.length <= 256 ? { ref: refName } : {}),
		objects: objects.map((item: unknown): BatchObject => {
			const { oid, size } = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
			const shownOid = typeof oid === "string" ? oid.slice(0, 80) : "";
			const shownSize = typeof size === "number" ? size : -1;
			if (typeof oid !== "string" || !SHA256.test(oid))
				return { oid: shownOid, size: shownSize, invalid: "oid must be a sha256: 64 lower-case hex digits" };
			if (typeof size !== "number" || !Number.isSafeInteger(size) || size < 0)
				return { oid, size: shownSize, invalid: "size must be a whole number of bytes" };
			return { oid, size };
		}),
	};
}
