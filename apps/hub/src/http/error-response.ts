import type { Context } from "hono";
import { ERROR_CODES, errorBody, type ApiError } from "../errors.ts";
import { requestIdOf } from "../observability/request-id.ts";

/** How {@link apiErrorResponse} shapes an answer. */
export interface ErrorAnswerOptions {
	/** Whether the caller sent no (valid) credentials: a missing repository is then 401, not 404. */
	anonymous: boolean;
	/** Repeat the message as `message`, the field git-lfs shows (the Hugging Face clients read `error`). */
	lfsMessage?: boolean;
}

/** Header-safe (ASCII, one line) form of an error message. */
export function headerText(message: string): string {
	return message.replace(/[^\x20-\x7e]/g, "?").slice(0, 500);
}

/**
 * The API's JSON error answer (docs/reference/errors.md): `{ error, code, hint, requestId }`, the
 * error's own headers, `X-Error-Code` for codes that carry it and `X-Error-Message`.
 */
export function apiErrorResponse(c: Context, error: ApiError, options: ErrorAnswerOptions): Response {
	let status = error.status;
	// docs/reference/protocol.md#errors: a missing (or hidden private) repository is 401 to anonymous callers, 404 to signed-in ones.
	if (error.code === "RepoNotFound") status = options.anonymous ? 401 : 404;
	for (const [key, value] of Object.entries(error.headers)) c.header(key, value);
	if (ERROR_CODES[error.code].header) c.header("X-Error-Code", error.code);
	c.header("X-Error-Message", headerText(error.message));
	const body = errorBody(error.code, error.message, requestIdOf(c));
	return c.json(options.lfsMessage ? { ...body, message: error.message } : body, status as 400);
}

/** Whether a path is one of git-lfs's API (`{repo}.git/info/lfs/...`), whose errors carry `message` too. */
export function isLfsApiPath(path: string): boolean {
	return path.includes("/info/lfs/");
}
