import { objectId } from "./object-id.ts";

/** A blob's body is its content, byte for byte: there is nothing to parse and nothing to write. */

/** The git id of some content: SHA-1 of `blob <len>\0<content>`. */
export function blobId(content: Uint8Array): string {
	return objectId("blob", content);
}
