import { data, Form, redirect } from "react-router";
import { ActionButton } from "../../components/action-button.tsx";
import { CsrfField, FormError } from "../../components/form-fields.tsx";
import { FileDiff } from "../../components/file-diff.tsx";
import { MarkdownField } from "../../components/form-sections.tsx";
import { RepoHeader } from "../../components/repo-header.tsx";
import { ThreadEvent } from "../../components/thread-event.tsx";
import { ThreadStatus } from "../../components/thread-status.tsx";
import { buttonVariants } from "../../components/ui/button.ts";
import { siteContext } from "../../lib/api-context.ts";
import { loadThread, pullRequestChanges, threadNumber } from "../../lib/discussions.server.ts";
import { formatDate } from "../../lib/format.ts";
import { getRepo } from "../../lib/hub-api.server.ts";
import { encodePath } from "../../lib/paths.ts";
import { headerData } from "../../lib/repo-page.server.ts";
import { actionError, callApi, formText } from "../../lib/session.server.ts";
import { getViewer, mayWrite } from "../../lib/viewer.server.ts";
import { pageRepo } from "../../lib/write-page.server.ts";
import type { Route } from "./+types/discussion";
import { enhancementOnly } from "../../lib/page-script.ts";

/**
 * One discussion or pull request: its comments (markdown rendered by the card workers; hidden ones stay
 * hidden) and events, "Files changed" for an open pull request (`?tab=files`, the commit page's bounded
 * diff), and the forms of those who may act: comment, close or reopen, merge, hide a comment.
 */

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `${d.thread.title} · #${d.thread.num} · ${d.header.id} — Atrium` : "Discussion — Atrium" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch, cards } = context.get(siteContext);
	const { kind, id, base } = pageRepo(request, params);
	const num = threadNumber(params.num);
	const [info, { thread, html }, viewer] = await Promise.all([
		getRepo(apiFetch, kind, id),
		loadThread(apiFetch, cards, kind, id, num),
		getViewer(apiFetch, request),
	]);
	const files = new URL(request.url).searchParams.get("tab") === "files";
	const header = headerData(kind, info, viewer);
	const isAuthor = viewer !== null && viewer.name === thread.author.name;
	return data(
		{
			header,
			base,
			thread,
			html,
			files,
			changes: files ? await pullRequestChanges(apiFetch, kind, id, thread) : null,
			viewer: viewer?.name ?? null,
			canWrite: mayWrite(viewer, id.split("/")[0] ?? ""),
			isAuthor,
		},
		{ headers: { "Cache-Control": "private, max-age=0, must-revalidate" } },
	);
}

/** Where each intent of the thread's forms goes, and with what body. */
function callOf(intent: string, form: FormData): { path: string; body: Record<string, unknown> } | null {
	const comment = formText(form, "comment").trim();
	switch (intent) {
		case "comment":
			return { path: "comment", body: { comment } };
		case "close":
		case "reopen":
			return {
				path: "status",
				body: { status: intent === "close" ? "closed" : "open", ...(comment ? { comment } : {}) },
			};
		case "merge":
			return { path: "merge", body: comment ? { comment } : {} };
		case "hide": {
			const id = formText(form, "event");
			return /^[0-9a-f]{24}$/.test(id) ? { path: `comment/${id}/hide`, body: {} } : null;
		}
		default:
			return null;
	}
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const { kind, id, base } = pageRepo(request, params);
	const num = threadNumber(params.num);
	const form = await request.formData();
	const call = callOf(formText(form, "intent"), form);
	if (!call) return data({ error: "Unknown form.", code: null, fields: {} }, { status: 400 });
	const result = await callApi(apiFetch, `/api/${kind}s/${encodePath(id)}/discussions/${num}/${call.path}`, {
		form,
		body: call.body,
	});
	if (!result.ok) return actionError(result, { comment: formText(form, "comment") });
	return redirect(`${base}/discussions/${num}`);
}

export const handle = enhancementOnly;

export default function Discussion({ loaderData, actionData }: Route.ComponentProps) {
	const { header, base, thread, html, files, changes, viewer, canWrite, isAuthor } = loaderData;
	const here = `${base}/discussions/${thread.num}`;
	const live = thread.status === "open" || thread.status === "draft";
	const error = actionData && "error" in actionData ? actionData.error : null;
	const fields = actionData && "fields" in actionData ? (actionData.fields as Record<string, string>) : {};
	const mayClose = canWrite || isAuthor;
	return (
		<div>
			<RepoHeader data={header} active="community" />
			<article className="mt-6 space-y-4" aria-labelledby="thread-title">
				<header>
					<p className="text-sm">
						<a href={`${base}/discussions`}>All discussions</a>
					</p>
					<h2 id="thread-title" className="mt-1 text-xl font-semibold break-words">
						{thread.title} <span className="text-muted">#{thread.num}</span>
					</h2>
					<p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
						<ThreadStatus status={thread.status} />
						{thread.isPullRequest ? "Pull request" : "Discussion"} opened by {thread.author.name} on{" "}
						<time dateTime={thread.createdAt}>{formatDate(thread.createdAt)}</time>
						{thread.isPullRequest ? (
							<>
								{" "}
								· <code className="font-mono">refs/pr/{thread.num}</code> into{" "}
								<code className="font-mono">{thread.changes?.base.replace(/^refs\/heads\//, "") ?? "main"}</code>
							</>
						) : null}
					</p>
				</header>
				{thread.isPullRequest ? (
					<nav aria-label="Pull request" className="flex gap-1 border-b border-border">
						<a
							href={here}
							aria-current={files ? undefined : "page"}
							className={buttonVariants({ variant: files ? "ghost" : "outline", size: "sm" })}
						>
							Conversation
						</a>
						<a
							href={`${here}?tab=files`}
							aria-current={files ? "page" : undefined}
							className={buttonVariants({ variant: files ? "outline" : "ghost", size: "sm" })}
						>
							Files changed
						</a>
					</nav>
				) : null}
				<FormError message={error} />
				{files ? (
					<section aria-label="Files changed" className="space-y-4" data-slot="files-changed">
						{changes ? (
							<>
								<h3 className="text-base font-semibold">
									{changes.changes.length} changed file{changes.changes.length === 1 ? "" : "s"}
									{changes.truncated ? " (the first ones; this pull request changes more)" : ""}
								</h3>
								{changes.changes.map((change) => (
									<FileDiff key={change.path} change={change} base={base} rev={`refs/pr/${thread.num}`} />
								))}
							</>
						) : (
							<p className="text-muted">
								{thread.status === "merged" && thread.changes?.mergeCommitId ? (
									<>
										Merged as{" "}
										<a href={`${base}/commit/${thread.changes.mergeCommitId}`}>
											{thread.changes.mergeCommitId.slice(0, 7)}
										</a>
										.
									</>
								) : (
									"No changes to show: the pull request is closed or shares no history with its target."
								)}
							</p>
						)}
					</section>
				) : (
					<>
						<ol className="space-y-3" data-slot="thread-events">
							{thread.events.map((event) => (
								<ThreadEvent
									key={event.id}
									event={event}
									html={html[event.id]}
									base={base}
									canHide={canWrite && viewer !== null}
								/>
							))}
						</ol>
						{thread.isPullRequest && live && thread.filesWithConflicts?.length ? (
							<p role="note" className="rounded-md border border-red-500/50 bg-red-500/10 px-3 py-2 text-sm">
								Merging would conflict on {thread.filesWithConflicts.join(", ")}.
							</p>
						) : null}
						{viewer ? (
							<section aria-labelledby="reply-heading" className="space-y-3">
								<h3 id="reply-heading" className="text-base font-semibold">
									Comment
								</h3>
								<Form method="post" className="flex flex-col gap-3" data-slot="comment-form">
									<CsrfField />
									<input type="hidden" name="intent" value="comment" />
									<MarkdownField label="Your comment" name="comment" required defaultValue={fields.comment ?? ""} />
									<button type="submit" className={`${buttonVariants({ variant: "primary" })} self-start`}>
										Comment
									</button>
								</Form>
								<div className="flex flex-wrap gap-2" data-slot="thread-actions">
									{thread.isPullRequest && live && canWrite ? (
										<ActionButton intent="merge" label="Merge" variant="primary" />
									) : null}
									{live && mayClose ? (
										<ActionButton
											intent="close"
											label={thread.isPullRequest ? "Close pull request" : "Close discussion"}
										/>
									) : null}
									{thread.status === "closed" && mayClose ? (
										<ActionButton
											intent="reopen"
											label={thread.isPullRequest ? "Reopen pull request" : "Reopen discussion"}
										/>
									) : null}
								</div>
							</section>
						) : (
							<p className="text-sm">
								<a href={`/login?returnTo=${encodeURIComponent(here)}`}>Sign in</a> to comment.
							</p>
						)}
					</>
				)}
			</article>
		</div>
	);
}
