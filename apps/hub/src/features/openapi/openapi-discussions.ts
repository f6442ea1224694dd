import {
	DiscussionCommentUpdated,
	DiscussionCommented,
	DiscussionCreated,
	DiscussionDetails,
	DiscussionList,
	DiscussionRenamed,
	DiscussionStatusChanged,
	PullRequestMerged,
} from "@atrium/hub-api";
import { op, query, REPO } from "./openapi-operations.ts";

/** An operation with its path parameters and some query parameters. */
function withQuery(operation: Record<string, unknown>, queries: Record<string, unknown>[]): Record<string, unknown> {
	return { ...operation, parameters: [...(operation.parameters as unknown[]), ...queries] };
}

const BASE = "/api/{type}/{namespace}/{name}/discussions";
const NUM = [...REPO, "num"];
const COMMENT = [...NUM, "id"];

/** Discussions and pull requests (docs/reference/discussions.md). */
export function discussionPaths(): Record<string, unknown> {
	return {
		[BASE]: {
			get: withQuery(op("Threads, newest first, 50 a page", REPO, {}, DiscussionList), [
				query("p", "Page number from 0"),
				query("type", "all (default), discussion or pull_request"),
				query("status", "all (default), open (with drafts) or closed (with merged)"),
				query("author", "Only threads opened by this account"),
			]),
			post: op(
				"Open a discussion or, with pullRequest: true, a draft pull request on refs/pr/{num}: { title, description?, pullRequest? }",
				REPO,
				{},
				DiscussionCreated,
			),
		},
		[`${BASE}/{num}`]: {
			get: withQuery(
				op("A thread and its events; pull requests: changes, filesWithConflicts", NUM, {}, DiscussionDetails),
				[query("diff", "1: add the pull request's raw diff")],
			),
		},
		[`${BASE}/{num}/comment`]: { post: op("Comment: { comment }", NUM, {}, DiscussionCommented) },
		[`${BASE}/{num}/title`]: { post: op("Rename (author or writers): { title }", NUM, {}, DiscussionRenamed) },
		[`${BASE}/{num}/status`]: {
			post: op("Close or reopen (author or writers): { status, comment? }", NUM, {}, DiscussionStatusChanged),
		},
		[`${BASE}/{num}/merge`]: {
			post: op("Merge a pull request into its target (writers): { comment? }", NUM, {}, PullRequestMerged),
		},
		[`${BASE}/{num}/comment/{id}/edit`]: {
			post: op("Edit one's own comment (versions kept): { content }", COMMENT, {}, DiscussionCommentUpdated),
		},
		[`${BASE}/{num}/comment/{id}/hide`]: {
			post: op("Hide a comment (writers)", COMMENT, {}, DiscussionCommentUpdated),
		},
	};
}
