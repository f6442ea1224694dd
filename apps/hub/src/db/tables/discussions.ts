// The discussion tables: discussions and pull requests, their events and comment versions (migration 120).

/** A discussion status; pull requests start as `draft` or `open` and end `merged` or `closed`. */
export type DiscussionStatus = "draft" | "open" | "closed" | "merged";

/** The last discussion number given in a repository (migration 120). */
export interface DiscussionCountersTable {
	repo_pk: string;
	last_num: number;
}

/** A discussion or pull request of a repository (migration 120); times are epoch ms. */
export interface DiscussionsTable {
	repo_pk: string;
	num: number;
	title: string;
	author_pk: string | null;
	status: DiscussionStatus;
	is_pull_request: number;
	/** Pull requests: the branch it merges into. */
	target_branch: string | null;
	/** Merged pull requests: the commit the merge left on the target branch. */
	merge_commit_id: string | null;
	created_at: number;
	updated_at: number;
}

/** Kinds of thread events, as the clients spell them. */
export type DiscussionEventType = "comment" | "status-change" | "commit" | "title-change";

/** One event of a thread, in `position` order (migration 120). */
export interface DiscussionEventsTable {
	/** 24 hex digits. */
	id: string;
	repo_pk: string;
	num: number;
	position: number;
	type: DiscussionEventType;
	author_pk: string | null;
	created_at: number;
	/** JSON: `{status}`, `{subject, oid}`, `{from, to}`, `{}` for comments. */
	data: string;
	/** Comments: the latest text. */
	content: string | null;
	hidden: number;
	hidden_by_pk: string | null;
}

/** Every version of a comment, the first one included (migration 120). */
export interface DiscussionCommentVersionsTable {
	event_id: string;
	version: number;
	content: string;
	author_pk: string | null;
	created_at: number;
}
