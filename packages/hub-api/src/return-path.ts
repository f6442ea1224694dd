/**
 * The one rule for every redirect after an action (sign-in, the theme toggle, single sign-on, ...):
 * a `returnTo`/`next` value is followed only when it is a path on this site. Browsers are lenient
 * in ways a prefix check misses: they drop tabs and newlines inside URLs (`/%09/evil` arrives as
 * `/\t/evil`, read as `//evil`), treat `\` like `/`, and some decode once more. So the value is
 * refused when it, or its percent-decoded form, holds a control character, whitespace or a
 * backslash, starts with `//`, or carries a scheme; what is accepted is the path (with query and
 * fragment) that a URL parser reads on this origin. Browser-safe: the site uses it too.
 */
export function safeReturnPath(value: unknown, fallback = "/"): string {
	if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
	// The path part, percent-decoded until stable (a few rounds), so encoded tricks are seen too;
	// the query and fragment may hold encoded spaces and such, which cannot change the origin.
	let path = value.split(/[?#]/, 1)[0] ?? "";
	for (let round = 0; round < 4; round++) {
		let next: string;
		try {
			next = decodeURIComponent(path);
		} catch {
			return fallback;
		}
		if (next === path) break;
		path = next;
	}
	if (UNSAFE.test(value) || UNSAFE.test(path)) return fallback;
	for (const text of [value, path]) if (!text.startsWith("/") || text.startsWith("//")) return fallback;
	const base = "http://return-path.invalid";
	const url = URL.parse(value, base);
	if (!url || url.origin !== base) return fallback;
	const result = `${url.pathname}${url.search}${url.hash}`;
	return result.startsWith("//") ? fallback : result;
}

/** Control characters, whitespace (also the non-ASCII spaces) and backslashes. */
const UNSAFE = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/u;
