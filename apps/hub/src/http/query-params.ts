import { ApiError } from "../errors.ts";

/** A boolean query value: `true`, `True`, `1` (any case) are true; absent is `fallback`. */
export function parseBool(value: string | undefined | null, fallback = false): boolean {
	if (value === undefined || value === null) return fallback;
	return ["true", "1", "yes"].includes(value.toLowerCase());
}

/** Every value of a repeated key, accepting both `key` and `key[]`, and comma-free values as given. */
export function getAll(url: URL, key: string): string[] {
	return [...url.searchParams.getAll(key), ...url.searchParams.getAll(`${key}[]`)].filter((value) => value !== "");
}

/** The absolute URL of a request with some query parameters replaced (for `Link` headers). */
export function withParams(base: string, url: URL, changes: Record<string, string>): string {
	const next = new URL(url.pathname + url.search, base);
	for (const [key, value] of Object.entries(changes)) next.searchParams.set(key, value);
	return next.toString();
}

/** Encodes a page position into an opaque cursor. */
export function encodeCursor(value: unknown): string {
	return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** Decodes a cursor made by {@link encodeCursor}; `undefined` when absent, `InvalidCursor` when malformed. */
export function decodeCursor(cursor: string | undefined | null): unknown {
	if (!cursor) return undefined;
	try {
		return JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
	} catch {
		throw new ApiError("InvalidCursor", "Invalid cursor: it was not made by this hub's Link header");
	}
}

/**
 * A whole-number query value of at least `min` (decimal digits only: no `1.5`, `1e3`, `0x10`, sign or
 * space); `undefined` when absent or empty; `BadRequest` naming the parameter otherwise. Values above
 * `max` are `max` (page sizes are clamped, as on the Hugging Face Hub).
 */
export function parsePositiveInt(
	text: string | undefined | null,
	name: string,
	options: { min?: number; max?: number } = {},
): number | undefined {
	if (text === undefined || text === null || text === "") return undefined;
	const min = options.min ?? 1;
	const value = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
	if (!Number.isSafeInteger(value) || value < min)
		throw new ApiError(
			"BadRequest",
			`Invalid ${name}: ${JSON.stringify(text.slice(0, 50))} (a whole number, at least ${min})`,
		);
	return options.max === undefined ? value : Math.min(value, options.max);
}
