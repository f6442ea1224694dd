import type { AppDeps } from "../../app-deps.ts";
import { mergeBase } from "../../commits/merge-base.ts";
import { listAllFiles, type PathEntry } from "../../repos/trees.repository.ts";
import type { CommitRow, RepoRow } from "../../db/database.ts";
import { LIMITS } from "../../http/limits.ts";
import { blobKey } from "../../storage/blob-storage.ts";

/** Regular files at most this large are shown line by line; larger ones, LFS files and non-UTF-8 ones as binary. */
const TEXT_FILE_BYTES = 256 * 1024;

/**
 * The raw diff of a pull request (`?diff=1`): every file that differs between where the pull
 * request parted from its target and its head, in git's format. Each changed text file is one hunk
 * (all old lines out, all new lines in: a correct diff, not a minimal one); LFS and binary files get
 * git's "Binary files … differ" line. At most `LIMITS.pullRequestDiffBytes`, then a note.
 */
export async function pullRequestDiff(
	deps: Pick<AppDeps, "db" | "storage">,
	repo: RepoRow,
	head: CommitRow,
	target: CommitRow,
): Promise<string> {
	const db = deps.db.kysely;
	const base = await mergeBase(db, repo.pk, head.id, target.id);
	const baseCommit = base
		? await db
				.selectFrom("commits")
				.select("tree_oid")
				.where("repo_pk", "=", repo.pk)
				.where("id", "=", base)
				.executeTakeFirst()
		: undefined;
	const before = new Map(
		baseCommit ? (await listAllFiles(db, repo.pk, baseCommit.tree_oid)).map((entry) => [entry.path, entry]) : [],
	);
	const after = new Map((await listAllFiles(db, repo.pk, head.tree_oid)).map((entry) => [entry.path, entry]));
	const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
	let out = "";
	for (const path of paths) {
		const a = before.get(path);
		const b = after.get(path);
		if (a && b && a.oid === b.oid && a.mode === b.mode) continue;
		out += await fileDiff(deps, path, a, b);
		if (Buffer.byteLength(out) > LIMITS.pullRequestDiffBytes) {
			const cut = Buffer.from(out).subarray(0, LIMITS.pullRequestDiffBytes).toString("utf8");
			return `${cut}\n… diff cut at ${LIMITS.pullRequestDiffBytes} bytes: fetch refs/pr/N with git for the whole of it\n`;
		}
	}
	return out;
}

async function textOf(
	deps: Pick<AppDeps, "storage">,
	entry: PathEntry | undefined,
): Promise<string | null | undefined> {
	if (!entry) return undefined;
	if (entry.lfs_pointer_size !== null || entry.size > TEXT_FILE_BYTES) return null;
	const stream = await deps.storage.get(blobKey(entry.sha256));
	if (!stream) return null;
	const chunks: Uint8Array[] = [];
	for await (const chunk of stream) chunks.push(chunk);
	const bytes = Buffer.concat(chunks);
	if (bytes.includes(0)) return null;
	const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
	return text.includes("\uFFFD") ? null : text;
}

async function fileDiff(
	deps: Pick<AppDeps, "storage">,
	path: string,
	a: PathEntry | undefined,
	b: PathEntry | undefined,
): Promise<string> {
	let header = `diff --git a/${path} b/${path}\n`;
	if (!a && b) header += `new file mode ${b.mode}\n`;
	else if (a && !b) header += `deleted file mode ${a.mode}\n`;
	else if (a && b && a.mode !== b.mode) header += `old mode ${a.mode}\nnew mode ${b.mode}\n`;
	const [oldText, newText] = await Promise.all([textOf(deps, a), textOf(deps, b)]);
	if (oldText === null || newText === null)
		return `${header}Binary files ${a ? `a/${path}` : "/dev/null"} and ${b ? `b/${path}` : "/dev/null"} differ\n`;
	if (oldText === newText) return header;
	const lines = (text: string | undefined): string[] => {
		if (!text) return [];
		const list = text.split("\n");
		if (list.at(-1) === "") list.pop();
		return list;
	};
	const oldLines = lines(oldText);
	const newLines = lines(newText);
	const range = (count: number): string => (count === 0 ? "0,0" : `1,${count}`);
	let body = `--- ${a ? `a/${path}` : "/dev/null"}\n+++ ${b ? `b/${path}` : "/dev/null"}\n`;
	body += `@@ -${range(oldLines.length)} +${range(newLines.length)} @@\n`;
	for (const line of oldLines) body += `-${line}\n`;
	if (oldText && !oldText.endsWith("\n")) body += "\\ No newline at end of file\n";
	for (const line of newLines) body += `+${line}\n`;
	if (newText && !newText.endsWith("\n")) body += "\\ No newline at end of file\n";
	return header + body;
}
