import type { DiscussionSummary } from "../lib/api-types.ts";

const LOOKS: Record<DiscussionSummary["status"], string> = {
	open: "border-green-600/50 bg-green-600/10",
	draft: "border-border bg-surface",
	closed: "border-red-500/50 bg-red-500/10",
	merged: "border-purple-500/50 bg-purple-500/10",
};

/** A thread's status as a small label: open, draft, closed or merged. */
export function ThreadStatus({ status }: { status: DiscussionSummary["status"] }) {
	return (
		<span
			data-slot="thread-status"
			className={`inline-flex items-center rounded-md border px-2 py-0.5 text-xs font-medium text-fg ${LOOKS[status]}`}
		>
			{status}
		</span>
	);
}
