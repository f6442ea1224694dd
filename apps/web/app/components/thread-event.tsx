import type { DiscussionEvent } from "../lib/api-types.ts";
import { formatDate } from "../lib/format.ts";
import { ActionButton } from "./action-button.tsx";

/** Who did it and when, as every event shows it. */
function Byline({ event, verb }: { event: DiscussionEvent; verb: string }) {
	return (
		<>
			<strong className="font-medium">{event.author.name}</strong> {verb} on{" "}
			<time dateTime={event.createdAt}>{formatDate(event.createdAt)}</time>
		</>
	);
}

/** A comment: its rendered markdown (`html`, sanitised by the card workers), or a note once hidden. */
function Comment({
	event,
	data,
	html,
	canHide,
}: {
	event: DiscussionEvent;
	data: { hidden: boolean; edited: boolean };
	html: string | undefined;
	canHide: boolean;
}) {
	return (
		<li className="rounded-lg border border-border" data-slot="thread-comment">
			<header className="flex flex-wrap items-center justify-between gap-2 border-b border-border bg-surface px-3 py-2 text-sm">
				<span>
					<Byline event={event} verb="commented" />
					{data.edited ? <span className="text-muted"> (edited)</span> : null}
				</span>
				{canHide && !data.hidden ? (
					<ActionButton
						intent="hide"
						fields={{ event: event.id }}
						label="Hide"
						ariaLabel={`Hide the comment of ${event.author.name} from ${formatDate(event.createdAt)}`}
						variant="ghost"
						size="xs"
					/>
				) : null}
			</header>
			{data.hidden ? (
				<p className="px-3 py-2 text-sm text-muted italic">This comment was hidden.</p>
			) : (
				<div
					data-slot="comment-body"
					className="prose-atrium px-3 py-2"
					dangerouslySetInnerHTML={{ __html: html ?? "" }}
				/>
			)}
		</li>
	);
}

/** One line of the thread: a status change, a commit pushed to the pull request, or a new title. */
function Note({ event, base }: { event: DiscussionEvent; base: string }) {
	const d = event.data;
	let what: React.ReactNode = null;
	if ("status" in d)
		what = <Byline event={event} verb={d.status === "merged" ? "merged it" : `set the status to ${d.status}`} />;
	else if ("oid" in d)
		what = (
			<>
				<Byline event={event} verb="pushed" />{" "}
				<a href={`${base}/commit/${d.oid}`}>
					<code className="font-mono">{d.oid.slice(0, 7)}</code> {d.subject}
				</a>
			</>
		);
	else if ("to" in d)
		what = (
			<>
				<Byline event={event} verb="renamed it" /> from “{d.from}” to “{d.to}”
			</>
		);
	return <li className="px-3 text-sm text-muted">{what}</li>;
}

/** An event of a thread as its page lists it. */
export function ThreadEvent({
	event,
	html,
	base,
	canHide,
}: {
	event: DiscussionEvent;
	html: string | undefined;
	base: string;
	canHide: boolean;
}) {
	if ("latest" in event.data) return <Comment event={event} data={event.data} html={html} canHide={canHide} />;
	return <Note event={event} base={base} />;
}
