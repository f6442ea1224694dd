import type { ByteRange } from "../../storage/blob-storage.ts";

/**
 * Reads a `Range` header against a file size. Returns the range, `"unsatisfiable"`, or `undefined`
 * when the header is absent, malformed or asks for several ranges (then the whole file is served).
 */
export function parseByteRange(
	header: string | undefined | null,
	size: number,
): ByteRange | "unsatisfiable" | undefined {
	if (!header) return undefined;
	const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
	if (!match) return undefined;
	const [, first = "", last = ""] = match;
	if (first === "" && last === "") return undefined;
	if (first === "") {
		const suffix = Number(last);
		if (suffix === 0 || size === 0) return "unsatisfiable";
		return { start: Math.max(0, size - suffix), end: size - 1 };
	}
	const start = Number(first);
	const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
	if (start >= size || (last !== "" && Number(last) < start)) return "unsatisfiable";
	return { start, end };
}
