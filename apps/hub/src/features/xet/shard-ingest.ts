import type { AppDeps } from "../../app-deps.ts";
import { ApiError } from "../../errors.ts";
import { checkQuota, withNamespaceLock } from "../../quotas/storage-quota.ts";
import { DEFAULT_MAX_FILE_SIZE, verifyBlob } from "../../storage/staged-upload.ts";
import { hashToString } from "../../xet/hash-string.ts";
import { fileHash, verificationHash } from "../../xet/hashes.ts";
import type { ParsedShard, ShardFile } from "../../xet/shard.ts";
import { recordBlobUpload } from "../lfs/blob-uploads.repository.ts";
import { recordXetFile, type StoredTerm, type XetFile } from "./xet-files.repository.ts";
import type { XetGrant } from "./xet-tokens.ts";
import { xorbUsable } from "./xorb-access.ts";
import { readXorbChunks, readXorbIndex, type IndexedChunk } from "./xorb-store.ts";

/** Xorbs one shard may name; the clients' shards of 64 MiB name far fewer. */
const MAX_XORBS_PER_SHARD = 20_000;
/**
 * Chunks one shard may make the hub read or walk: in its terms, and in the indexes of the xorbs it
 * names (44 bytes each in memory). A million chunks is a 64 GB file at the 64 KiB average.
 */
export const MAX_CHUNKS_PER_SHARD = 1_000_000;

/**
 * Makes the files of an uploaded shard blobs of the hub, kept as the chunks of their xorbs (decisions
 * 032 and 034). For each file: every xorb it names must be usable by the token's user
 * ({@link usableXorbs}); every term must lie inside its xorb, with the unpacked length and
 * verification hash of those chunks; the file hash must be that of its chunks; then the file is read
 * back chunk by chunk and must hash to the FileMetadataExt sha256 at the expected size. Nothing is
 * written for the bytes: the file's Xet hash and terms (`xet_files`) are its storage, and
 * `XetBackedStorage` serves them as the blob. The user is recorded as having uploaded that blob for
 * the repository (`blob_uploads`, under the quota lock of whoever pays: the repository's namespace, or
 * a reader's for their pull request, decisions 037 and 038), which is what lets the NDJSON commit name it
 * by `lfsFile {oid}` (decision 015). Nothing is recorded for a file that fails a check.
 * Whether any file was new to the hub.
 */
export async function ingestShard(deps: AppDeps, grant: XetGrant, shard: ParsedShard, now: number): Promise<boolean> {
	const db = deps.db.kysely;
	const maxSize = deps.config.maxFileSize ?? DEFAULT_MAX_FILE_SIZE;
	const repo = await db
		.selectFrom("repos")
		.select(["pk", "namespace"])
		.where("pk", "=", grant.repoPk)
		.executeTakeFirst();
	if (!repo) throw new ApiError("XetTokenInvalid", "The repository of this Xet token no longer exists");
	// A reader's upload for a pull request counts against the reader's namespace (decision 037), as through LFS.
	const payer = grant.payer || repo.namespace;
	const named = new Set(shard.files.flatMap((file) => file.terms.map((term) => hashToString(term.xorbHash))));
	if (named.size > MAX_XORBS_PER_SHARD)
		throw new ApiError(
			"XetShardInvalid",
			`The shard names ${named.size} xorbs; at most ${MAX_XORBS_PER_SHARD} are accepted`,
		);
	const termChunks = shard.files.reduce(
		(sum, file) => sum + file.terms.reduce((count, term) => count + term.chunkEnd - term.chunkStart, 0),
		0,
	);
	if (termChunks > MAX_CHUNKS_PER_SHARD)
		throw new ApiError(
			"XetShardInvalid",
			`The shard's files span ${termChunks} chunks; at most ${MAX_CHUNKS_PER_SHARD} are accepted per shard`,
		);
	const indexes = await usableXorbs(deps, grant, [...named]);
	let anyNew = false;
	for (const [position, file] of shard.files.entries()) {
		const checked = checkFile(file, position, indexes, maxSize);
		const existing = await db
			.selectFrom("xet_files")
			.select("sha256")
			.where("sha256", "=", checked.sha256)
			.executeTakeFirst();
		const object = { sha256: checked.sha256, size: checked.size };
		await checkQuota(db, deps.config.limits, payer, [object]);
		await verifyBlob({ ...object, maxSize }, rebuild(deps, checked.terms, indexes)).catch((error: unknown) => {
			if (error instanceof ApiError && error.code === "UploadHashMismatch")
				throw new ApiError("XetFileMismatch", `file ${position}: its chunks do not hash to sha256 ${checked.sha256}`);
			throw error;
		});
		anyNew ||= !existing;
		const claim = { ...object, repoPk: grant.repoPk, userPk: grant.userPk, now, payerNamespace: grant.payer || null };
		await withNamespaceLock(db, payer, async (trx) => {
			if (deps.config.limits) await checkQuota(trx, deps.config.limits, payer, [object]);
			await recordBlobUpload(trx, claim);
			await recordXetFile(trx, checked, now);
		});
	}
	return anyNew;
}

/**
 * The chunk indexes of the named xorbs, when every one is stored and usable by the grant's user:
 * uploaded by that user (for any repository: they hold its bytes), or for this repository by one of
 * its writers (its write session), or part of a file the user may reuse in this repository under
 * the reuse rule (`reusableObject`, decision 015). Otherwise `XetXorbUnavailable`, with one message
 * whether the xorb is stored elsewhere or nowhere, so a hash of someone else's private data teaches nothing.
 */
async function usableXorbs(deps: AppDeps, grant: XetGrant, hashes: string[]): Promise<Map<string, IndexedChunk[]>> {
	const indexes = new Map<string, IndexedChunk[]>();
	let indexedChunks = 0;
	const subject = {};
	for (const hash of hashes) {
		const usable = await xorbUsable(deps, grant, hash, subject);
		indexedChunks += usable?.chunkCount ?? 0;
		if (indexedChunks > MAX_CHUNKS_PER_SHARD)
			throw new ApiError(
				"XetShardInvalid",
				`The shard's xorbs hold more than ${MAX_CHUNKS_PER_SHARD} chunks; split it`,
			);
		const index = usable ? await readXorbIndex(deps.storage, hash) : undefined;
		if (!index)
			throw new ApiError(
				"XetXorbUnavailable",
				`The shard names xorb ${hash}, which was not uploaded in this session: upload it first (POST /v1/xorbs/default/${hash})`,
			);
		indexes.set(hash, index);
	}
	return indexes;
}

/** Checks one shard file against the xorbs' indexes (see {@link ingestShard}); `XetShardInvalid` or `XetFileMismatch` otherwise. */
function checkFile(file: ShardFile, position: number, indexes: Map<string, IndexedChunk[]>, maxSize: number): XetFile {
	const where = `file ${position} (${hashToString(file.fileHash)})`;
	if (!file.sha256)
		throw new ApiError("XetShardInvalid", `${where} has no sha256 (FileMetadataExt): git repositories need it`);
	const terms: StoredTerm[] = [];
	const chunks: IndexedChunk[] = [];
	let size = 0;
	for (const [index, term] of file.terms.entries()) {
		const xorb = hashToString(term.xorbHash);
		const covered = indexes.get(xorb)?.slice(term.chunkStart, term.chunkEnd) ?? [];
		if (covered.length !== term.chunkEnd - term.chunkStart)
			throw new ApiError(
				"XetFileMismatch",
				`${where} term ${index}: xorb ${xorb} has no chunks [${term.chunkStart}, ${term.chunkEnd})`,
			);
		const length = covered.reduce((sum, chunk) => sum + chunk.length, 0);
		if (length !== term.unpackedLength)
			throw new ApiError(
				"XetFileMismatch",
				`${where} term ${index}: the chunks hold ${length} bytes, not ${term.unpackedLength}`,
			);
		if (!term.verification)
			throw new ApiError("XetShardInvalid", `${where} has no verification entries: shard uploads need them`);
		const expected = verificationHash(covered.map((chunk) => chunk.hash));
		if (Buffer.compare(expected, term.verification) !== 0)
			throw new ApiError("XetFileMismatch", `${where} term ${index}: the verification hash does not match the chunks`);
		size += length;
		if (size > maxSize)
			throw new ApiError("MaxFileSizeExceeded", `${where} is larger than this hub's limit of ${maxSize} bytes`);
		chunks.push(...covered);
		terms.push({ xorb, start: term.chunkStart, end: term.chunkEnd, length });
	}
	const xetHash = hashToString(fileHash(chunks));
	if (xetHash !== hashToString(file.fileHash))
		throw new ApiError("XetFileMismatch", `${where}: its chunks make the file hash ${xetHash}`);
	const firstChunk = chunks[0]?.hash ?? new Uint8Array(32);
	return { sha256: hashToString(file.sha256), xetHash, size, terms, firstChunk };
}

/** The bytes of a file, term after term, decoded from the stored xorbs; each chunk is valid until the next is asked for. */
async function* rebuild(
	deps: AppDeps,
	terms: readonly StoredTerm[],
	indexes: Map<string, IndexedChunk[]>,
): AsyncGenerator<Uint8Array> {
	for (const term of terms)
		yield* readXorbChunks(deps.storage, term.xorb, indexes.get(term.xorb) ?? [], term.start, term.end, {
			transient: true,
		});
}
