/**
 * Where the hub keeps a verified xorb in blob storage (decision 032): the serialized bytes under
 * `xet/xorbs/{aa}/{hash}` and its chunk index under `xet/xorb-index/{aa}/{hash}`. Shared by the CAS
 * (which writes and serves them) and `atrium gc` (which removes those nothing needs).
 */
export function xorbKey(hash: string): string {
	return `xet/xorbs/${hash.slice(0, 2)}/${hash}`;
}

export function xorbIndexKey(hash: string): string {
	return `xet/xorb-index/${hash.slice(0, 2)}/${hash}`;
}

/** Bytes per chunk in a xorb's index: its hash (32), header offset, end offset and uncompressed length (u32 LE each). */
export const XORB_INDEX_ENTRY_BYTES = 44;
