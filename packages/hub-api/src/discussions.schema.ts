import { z } from "zod";
import { GitOid } from "./common.schema.ts";
import { named } from "./registry.ts";

/**
 * Discussions and pull requests (docs/reference/discussions.md): the shapes `huggingface_hub`
 * (`get_repo_discussions`, `get_discussion_details`, `community.py::deserialize_event`) reads.
 */

const Author = z.strictObject({ name: z.string().describe('the account name; "deleted" once the account is gone') });
const Status = z.enum(["draft", "open", "closed", "merged"]);

/** One comment version: the text as written and when. */
const CommentVersion = z.strictObject({
	raw: z.string(),
	html: z.string().describe("the text rendered to HTML"),
	updatedAt: z.string().describe("ISO 8601"),
	author: Author,
});

/** A thread event: `comment`, `status-change`, `commit` or `title-change`. */
export const DiscussionEvent = named(
	"DiscussionEvent",
	z.strictObject({
		id: z.string().regex(/^[0-9a-f]{24}$/),
		type: z.enum(["comment", "status-change", "commit", "title-change"]),
		createdAt: z.string().describe("ISO 8601"),
		author: Author,
		data: z.union([
			z
				.strictObject({
					latest: CommentVersion,
					edited: z.boolean(),
					hidden: z.boolean(),
					history: z.array(CommentVersion).describe("every version, newest first; empty when hidden"),
					numEdits: z.number().int(),
				})
				.describe("comment (a hidden comment's texts are empty)"),
			z.strictObject({ status: Status }).describe("status-change"),
			z.strictObject({ subject: z.string(), oid: GitOid }).describe("commit"),
			z.strictObject({ from: z.string(), to: z.string() }).describe("title-change"),
		]),
	}),
);

/** A discussion or pull request as lists show it. */
export const DiscussionSummary = named(
	"DiscussionSummary",
	z.strictObject({
		num: z.number().int(),
		title: z.string(),
		author: Author,
		createdAt: z.string().describe("ISO 8601"),
		status: Status,
		isPullRequest: z.boolean(),
		repo: z.strictObject({ name: z.string(), type: z.enum(["model", "dataset", "space"]) }),
		numComments: z.number().int(),
	}),
);

/** `GET /api/{type}s/{id}/discussions`: one page (`p`, from 0) of the threads, newest first. */
export const DiscussionList = named(
	"DiscussionList",
	z.strictObject({
		discussions: z.array(DiscussionSummary),
		count: z.number().int().describe("threads matching the filters, over all pages"),
		start: z.number().int().describe("index of this page's first thread"),
		numClosedDiscussions: z.number().int(),
	}),
);

/** `GET /api/{type}s/{id}/discussions/{num}`: the thread with its events in order. */
export const DiscussionDetails = named(
	"DiscussionDetails",
	DiscussionSummary.extend({
		events: z.array(DiscussionEvent),
		changes: z
			.strictObject({
				base: z.string().describe("refs/heads/{target branch}"),
				mergeCommitId: GitOid.optional(),
				mergeBase: GitOid.optional().describe(
					"open pull requests: the commit where refs/pr/{num} parted from its target (absent when they share none)",
				),
			})
			.optional()
			.describe("pull requests only"),
		filesWithConflicts: z.array(z.string()).optional().describe("pull requests only: paths a merge would conflict on"),
		diff: z.string().optional().describe("pull requests with ?diff=1: the raw diff from where it parted"),
	}),
);

/** `POST /api/{type}s/{id}/discussions`: the new thread's number (and its ref for pull requests). */
export const DiscussionCreated = named(
	"DiscussionCreated",
	z.strictObject({
		num: z.number().int(),
		url: z.string().describe("{repository page}/discussions/{num}"),
		pullRequestRef: z.string().optional().describe("refs/pr/{num}"),
	}),
);

/** `POST …/comment`. */
export const DiscussionCommented = named("DiscussionCommented", z.strictObject({ newMessage: DiscussionEvent }));
/** `POST …/title`. */
export const DiscussionRenamed = named("DiscussionRenamed", z.strictObject({ newTitle: DiscussionEvent }));
/** `POST …/status`. */
export const DiscussionStatusChanged = named("DiscussionStatusChanged", z.strictObject({ newStatus: DiscussionEvent }));
/** `POST …/comment/{id}/edit` and `…/hide`. */
export const DiscussionCommentUpdated = named(
	"DiscussionCommentUpdated",
	z.strictObject({ updatedComment: DiscussionEvent }),
);
/** `POST …/merge`. */
export const PullRequestMerged = named(
	"PullRequestMerged",
	z.strictObject({ status: z.literal("merged"), mergeCommitId: GitOid }),
);

export type DiscussionEvent = z.infer<typeof DiscussionEvent>;
export type DiscussionSummary = z.infer<typeof DiscussionSummary>;
export type DiscussionList = z.infer<typeof DiscussionList>;
export type DiscussionDetails = z.infer<typeof DiscussionDetails>;
export type DiscussionCreated = z.infer<typeof DiscussionCreated>;
export type PullRequestMerged = z.infer<typeof PullRequestMerged>;
