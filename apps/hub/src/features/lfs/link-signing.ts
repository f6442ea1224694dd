import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/create-db.ts";
import { hubSecretKey } from "../../db/hub-secrets.ts";
import { ApiError } from "../../errors.ts";

/** What an LFS link lets its holder do, without any other credential. */
export interface LinkGrant {
	/** `upload`: PUT the bytes; `verify`: confirm an upload; `download`: GET the bytes. */
	action: "upload" | "verify" | "download";
	repoPk: string;
	sha256: string;
	size: number;
	/** The user the batch request came from (`""` when anonymous). */
	userPk: string;
	/** Expiry, epoch seconds. */
	expires: number;
}

const SECRET_NAME = "lfs-link-key";

/** The HMAC key of LFS links (`hub_secrets`, shared by every hub process of one database). */
export function linkKey(db: Db): Promise<Buffer> {
	return hubSecretKey(db, SECRET_NAME);
}

function mac(key: Buffer, payload: string): string {
	return createHmac("sha256", key).update(payload).digest("base64url");
}

/** A URL-safe token carrying the grant and its HMAC. */
export function signLink(key: Buffer, grant: LinkGrant): string {
	const payload = Buffer.from(
		JSON.stringify([grant.action, grant.repoPk, grant.sha256, grant.size, grant.userPk, grant.expires]),
	).toString("base64url");
	return `${payload}.${mac(key, payload)}`;
}

/** The grant of a token made by {@link signLink} for `action`; `UploadLinkInvalid` when forged, altered, expired or for another action. */
export function readLink(key: Buffer, token: string, action: LinkGrant["action"], nowMs = Date.now()): LinkGrant {
	const invalid = (why: string): ApiError =>
		new ApiError("UploadLinkInvalid", `This LFS link ${why}; ask the batch endpoint for a new one`);
	const [payload = "", signature = ""] = token.split(".");
	const expected = Buffer.from(mac(key, payload));
	const given = Buffer.from(signature);
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid("is not valid");
	let fields: unknown;
	try {
		fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
	} catch {
		throw invalid("is not valid");
	}
	const [kind, repoPk, sha256, size, userPk, expires] = Array.isArray(fields) ? fields : [];
	if (
		kind !== action ||
		typeof repoPk !== "string" ||
		typeof sha256 !== "string" ||
		typeof size !== "number" ||
		typeof userPk !== "string" ||
		typeof expires !== "number"
	)
		throw invalid(`is not a ${action} link`);
	if (expires * 1000 < nowMs) throw invalid("has expired");
	return { action, repoPk, sha256, size, userPk, expires };
}
