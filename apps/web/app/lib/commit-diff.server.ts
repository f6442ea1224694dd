import { structuredPatch } from "diff";
import type { ApiFetch } from "./api-context.ts";
import type { RepoKind, TreeEntry } from "./api-types.ts";
import { getFileText, getTreeFiles } from "./hub-api.server.ts";

/** How a file changed between a commit and its parent. */
export type ChangeStatus = "added" | "modified" | "deleted";

/** One line of a hunk: context (" "), added ("+") or removed ("-"). */
export interface DiffLine {
	kind: " " | "+" | "-";
	text: string;
}

/** A run of changed lines with its context, numbered as in the old and new file. */
export interface DiffHunk {
	oldStart: number;
	newStart: number;
	lines: DiffLine[];
}

/** One changed file of a commit. */
export interface FileChange {
	path: string;
	status: ChangeStatus;
	oldSize?: number;
	newSize?: number;
	lfs: boolean;
	/** Line diff of a text file; absent when the file is binary, stored with LFS, too big, or past {@link LIMITS}. */
	hunks?: DiffHunk[];
	/** Why no text diff is shown, when there is none. */
	note?: string;
}

/** Bounds that keep one commit page cheap whatever the commit holds. */
export const LIMITS = {
	/** Changed files listed. */
	files: 300,
	/** Files whose text diff is computed. */
	diffs: 25,
	/** Largest side (bytes) of a file that gets a text diff. */
	diffBytes: 200_000,
	/** Lines shown per file diff. */
	diffLines: 2_000,
} as const;

/** The content id of a tree entry: the LFS sha256 for LFS files, else the git blob id. */
function contentId(entry: TreeEntry): string {
	return entry.lfs?.oid ?? entry.oid ?? `${entry.size}`;
}

/** Files added, modified and deleted between two file lists, sorted by path. */
export function compareTrees(before: TreeEntry[], after: TreeEntry[]): FileChange[] {
	const old = new Map(before.filter((e) => e.type === "file").map((e) => [e.path, e]));
	const changes: FileChange[] = [];
	for (const entry of after) {
		if (entry.type !== "file") continue;
		const previous = old.get(entry.path);
		old.delete(entry.path);
		if (!previous) changes.push({ path: entry.path, status: "added", newSize: entry.size, lfs: Boolean(entry.lfs) });
		else if (contentId(previous) !== contentId(entry))
			changes.push({
				path: entry.path,
				status: "modified",
				oldSize: previous.size,
				newSize: entry.size,
				lfs: Boolean(entry.lfs || previous.lfs),
			});
	}
	for (const entry of old.values())
		changes.push({ path: entry.path, status: "deleted", oldSize: entry.size, lfs: Boolean(entry.lfs) });
	return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Whether bytes read as text look binary (a NUL in the first 8 kB, as git decides). */
export function looksBinary(text: string): boolean {
	return text.slice(0, 8000).includes("\0");
}

/** The line diff of two texts as hunks with three lines of context, cut at `maxLines` lines. */
export function diffTexts(before: string, after: string, maxLines: number = LIMITS.diffLines): DiffHunk[] {
	const patch = structuredPatch("a", "b", before, after, "", "", { context: 3 });
	const hunks: DiffHunk[] = [];
	let budget = maxLines;
	for (const hunk of patch.hunks) {
		if (budget <= 0) break;
		const lines: DiffLine[] = [];
		for (const line of hunk.lines) {
			if (budget-- <= 0) break;
			const kind = line[0];
			if (kind === "+" || kind === "-" || kind === " ") lines.push({ kind, text: line.slice(1) });
		}
		hunks.push({ oldStart: hunk.oldStart, newStart: hunk.newStart, lines });
	}
	return hunks;
}

/**
 * The changes of commit `sha` against `parent` (null for a first commit): the changed files, and
 * text diffs for the first {@link LIMITS.diffs} small text files.
 */
export async function commitChanges(
	apiFetch: ApiFetch,
	kind: RepoKind,
	id: string,
	sha: string,
	parent: string | null,
): Promise<{ changes: FileChange[]; truncated: boolean }> {
	const [after, before] = await Promise.all([
		getTreeFiles(apiFetch, kind, id, sha),
		parent ? getTreeFiles(apiFetch, kind, id, parent) : Promise.resolve([]),
	]);
	const all = compareTrees(before, after);
	const changes = all.slice(0, LIMITS.files);
	let diffs = 0;
	for (const change of changes) {
		if (change.lfs) {
			change.note = "Stored with LFS: no text diff.";
			continue;
		}
		if (Math.max(change.oldSize ?? 0, change.newSize ?? 0) > LIMITS.diffBytes) {
			change.note = "Too large to show a diff.";
			continue;
		}
		if (diffs >= LIMITS.diffs) {
			change.note = "Diff not shown: this commit changes many files.";
			continue;
		}
		diffs++;
		const [oldText, newText] = await Promise.all([
			change.status === "added" || !parent
				? ""
				: getFileText(apiFetch, kind, id, parent, change.path, LIMITS.diffBytes),
			change.status === "deleted" ? "" : getFileText(apiFetch, kind, id, sha, change.path, LIMITS.diffBytes),
		]);
		if (looksBinary(oldText ?? "") || looksBinary(newText ?? "")) {
			change.note = "Binary file: no text diff.";
			continue;
		}
		change.hunks = diffTexts(oldText ?? "", newText ?? "");
	}
	return { changes, truncated: all.length > changes.length };
}
