import { Hono, type Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { ApiError } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { readBodyBytes } from "../../http/read-body.ts";
import { hashToString } from "../../xet/hash-string.ts";
import { parseShard, ShardFormatError } from "../../xet/shard.ts";
import { parseXorb, XorbFormatError } from "../../xet/xorb.ts";
import { ingestShard } from "./shard-ingest.ts";
import { CAS_PATH } from "./xet.routes.ts";
import { readXetToken, xetTokenKey, type XetDirection, type XetGrant } from "./xet-tokens.ts";
import { isCasHash, storeXorb } from "./xorb-store.ts";

/**
 * The Xet CAS on this hub, under `/xet-cas` (the `casUrl` of the tokens; decision 032):
 * - `POST /v1/xorbs/default/{hash}`: a serialized xorb, verified (every chunk decoded and hashed, the
 *   Merkle hash equal to `{hash}`) before it is stored; `{was_inserted}`. Recorded as sent by the
 *   token's user for the token's repository.
 * - `POST /v1/shards`: a shard whose files become blobs of the hub (`shard-ingest.ts`); `{result}`
 *   (1: something new was stored, 0: everything was known).
 * - `POST /v2/shards`: 404 `XetNotFound`; the clients then use `/v1/shards`.
 * - `GET /v1/chunks/default-merkledb/{hash}`: 404 `XetNotFound` (no global deduplication: a client
 *   learns nothing about chunks stored by others).
 * Every route takes only an Xet token (`Authorization: Bearer`), of the write direction for uploads.
 */
export function casRoutes(deps: AppDeps): Hono {
	const now = deps.now ?? Date.now;
	const app = new Hono();

	const grantOf = async (c: Context, direction: XetDirection): Promise<XetGrant> =>
		readXetToken(await xetTokenKey(deps.db), c.req.header("authorization"), direction, now());

	const hashParam = (c: Context): string => {
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
		const body = await readBodyBytes(c, LIMITS.xetXorbBytes);
		let xorb;
		try {
			xorb = parseXorb(body);
		} catch (error) {
			if (error instanceof XorbFormatError)
				throw new ApiError("XetXorbInvalid", `The xorb is not well formed: ${error.message}`);
			throw error;
		}
		const actual = hashToString(xorb.hash);
		if (actual !== hash) throw new ApiError("XetXorbHashMismatch", `The xorb's chunks hash to ${actual}, not ${hash}`);
		const inserted = await storeXorb(deps, body, xorb, now());
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
		await grantOf(c, "read");
		hashParam(c);
		throw new ApiError("XetNotFound", "This hub does not offer global deduplication: upload every chunk");
	});

	// Anything else under the CAS (another method, version or path) answers in the CAS's JSON, not the site's 404 page.
	app.all(`${CAS_PATH}/*`, () => {
		throw new ApiError("XetNotFound", "No such Xet CAS route on this hub");
	});

	return app;
}
