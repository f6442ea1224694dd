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

/** A pull request's ref, `refs/pr/{num}` (num from 1, no leading zero). */
export const PR_REF = /^refs\/pr\/([1-9][0-9]{0,8})$/;

/** The ref of pull request `num`. */
export function prRefName(num: number): string {
	return `refs/pr/${num}`;
}

/** The pull request number a revision names (`refs/pr/{num}`), or undefined. */
export function prNumberOf(revision: string): number | undefined {
	const match = PR_REF.exec(revision);
	return match ? Number(match[1]) : undefined;
}

/** A ref commits land on: a branch by its short name, or a pull request's `refs/pr/{num}`. */
export interface CommitTarget {
	kind: "branch" | "pr";
	name: string;
}

/**
 * The ref a commit to `revision` moves: `refs/pr/{num}` is a pull request's ref, anything else a
 * branch name checked by {@link checkRefName} (branch names never start with `refs/`, so the two never meet).
 */
export function commitTargetOf(revision: string): CommitTarget {
	if (PR_REF.test(revision)) return { kind: "pr", name: revision };
	return { kind: "branch", name: checkRefName(revision) };
}
