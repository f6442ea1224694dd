import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { ApiError } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { bodyChunks, nodeRequestBody, readBodyBytes, refuseDeclaredLength } from "../../http/read-body.ts";
import { parseShard, ShardFormatError } from "../../xet/shard.ts";
import { XorbFormatError } from "../../xet/xorb.ts";
import { blobUploadedFor, repoReferencesBlob } from "../lfs/blob-uploads.repository.ts";
import { parseByteRange } from "../files/byte-range.ts";
import { fetchSignature, fetchSignatureValid, planReconstruction } from "./reconstruction.ts";
import { globalDedupShard } from "./global-dedup.ts";
import { ingestShard } from "./shard-ingest.ts";
import type { StoredTerm } from "./xet-files.repository.ts";
import { CAS_PATH, casUrlOf } from "./xet.routes.ts";
import { readXetToken, xetTokenKey, type XetDirection, type XetGrant } from "./xet-tokens.ts";
import { isCasHash, readXorbIndex, receiveXorb, XorbHashMismatch, type IndexedChunk } from "./xorb-store.ts";
import { xorbKey } from "../../xet/xorb-keys.ts";

/** The prefixes of the global deduplication query: the spec's, and the one `@huggingface/hub` sends. */
const DEDUP_PREFIXES = new Set(["default-merkledb", "default"]);

/** How long the xorb fetch URLs of a reconstruction answer stay valid (seconds). */
const FETCH_URL_TTL_SECONDS = 60 * 60;

/**
 * The Xet CAS on this hub, under `/xet-cas` (the `casUrl` of the tokens; decision 032):
 * - `POST /v1/xorbs/default/{hash}`: a serialized xorb, verified (every chunk decoded and hashed, the
 *   Merkle hash equal to `{hash}`) before it is stored; `{was_inserted}`. Recorded as sent by the
 *   token's user for the token's repository.
 * - `POST /v1/shards`: a shard whose files become blobs of the hub (`shard-ingest.ts`); `{result}`
 *   (1: something new was stored, 0: everything was known).
 * - `POST /v2/shards`: 404 `XetNotFound`; the clients then use `/v1/shards`.
 * - `GET /v1/chunks/default-merkledb/{hash}` (also `default`, what `@huggingface/hub` asks): the global
 *   deduplication answer (`global-dedup.ts`), a shard of keyed chunk hashes of the xorbs holding the
 *   chunk that the caller may build on; 404 `XetNotFound` otherwise, as for a chunk stored nowhere.
 * - `GET /v1/reconstructions/{file}` and `/v2/…` (optional `Range`): the terms of a file the token's
 *   repository has (in a tree, or uploaded for it), with signed URLs to the xorb byte ranges
 *   (`GET /fetch/{xorb}?start&end&exp&sig`, the only CAS route without a token).
 * Every other route takes only an Xet token (`Authorization: Bearer`), of the write direction for uploads.
 */
export function casRoutes(deps: AppDeps): AppHono {
	const now = deps.now ?? Date.now;
	const app = factory.createApp();

	const grantOf = async (c: AppContext, direction: XetDirection): Promise<XetGrant> =>
		readXetToken(await xetTokenKey(deps.db), c.req.header("authorization"), direction, now());

	const hashParam = (c: AppContext): string => {
		const hash = c.req.param("hash") ?? "";
		if (!isCasHash(hash))
			throw new ApiError("BadRequest", "The hash must be 64 lower-case hex digits (the Xet string form)");
		return hash;
	};

	app.post(`${CAS_PATH}/v1/xorbs/:prefix/:hash`, async (c) => {
		const grant = await grantOf(c, "write");
		if (c.req.param("prefix") !== "default")
			throw new ApiError("BadRequest", "Xorbs are stored under the prefix 'default'");
		const hash = hashParam(c);
		// Streamed when the length is declared (the clients declare it); otherwise read whole first, within the limit.
		// A declared length over the limit is refused here, before anything is staged for it.
		refuseDeclaredLength(c.req.raw.headers, LIMITS.xetXorbBytes);
		const declared = c.req.header("content-length")?.trim();
		const streamed = declared !== undefined && /^\d+$/.test(declared);
		// Node's own request yields fresh pieces, which the store frees once written (decision 055).
		const freshPieces = streamed && nodeRequestBody(c) !== undefined;
		const body = streamed
			? { pieces: bodyChunks(c, LIMITS.xetXorbBytes), size: Number(declared) }
			: await readBodyBytes(c, LIMITS.xetXorbBytes).then((bytes) => ({ pieces: [bytes], size: bytes.length }));
		let inserted;
		try {
			({ inserted } = await receiveXorb(deps, hash, body.pieces, body.size, now(), { freshPieces }));
		} catch (error) {
			if (error instanceof XorbFormatError)
				throw new ApiError("XetXorbInvalid", `The xorb is not well formed: ${error.message}`);
			if (error instanceof XorbHashMismatch)
				throw new ApiError("XetXorbHashMismatch", `The xorb's chunks hash to ${error.actual}, not ${hash}`);
			throw error;
		}
		await deps.db.kysely
			.insertInto("xet_xorb_uploads")
			.values({ xorb_hash: hash, repo_pk: grant.repoPk, user_pk: grant.userPk, uploaded_at: now() })
			.onConflict((oc) => oc.columns(["xorb_hash", "repo_pk", "user_pk"]).doUpdateSet({ uploaded_at: now() }))
			.execute();
		return c.json({ was_inserted: inserted });
	});

	app.post(`${CAS_PATH}/v1/shards`, async (c) => {
		const grant = await grantOf(c, "write");
		const body = await readBodyBytes(c, LIMITS.xetShardBytes);
		let shard;
		try {
			shard = parseShard(body);
		} catch (error) {
			if (error instanceof ShardFormatError)
				throw new ApiError("XetShardInvalid", `The shard is not well formed: ${error.message}`);
			throw error;
		}
		const stored = await ingestShard(deps, grant, shard, now());
		return c.json({ result: stored ? 1 : 0 });
	});

	app.post(`${CAS_PATH}/v2/shards`, async (c) => {
		await grantOf(c, "write");
		throw new ApiError("XetNotFound", "This hub takes shards at /v1/shards");
	});

	app.get(`${CAS_PATH}/v1/chunks/:prefix/:hash`, async (c) => {
		const grant = await grantOf(c, "read");
		if (!DEDUP_PREFIXES.has(c.req.param("prefix") ?? ""))
			throw new ApiError("BadRequest", "Chunks are looked up under the prefix 'default-merkledb'");
		const shard = await globalDedupShard(deps, grant, hashParam(c), now());
		if (!shard) throw new ApiError("XetNotFound", "No chunk with this hash that you may deduplicate against");
		return c.body(shard, 200, { "Content-Type": "application/octet-stream", "Cache-Control": "no-store" });
	});

	const reconstruction = async (c: AppContext, version: 1 | 2): Promise<Response> => {
		const grant = await grantOf(c, "read");
		const hash = hashParam(c);
		const db = deps.db.kysely;
		const file = await db
			.selectFrom("xet_files")
			.select(["sha256", "size", "terms"])
			.where("xet_hash", "=", hash)
			.executeTakeFirst();
		// A file the token's repository does not have answers like one that does not exist.
		const [inTree, uploaded] = file
			? await Promise.all([
					repoReferencesBlob(db, grant.repoPk, file.sha256),
					blobUploadedFor(db, { sha256: file.sha256, repoPk: grant.repoPk }),
				])
			: [false, false];
		if (!file || (!inTree && !uploaded))
			throw new ApiError("XetNotFound", `No file with Xet hash ${hash} in this repository`);
		const size = Number(file.size);
		const range = parseByteRange(c.req.header("range"), size);
		if (range === "unsatisfiable")
			throw new ApiError("RangeNotSatisfiable", `The range starts beyond the end of the file (${size} bytes)`, {
				headers: { "Content-Range": `bytes */${size}` },
			});
		const terms = JSON.parse(file.terms) as StoredTerm[];
		const indexes = new Map<string, IndexedChunk[]>();
		for (const xorb of new Set(terms.map((term) => term.xorb)))
			indexes.set(xorb, (await readXorbIndex(deps.storage, xorb)) ?? []);
		const plan = planReconstruction(terms, indexes, range);
		const key = await xetTokenKey(deps.db);
		const expires = Math.floor(now() / 1000) + FETCH_URL_TTL_SECONDS;
		const casUrl = casUrlOf(c, deps);
		const urlOf = (xorb: string, bytes: { start: number; end: number }) =>
			`${casUrl}/fetch/${xorb}?start=${bytes.start}&end=${bytes.end}&exp=${expires}&sig=${fetchSignature(key, xorb, bytes, expires)}`;
		const answerTerms = plan.terms.map((term) => ({
			hash: term.xorb,
			unpacked_length: term.length,
			range: { start: term.start, end: term.end },
		}));
		const fetches: Record<string, unknown[]> = {};
		for (const term of plan.terms) {
			const entry =
				version === 1
					? { range: { start: term.start, end: term.end }, url: urlOf(term.xorb, term.bytes), url_range: term.bytes }
					: {
							url: urlOf(term.xorb, term.bytes),
							ranges: [{ chunks: { start: term.start, end: term.end }, bytes: term.bytes }],
						};
			(fetches[term.xorb] ??= []).push(entry);
		}
		c.header("Cache-Control", "no-store");
		return c.json({
			offset_into_first_range: plan.offset,
			terms: answerTerms,
			...(version === 1 ? { fetch_info: fetches } : { xorbs: fetches }),
		});
	};
	app.get(`${CAS_PATH}/v1/reconstructions/:hash`, (c) => reconstruction(c, 1));
	app.get(`${CAS_PATH}/v2/reconstructions/:hash`, (c) => reconstruction(c, 2));

	app.get(`${CAS_PATH}/fetch/:hash`, async (c) => {
		const hash = hashParam(c);
		const [start, end, expires] = ["start", "end", "exp"].map((name) => Number(c.req.query(name) ?? "x"));
		const signed = { start: start ?? NaN, end: end ?? NaN };
		const valid =
			Number.isSafeInteger(signed.start) &&
			Number.isSafeInteger(signed.end) &&
			Number.isSafeInteger(expires) &&
			fetchSignatureValid(await xetTokenKey(deps.db), hash, signed, expires ?? 0, c.req.query("sig") ?? "");
		if (!valid) throw new ApiError("XetTokenInvalid", "This xorb URL is not valid: ask for the reconstruction again");
		if ((expires ?? 0) * 1000 <= now())
			throw new ApiError("XetTokenInvalid", "This xorb URL has expired: ask for the reconstruction again");
		const length = signed.end - signed.start + 1;
		const asked = parseByteRange(c.req.header("range"), signed.end + 1) ?? signed;
		if (asked === "unsatisfiable" || asked.start < signed.start || asked.end > signed.end)
			throw new ApiError("RangeNotSatisfiable", `This URL serves bytes ${signed.start}-${signed.end} of the xorb`);
		const body = await deps.storage.get(xorbKey(hash), asked);
		if (!body || length <= 0) throw new ApiError("XetNotFound", `No xorb ${hash} on this hub`);
		// Sent as one buffer of its own: readers (the JS XetBlob) keep views of it across stream
		// transfers, which a pooled file-stream chunk does not survive. A range is at most one xorb (64 MiB).
		const bytes = new Uint8Array(await new Response(body).arrayBuffer());
		return c.body(bytes, 206, {
			"Content-Type": "application/octet-stream",
			"Content-Length": String(asked.end - asked.start + 1),
			"Content-Range": `bytes ${asked.start}-${asked.end}/*`,
			"Cache-Control": "private, max-age=3600",
		});
	});

	// Anything else under the CAS (another method, version or path) answers in the CAS's JSON, not the site's 404 page.
	app.all(`${CAS_PATH}/*`, () => {
		throw new ApiError("XetNotFound", "No such Xet CAS route on this hub");
	});

	return app;
}
