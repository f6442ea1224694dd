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

/** The ref the hub's own Parquet conversion of a dataset lives on (decision 042). */
export const PARQUET_REF = "refs/convert/parquet";

/** A conversion ref, `refs/convert/{format}`: written only by the hub itself, never by a client. */
export const CONVERT_REF = /^refs\/convert\/(parquet)$/;

/**
 * Revision aliases clients send: `~parquet` (what `hf://datasets/{id}@~parquet/…` sends) names
 * `refs/convert/parquet`. `~` is not allowed in a branch or tag name, so an alias never shadows a ref.
 */
export function unaliasRevision(revision: string): string {
	return revision === "~parquet" ? PARQUET_REF : revision;
}

/** A ref commits land on: a branch by its short name, a pull request's `refs/pr/{num}`, or a conversion ref. */
export interface CommitTarget {
	kind: "branch" | "pr" | "convert";
	name: string;
}

/**
 * The ref a commit to `revision` moves: `refs/pr/{num}` is a pull request's ref, anything else a
 * branch name checked by {@link checkRefName} (branch names never start with `refs/`, so the two never meet).
 * A conversion ref (`refs/convert/parquet`) only with `conversion`, which only the hub's converter passes:
 * for every client-facing path it is an invalid branch name.
 */
export function commitTargetOf(revision: string, options: { conversion?: boolean } = {}): CommitTarget {
	if (PR_REF.test(revision)) return { kind: "pr", name: revision };
	if (options.conversion && CONVERT_REF.test(revision)) return { kind: "convert", name: revision };
	return { kind: "branch", name: checkRefName(revision) };
}
