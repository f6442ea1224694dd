import { TREE_MODES, treeEntrySortKey, VALID_TREE_MODES, type TreeEntry } from "./objects/tree-entry.ts";

/**
 * The one set of rules for file names in a repository, shared by every way a path enters the hub:
 * the HTTP commit API, site uploads and `atrium import` (through `checkRepoPath`) and git pushes
 * (through {@link treeEntriesProblem}, which `parseTree` applies to every pushed tree).
 *
 * They follow what git's own `fsck` refuses in a tree (so a clone of anything the hub accepts passes
 * `git fsck`, and nothing the hub serves can write into a client's `.git` on Windows or macOS):
 * - a component that some file system treats as `.git`: `.git` in any case; the same with code points
 *   HFS+ ignores inside it (U+200C…U+200F, U+202A…U+202E, U+206A…U+206F, U+FEFF); NTFS's spellings:
 *   the 8.3 short name `git~1`, trailing dots and spaces (`.git.`, `.git `), alternate data streams
 *   (`.git::$INDEX_ALLOCATION`);
 * - empty names, `.`, `..`, names holding `/` or NUL;
 * - in a tree: unknown or zero-padded modes, duplicate names (a file and a folder included), entries
 *   out of git's order, and entries naming the all-zero object id.
 * Stricter than git on one point: a backslash anywhere in a name is refused (git refuses it only
 * where it would spell `.git` on Windows), as the hub's paths have always been `/`-separated.
 */

/** The machine id of a refused name or tree, as git's fsck names the same finding. */
export type PathRule =
	| "emptyName"
	| "hasDot"
	| "hasDotdot"
	| "hasDotgit"
	| "fullPathname"
	| "hasBackslash"
	| "hasNul"
	| "badFilemode"
	| "zeroPaddedFilemode"
	| "duplicateEntries"
	| "treeNotSorted"
	| "nullSha1"
	| "gitmodulesSymlink";

/** A refusal: the rule and a sentence for the user. */
export interface PathProblem {
	rule: PathRule;
	message: string;
}

/** Code points HFS+ drops when it compares names, so `.g\u200Cit` is `.git` there. */
const HFS_IGNORED = new Set([
	0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x206a, 0x206b, 0x206c, 0x206d, 0x206e,
	0x206f, 0xfeff,
]);

/** ASCII-only lower case (a Unicode fold could turn other letters into ASCII ones). */
function asciiLower(text: string): string {
	return text.replace(/[A-Z]/g, (char) => char.toLowerCase());
}

/** True when HFS+ reads `name` (up to a `/`) as `.${word}`: ignorable code points dropped, ASCII case folded. */
function isHfsDot(name: string, word: string): boolean {
	const wanted = `.${word}`;
	let folded = "";
	for (const char of name) {
		const code = char.codePointAt(0) as number;
		if (char === "/") break;
		if (HFS_IGNORED.has(code)) continue;
		if (code > 127) return false;
		folded += asciiLower(char);
		if (folded.length > wanted.length) return false;
	}
	return folded === wanted;
}

/** True when HFS+ reads `name` (up to a `/`) as `.git`. */
export function isHfsDotGit(name: string): boolean {
	return isHfsDot(name, "git");
}

/**
 * True when NTFS reads `name` (up to a `/` or `\`) as `.git`: `.git` or its short name `git~1`, in
 * any case, followed only by dots and spaces (which NTFS strips) and then the end, a separator or a
 * `:` (an alternate data stream, e.g. `.git::$INDEX_ALLOCATION`).
 */
export function isNtfsDotGit(name: string): boolean {
	const lower = asciiLower(name.slice(0, 5));
	let rest: string;
	if (lower.startsWith(".git")) rest = name.slice(4);
	else if (lower === "git~1") rest = name.slice(5);
	else return false;
	for (const char of rest) {
		if (char === "/" || char === "\\" || char === ":") return true;
		if (char !== "." && char !== " ") return false;
	}
	return true;
}

/** Whether `rest` is only dots and spaces, up to its end or a `:` (what NTFS strips or reads as a stream). */
function onlyDotsAndSpaces(rest: string): boolean {
	for (const char of rest) {
		if (char === ":") return true;
		if (char !== "." && char !== " ") return false;
	}
	return true;
}

/**
 * True when NTFS reads `name` as `.gitmodules`: the long name with trailing dots, spaces or a stream,
 * its regular short names `gitmod~1`…`gitmod~4`, or its fall-back short names `gi7eba~1`…`gi7eba~9`
 * (a prefix of at most six characters of `gi7eba`, a tilde and digits, eight characters in all).
 */
function isNtfsDotGitmodules(name: string): boolean {
	const lower = asciiLower(name);
	if (lower.startsWith(".gitmodules")) return onlyDotsAndSpaces(name.slice(11));
	if (/^gitmod~[1-4]/.test(lower)) return onlyDotsAndSpaces(name.slice(8));
	const short = /^([\x00-\x7f]{0,6})~([1-9][0-9]*)/.exec(lower);
	if (!short || (short[0] as string).length !== 8) return false;
	if (!"gi7eba".startsWith(short[1] as string)) return false;
	return onlyDotsAndSpaces(name.slice(8));
}

/** True when HFS+ or NTFS reads `name` as `.gitmodules` (git's fsck refuses it as a symbolic link). */
export function isDotGitmodules(name: string): boolean {
	return isHfsDot(name, "gitmodules") || isNtfsDotGitmodules(name);
}

/** Why one path component (a tree entry's name) is refused; undefined when it is fine. */
export function nameProblem(name: string): PathProblem | undefined {
	const shown = JSON.stringify(name.slice(0, 200));
	if (name === "") return { rule: "emptyName", message: "a path has an empty component" };
	if (name === ".") return { rule: "hasDot", message: "a path has a '.' component" };
	if (name === "..") return { rule: "hasDotdot", message: "a path has a '..' component" };
	if (name.includes("/")) return { rule: "fullPathname", message: `the name ${shown} contains '/'` };
	if (name.includes("\0")) return { rule: "hasNul", message: `the name ${shown} contains a NUL byte` };
	if (isHfsDotGit(name) || isNtfsDotGit(name))
		return {
			rule: "hasDotgit",
			message: `the name ${shown} is read as '.git' by some file systems; rename it`,
		};
	// After the `.git` test, so `x\.git` is reported as what it is.
	if (name.includes("\\")) {
		for (let at = name.indexOf("\\"); at !== -1; at = name.indexOf("\\", at + 1))
			if (isNtfsDotGit(name.slice(at + 1)))
				return { rule: "hasDotgit", message: `the name ${shown} is read as a '.git' path on Windows; rename it` };
		return { rule: "hasBackslash", message: `the name ${shown} contains a backslash; use '/' between folders` };
	}
	return undefined;
}

/** Longest path the hub accepts, in UTF-16 code units. */
export const MAX_PATH_LENGTH = 1000;

/** Why a `/`-separated path inside a repository is refused; undefined when it is fine. */
export function repoPathProblem(path: string): PathProblem | undefined {
	if (path.length === 0) return { rule: "emptyName", message: "the path is empty" };
	if (path.length > MAX_PATH_LENGTH)
		return { rule: "fullPathname", message: `the path is longer than ${MAX_PATH_LENGTH} characters` };
	for (const part of path.split("/")) {
		const problem = nameProblem(part);
		if (problem) return problem;
	}
	return undefined;
}

/**
 * Why a tree object is refused (the first problem, in stored order); undefined when git's fsck would
 * accept it. Unsorted trees are refused, not re-sorted: a tree's id is the hash of its bytes, and the
 * hub keeps pushed ids verbatim.
 */
export function treeEntriesProblem(entries: readonly TreeEntry[]): PathProblem | undefined {
	const names = new Set<string>();
	let previous: Buffer | undefined;
	for (const entry of entries) {
		if (!VALID_TREE_MODES.has(entry.mode))
			return entry.mode === "040000" || (entry.mode.startsWith("0") && VALID_TREE_MODES.has(entry.mode.slice(1)))
				? { rule: "zeroPaddedFilemode", message: `the entry ${JSON.stringify(entry.name)} has a zero-padded mode` }
				: {
						rule: "badFilemode",
						message: `the entry ${JSON.stringify(entry.name)} has the unsupported mode ${entry.mode}`,
					};
		const problem = nameProblem(entry.name);
		if (problem) return problem;
		if (entry.mode === TREE_MODES.symlink && isDotGitmodules(entry.name))
			return { rule: "gitmodulesSymlink", message: `${JSON.stringify(entry.name)} is .gitmodules as a symbolic link` };
		if (/^0+$/.test(entry.oid))
			return { rule: "nullSha1", message: `the entry ${JSON.stringify(entry.name)} names the all-zero object id` };
		if (names.has(entry.name))
			return {
				rule: "duplicateEntries",
				message: `the name ${JSON.stringify(entry.name)} appears twice in one folder`,
			};
		names.add(entry.name);
		const key = treeEntrySortKey(entry);
		if (previous && Buffer.compare(previous, key) >= 0)
			return {
				rule: "treeNotSorted",
				message: `the entry ${JSON.stringify(entry.name)} is out of git's order (git never writes such a tree)`,
			};
		previous = key;
	}
	return undefined;
}
