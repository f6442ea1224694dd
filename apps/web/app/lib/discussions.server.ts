import { data } from "react-router";
import type { ApiFetch } from "./api-context.ts";
import type { DiscussionDetails, DiscussionList, RepoKind } from "./api-types.ts";
import type { CardRenderer } from "./card-renderer.ts";
import { commitChanges, type FileChange } from "./commit-diff.server.ts";
import { getJson } from "./hub-api.server.ts";
import { encodePath, repoPrefix } from "./paths.ts";
import type { ThreadFilter } from "./thread-filter.ts";

const apiBase = (kind: RepoKind, id: string) => `/api/${kind}s/${encodePath(id)}/discussions`;

/** One page of a repository's threads, newest first. */
export async function listThreads(
	apiFetch: ApiFetch,
	kind: RepoKind,
	id: string,
	filter: ThreadFilter,
): Promise<DiscussionList> {
	const q = new URLSearchParams({ status: filter.status, type: filter.type, p: String(filter.page) });
	const { body } = await getJson<DiscussionList>(
		apiFetch,
		`${apiBase(kind, id)}?${q.toString()}`,
		`the threads of ${id}`,
	);
	return body;
}

/** A thread's number from its URL, or a 404 page. */
export function threadNumber(raw: string | undefined): number {
	if (!/^[1-9][0-9]{0,8}$/.test(raw ?? ""))
		throw data({ message: "A thread is named by its number." }, { status: 404 });
	return Number(raw);
}

/** One thread with its events, its comments rendered as bounded markdown by the card workers (`html` by event id). */
export async function loadThread(
	apiFetch: ApiFetch,
	cards: CardRenderer,
	kind: RepoKind,
	id: string,
	num: number,
): Promise<{ thread: DiscussionDetails; html: Record<string, string> }> {
	const { body: thread } = await getJson<DiscussionDetails>(apiFetch, `${apiBase(kind, id)}/${num}`, `thread #${num}`);
	const base = `${repoPrefix(kind)}/${encodePath(id)}`;
	const options = { blobBase: `${base}/blob/main`, resolveBase: `${base}/resolve/main`, untrusted: true };
	const html: Record<string, string> = {};
	await Promise.all(
		thread.events.map(async (event) => {
			if (event.type !== "comment" || !("latest" in event.data) || event.data.hidden) return;
			const rendered = await cards.render(event.data.latest.raw, options);
			html[event.id] = rendered?.html ?? event.data.latest.html;
		}),
	);
	return { thread, html };
}

/**
 * The files an open pull request changes: `refs/pr/N` against where it parted from its target, with the
 * commit page's bounds. Null for a discussion, a closed or merged pull request, or one sharing no history.
 */
export async function pullRequestChanges(
	apiFetch: ApiFetch,
	kind: RepoKind,
	id: string,
	thread: DiscussionDetails,
): Promise<{ changes: FileChange[]; truncated: boolean } | null> {
	const from = thread.changes?.mergeBase;
	if (!thread.isPullRequest || !from || (thread.status !== "open" && thread.status !== "draft")) return null;
	return commitChanges(apiFetch, kind, id, `refs/pr/${thread.num}`, from);
}
