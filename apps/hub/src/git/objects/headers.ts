import { ObjectFormatError } from "./object-format-error.ts";

/** Commit and tag bodies: header lines, a blank line, a message. Shared reading of that layout. */

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Splits a commit or tag body into its header lines (without newlines) and the message after the
 * first blank line. Refuses what fsck's header check refuses (a NUL in the headers, headers that do
 * not end in a newline) and, beyond fsck, bodies that are not UTF-8 or have no blank line, which the
 * hub could not keep byte for byte.
 */
export function splitHeaders(body: Uint8Array, what: "commit" | "tag"): { headers: string[]; message: string } {
	const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
	const blank = bytes.indexOf("\n\n");
	const headEnd = blank === -1 ? bytes.byteLength : blank;
	if (bytes.subarray(0, headEnd).includes(0))
		throw new ObjectFormatError("nulInHeader", `the ${what} has a NUL in its headers`);
	if (blank === -1) {
		if (bytes.byteLength === 0 || bytes[bytes.byteLength - 1] !== 0x0a)
			throw new ObjectFormatError("unterminatedHeader", `the ${what}'s headers do not end in a newline`);
		throw new ObjectFormatError("missingMessage", `the ${what} has no blank line before its message`);
	}
	let text: string;
	try {
		text = UTF8.decode(bytes);
	} catch {
		throw new ObjectFormatError("notUtf8", `the ${what} is not UTF-8 text; re-create it with UTF-8 names and message`);
	}
	const split = text.indexOf("\n\n");
	return { headers: text.slice(0, split).split("\n"), message: text.slice(split + 2) };
}

/** Header lines after the standard ones, back to their text: each ends in a newline. */
export function joinExtraHeaders(lines: readonly string[]): string {
	return lines.map((line) => `${line}\n`).join("");
}
