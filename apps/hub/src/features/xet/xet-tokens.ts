import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/create-db.ts";
import { hubSecretKey } from "../../db/hub-secrets.ts";
import { ApiError } from "../../errors.ts";

/**
 * The access tokens of the Xet CAS (decision 032): what `xet-write-token` / `xet-read-token` hand
 * out and the CAS routes accept as `Authorization: Bearer`. A token names one repository, the
 * revision it was asked for, the user, the direction and an expiry, signed with an HMAC key kept in
 * `hub_secrets` (shared by every hub process of one database). It is not a user token: it opens
 * nothing but the CAS, and only for that repository and direction, until it expires.
 */

export type XetDirection = "read" | "write";

export interface XetGrant {
	direction: XetDirection;
	repoPk: string;
	revision: string;
	/** The user the token was issued to; `""` for an anonymous reader. */
	userPk: string;
	/**
	 * The namespace paying for what a write token uploads when it is not the repository's: a reader
	 * preparing a pull request (decision 037); `""`: the repository's namespace pays (a writer).
	 */
	payer: string;
	/** Expiry, epoch seconds. */
	expires: number;
}

/** How long a token lives; the clients ask for a fresh one a minute before it expires. */
export const XET_TOKEN_TTL_SECONDS = 15 * 60;

const PREFIX = "xet1";
const SECRET_NAME = "xet-token-key";

/** The HMAC key of Xet tokens (`hub_secrets`, shared by every hub process of one database). */
export function xetTokenKey(db: Db): Promise<Buffer> {
	return hubSecretKey(db, SECRET_NAME);
}

function mac(key: Buffer, payload: string): string {
	return createHmac("sha256", key).update(`${PREFIX}.${payload}`).digest("base64url");
}

/** A bearer token for `grant`: `xet1.{payload}.{hmac}`. */
export function signXetToken(key: Buffer, grant: XetGrant): string {
	const payload = Buffer.from(
		JSON.stringify([grant.direction, grant.repoPk, grant.revision, grant.userPk, grant.expires, grant.payer]),
	).toString("base64url");
	return `${PREFIX}.${payload}.${mac(key, payload)}`;
}

/**
 * The grant of the `Authorization: Bearer` token for a CAS request in `direction`; `XetTokenInvalid`
 * (401) when it is missing, forged, altered, expired or of the other direction (a write token may
 * also read: a client that uploads reads what it wrote).
 */
export function readXetToken(
	key: Buffer,
	authorization: string | undefined,
	direction: XetDirection,
	nowMs: number,
): XetGrant {
	const invalid = (why: string) =>
		new ApiError("XetTokenInvalid", `The Xet access token ${why}; ask the hub for a new one (xet-${direction}-token)`);
	const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
	if (!match) throw invalid("is missing (send Authorization: Bearer <accessToken>)");
	const [prefix, payload = "", signature = ""] = (match[1] ?? "").split(".");
	if (prefix !== PREFIX) throw invalid("is not valid");
	const expected = Buffer.from(mac(key, payload));
	const given = Buffer.from(signature);
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid("is not valid");
	let fields: unknown;
	try {
		fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
	} catch {
		throw invalid("is not valid");
	}
	// Tokens signed before the payer was added have five fields: the repository pays.
	const [kind, repoPk, revision, userPk, expires, payer = ""] = Array.isArray(fields) ? fields : [];
	if (
		(kind !== "read" && kind !== "write") ||
		typeof repoPk !== "string" ||
		typeof revision !== "string" ||
		typeof userPk !== "string" ||
		typeof expires !== "number" ||
		typeof payer !== "string"
	)
		throw invalid("is not valid");
	if (direction === "write" && kind !== "write") throw invalid("is a read token and cannot upload");
	if (expires * 1000 <= nowMs) throw invalid("has expired");
	return { direction: kind, repoPk, revision, userPk, expires, payer };
}
