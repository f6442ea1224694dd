import { ApiError } from "../errors.ts";

/** The branch a repository starts with and whose head its summary (card, tags, `sha`) follows. */
export const DEFAULT_BRANCH = "main";

/**
 * Checks a branch or tag name the way git's `check-ref-format` does (the rules that matter here):
 * no empty or `.`-led components, no `..`, `@{`, control characters, space, `~^:?*[\`, no trailing
 * `/`, `.` or `.lock`, not 40 hex digits (that names a commit), not `HEAD`. Throws `InvalidRefName` (400).
 */
export function checkRefName(name: string): string {
	const bad =
		name.length === 0 ||
		name.length > 200 ||
		name === "HEAD" ||
		/^[0-9a-f]{40}$/.test(name) ||
		/[\x00-\x20\x7f~^:?*[\\]/.test(name) ||
		name.includes("..") ||
		name.includes("@{") ||
		name.endsWith("/") ||
		name.endsWith(".") ||
		name.split("/").some((part) => part === "" || part.startsWith(".") || part.endsWith(".lock")) ||
		/^refs\//.test(name);
	if (bad) throw new ApiError("InvalidRefName", `Invalid branch or tag name: ${JSON.stringify(name.slice(0, 200))}`);
	return name;
}
