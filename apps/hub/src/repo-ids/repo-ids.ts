import { ApiError } from "../errors.ts";
import { repoPathProblem } from "../git/path-rules.ts";

/** Namespaces that name site sections and so can never be a user or organisation. */
export const RESERVED_NAMESPACES = [
	"api",
	"datasets",
	"spaces",
	"models",
	"docs",
	"tasks",
	"libraries",
	"buckets",
	"kernels",
	"assets",
	"datasets-server",
	"collections",
] as const;

const PART = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,94}[A-Za-z0-9_])?$|^[A-Za-z0-9]$/;

/** Splits and checks `namespace/name`; throws `InvalidRepoId` (400) on anything else. */
export function parseRepoId(id: string): { namespace: string; name: string } {
	const parts = id.split("/");
	const [namespace, name] = parts;
	if (
		parts.length !== 2 ||
		!namespace ||
		!name ||
		!PART.test(namespace) ||
		!PART.test(name) ||
		id.includes("..") ||
		id.includes("--")
	) {
		throw new ApiError("InvalidRepoId", `Invalid repository id: ${JSON.stringify(id.slice(0, 200))}`);
	}
	if ((RESERVED_NAMESPACES as readonly string[]).includes(namespace.toLowerCase())) {
		throw new ApiError("InvalidRepoId", `'${namespace}' is a reserved namespace`);
	}
	return { namespace, name };
}

/**
 * Checks a file path inside a repository by the rules of git/path-rules.ts (those git's fsck applies
 * to trees): relative, `/`-separated, no empty, `.` or `..` parts, no backslash or NUL, no part any
 * file system reads as `.git` (`.GIT`, `git~1`, `.git.`, `.g\u200Cit`, …). Throws `InvalidPath` (400).
 */
export function checkRepoPath(path: string): string {
	const problem = repoPathProblem(path);
	if (problem)
		throw new ApiError("InvalidPath", `Invalid path ${JSON.stringify(path.slice(0, 200))}: ${problem.message}`);
	return path;
}
