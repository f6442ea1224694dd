import type { RepoExists } from "@atrium/hub-api";
import type { AppContext } from "../../app-env.ts";
import type { RepoRow } from "../../db/database.ts";
import { ApiError, errorBody } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { readBodyText } from "../../http/read-body.ts";
import { repoUrl } from "../commits/commit.routes.ts";

/** What the repository lifecycle routes (create, duplicate, settings, move) read from their JSON bodies. */

/** The request's JSON object body, read within `maxBytes`; `BadRequest` when it is not an object. */
export async function jsonBody(
	c: AppContext,
	maxBytes: number = LIMITS.jsonBodyBytes,
): Promise<Record<string, unknown>> {
	const text = await readBodyText(c, maxBytes);
	try {
		const value: unknown = JSON.parse(text || "{}");
		if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
	} catch {
		// fall through
	}
	throw new ApiError("BadRequest", "The body must be a JSON object");
}

/** `private: true` or `visibility: "private"|"protected"` → private; `false`/`public` → public; undefined when absent. */
export function privacyOf(body: Record<string, unknown>): boolean | undefined {
	if (typeof body.visibility === "string") {
		if (!["public", "private", "protected"].includes(body.visibility))
			throw new ApiError("BadRequest", "visibility must be public, private or protected");
		return body.visibility !== "public";
	}
	if (body.private === undefined || body.private === null) return undefined;
	if (typeof body.private !== "boolean") throw new ApiError("BadRequest", "private must be true or false");
	return body.private;
}

/**
 * The 409 of `POST /api/repos/create` when the repository exists: the error contract plus `url`,
 * which `create_repo(exist_ok=True)` reads (docs/reference/uploads-and-commits.md#create-a-repository).
 */
export function repoExistsAnswer(c: AppContext, origin: string, repo: Pick<RepoRow, "type" | "full_id">): Response {
	const error = new ApiError("RepoExists", `You already created this ${repo.type} repo`);
	c.header("X-Error-Code", error.code);
	c.header("X-Error-Message", error.message);
	return c.json({ ...errorBody(error.code, error.message), url: repoUrl(origin, repo) } satisfies RepoExists, 409);
}
