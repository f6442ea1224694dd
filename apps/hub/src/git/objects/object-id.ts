import { createHash } from "node:crypto";

/** The four kinds of git object. */
export type GitObjectType = "commit" | "tree" | "blob" | "tag";

/** The git id of an object: SHA-1 of `<type> <size>\0<body>`. */
export function objectId(type: GitObjectType, body: Uint8Array): string {
	return createHash("sha1").update(`${type} ${body.byteLength}\0`).update(body).digest("hex");
}

/** A lower-case 40-hex object id, the only spelling the hub reads and writes. */
export const OID = /^[0-9a-f]{40}$/;
