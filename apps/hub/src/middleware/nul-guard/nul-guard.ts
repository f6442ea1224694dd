import { factory } from "../../app-env.ts";
import { ApiError } from "../../errors.ts";

/**
 * Refuses URLs holding a NUL character (raw or `%00`) before any work: no id, revision, path or
 * query value can contain one, and PostgreSQL refuses it in text (which would surface as a 500).
 */
export const rejectNul = factory.createMiddleware(async (c, next) => {
	const url = c.req.url;
	const query = url.indexOf("?");
	const hasNul = (text: string): boolean => text.includes("\0") || /%00/i.test(text);
	if (hasNul(query === -1 ? url : url.slice(0, query)))
		throw new ApiError(
			"InvalidPath",
			"The URL path holds a NUL character (%00), which no id, revision or path may contain",
		);
	if (query !== -1 && hasNul(url.slice(query)))
		throw new ApiError("BadRequest", "A query value holds a NUL character (%00), which no value may contain");
	await next();
});
