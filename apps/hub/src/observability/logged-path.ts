import type { Context } from "hono";

/** Route parameters whose values are credentials (e.g. signed upload links): logged as `[redacted]`. */
const SECRET_PARAM = /token|secret|sig|key|password|code/i;

/** The request's path for the log: no query string, credential parameters blanked, at most 500 characters. */
export function loggedPath(c: Context): string {
	let path = c.req.path;
	let params: Record<string, string> = {};
	try {
		params = c.req.param() as Record<string, string>;
	} catch {
		// no route matched: no parameters
	}
	for (const [name, value] of Object.entries(params))
		if (value && SECRET_PARAM.test(name)) path = path.split(value).join("[redacted]");
	return path.slice(0, 500);
}
