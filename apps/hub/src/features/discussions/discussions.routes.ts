import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type {
	DiscussionCreated,
	DiscussionDetails,
	DiscussionEvent,
	DiscussionList,
	PullRequestMerged,
} from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import { mergeBase } from "../../commits/merge-base.ts";
import { moveRef } from "../../commits/ref-cas.ts";
import { prRefName } from "../../repos/ref-names.ts";
import { branchHead } from "../../repos/resolve-commit.ts";
import type { RepoRow } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { LIMITS } from "../../http/limits.ts";
import { publicOrigin } from "../../http/public-url.ts";
import { readJsonBody } from "../../http/read-body.ts";
import { repoUrl } from "../commits/commit.routes.ts";
import { isRepoWriter, participant, readableRepo } from "./discussion-access.ts";
import { editComment, openThread, recordDiscussionEvent, commentChanged } from "./discussion-events.ts";
import { toEvent, toSummary } from "./discussions.mapper.ts";
import { listThreads, requireThread, threadEvents, type ThreadFilter } from "./discussions.repository.ts";
import { pullRequestDiff } from "./pull-request-diff.ts";
import { conflictsOf, mergePullRequest, pullRequestHeads } from "./pull-requests.ts";

const TYPES = "{(?:models|datasets|spaces)}";
const BASE = `/api/:type${TYPES}/:namespace/:name/discussions`;

/** The JSON object of a discussion request (empty body: `{}`), bounded by `LIMITS.discussionBodyBytes`. */
async function bodyOf(c: AppContext): Promise<Record<string, unknown>> {
	const body = await readJsonBody(c, LIMITS.discussionBodyBytes);
	if (body === undefined) return {};
	if (!body || typeof body !== "object" || Array.isArray(body))
		throw new ApiError("BadRequest", "The body must be a JSON object");
	return body as Record<string, unknown>;
}

/** A text field: `required` ones must be non-blank; `max` characters at most (`LimitExceeded`). */
function text(body: Record<string, unknown>, key: string, max: number, required: boolean): string | undefined {
	const value = body[key];
	if (value === undefined || value === null) {
		if (required) throw new ApiError("BadRequest", `The body needs "${key}", a string`);
		return undefined;
	}
	if (typeof value !== "string") throw new ApiError("BadRequest", `"${key}" must be a string`);
	if (required && !value.trim()) throw new ApiError("BadRequest", `"${key}" must not be empty`);
	if (value.length > max) throw new ApiError("LimitExceeded", `"${key}" is longer than ${max} characters`);
	return value;
}

function numberOf(c: AppContext): number {
	const raw = c.req.param("num") ?? "";
	if (!/^[1-9][0-9]{0,8}$/.test(raw))
		throw new ApiError("DiscussionNotFound", `No discussion number ${raw.slice(0, 20)}`);
	return Number(raw);
}

/**
 * Discussions and pull requests (docs/reference/discussions.md): `GET/POST /api/{type}s/{id}/discussions`,
 * `GET …/discussions/{num}`, `POST …/{num}/comment|title|status|merge`, `POST …/{num}/comment/{id}/edit|hide`.
 * Who may do what: discussion-access.ts.
 */
export function discussionsRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	const oneEvent = async (repo: RepoRow, num: number, id: string): Promise<DiscussionEvent> => {
		const [row] = await threadEvents(db, repo, num, id);
		if (!row) throw new ApiError("CommentNotFound", `No event ${id} in discussion #${num}`);
		return toEvent(row);
	};

	app.get(BASE, async (c) => {
		const repo = await readableRepo(c, deps);
		const pick = <T extends string>(key: string, allowed: readonly T[]): T => {
			const value = c.req.query(key) ?? "all";
			if (!(allowed as readonly string[]).includes(value))
				throw new ApiError("BadRequest", `${key} must be one of ${allowed.join(", ")}`);
			return value as T;
		};
		const filter: ThreadFilter = {
			type: pick("type", ["all", "discussion", "pull_request"] as const),
			status: pick("status", ["all", "open", "closed"] as const),
			author: c.req.query("author") || undefined,
		};
		const rawPage = c.req.query("p") ?? "0";
		if (!/^[0-9]{1,7}$/.test(rawPage)) throw new ApiError("BadRequest", "p must be a page number from 0");
		const page = Number(rawPage);
		if (page * LIMITS.discussionsPage > LIMITS.listOffset)
			throw new ApiError("LimitExceeded", `p goes past ${LIMITS.listOffset} threads`);
		const { rows, count, closed } = await listThreads(db, repo, filter, page);
		return c.json({
			discussions: rows.map((row) => toSummary(repo, row)),
			count,
			start: page * LIMITS.discussionsPage,
			numClosedDiscussions: closed,
		} satisfies DiscussionList);
	});

	app.post(BASE, async (c) => {
		const repo = await readableRepo(c, deps);
		const actor = await participant(c, deps, repo);
		const body = await bodyOf(c);
		const title = (text(body, "title", LIMITS.discussionTitleChars, true) as string).trim();
		const description = text(body, "description", LIMITS.discussionCommentChars, false) ?? "";
		const pullRequest = body.pullRequest === true;
		const num = await db.transaction().execute(async (trx) => {
			const now = Date.now();
			const target = pullRequest ? await branchHead(trx, repo.pk, "main") : undefined;
			if (pullRequest && !target) throw new ApiError("RevisionNotFound", "Invalid rev id: main");
			const opened = await openThread(
				trx,
				repo,
				{
					title,
					author_pk: actor.pk,
					status: pullRequest ? "draft" : "open",
					is_pull_request: pullRequest ? 1 : 0,
					target_branch: pullRequest ? "main" : null,
				},
				description,
				now,
			);
			if (target) await moveRef(trx, repo, "pr", prRefName(opened), null, target.id);
			return opened;
		});
		return c.json({
			num,
			url: `${repoUrl(publicOrigin(c, deps.config), repo)}/discussions/${num}`,
			...(pullRequest ? { pullRequestRef: prRefName(num) } : {}),
		} satisfies DiscussionCreated);
	});

	app.get(`${BASE}/:num`, async (c) => {
		const repo = await readableRepo(c, deps);
		const num = numberOf(c);
		const thread = await requireThread(db, repo, num);
		const events = (await threadEvents(db, repo, num)).map(toEvent);
		const details: DiscussionDetails = { ...toSummary(repo, thread), events };
		if (thread.is_pull_request === 1) {
			const live = thread.status === "open" || thread.status === "draft";
			details.changes = {
				base: `refs/heads/${thread.target_branch ?? "main"}`,
				...(thread.merge_commit_id ? { mergeCommitId: thread.merge_commit_id } : {}),
			};
			details.filesWithConflicts = live ? await conflictsOf(deps, repo, thread) : [];
			if (live) {
				const { head, target } = await pullRequestHeads(db, repo, thread);
				const parted = await mergeBase(db, repo.pk, head.id, target.id);
				if (parted) details.changes.mergeBase = parted;
				if (c.req.query("diff") === "1") details.diff = await pullRequestDiff(deps, repo, head, target);
			}
		}
		return c.json(details);
	});

	app.post(`${BASE}/:num/comment`, async (c) => {
		const repo = await readableRepo(c, deps);
		const actor = await participant(c, deps, repo);
		const num = numberOf(c);
		const comment = text(await bodyOf(c), "comment", LIMITS.discussionCommentChars, true) as string;
		await requireThread(db, repo, num);
		const id = await db
			.transaction()
			.execute((trx) =>
				recordDiscussionEvent(trx, repo, num, actor.pk, { type: "comment", content: comment }, Date.now()),
			);
		return c.json({ newMessage: await oneEvent(repo, num, id) });
	});

	app.post(`${BASE}/:num/title`, async (c) => {
		const repo = await readableRepo(c, deps);
		const actor = await participant(c, deps, repo);
		const num = numberOf(c);
		const title = (text(await bodyOf(c), "title", LIMITS.discussionTitleChars, true) as string).trim();
		const thread = await requireThread(db, repo, num);
		if (thread.author_pk !== actor.pk && !(await isRepoWriter(c, deps, repo)))
			throw new ApiError("Forbidden", `Only the author of #${num} and writers of ${repo.full_id} rename it`);
		const id = await db.transaction().execute(async (trx) => {
			await trx
				.updateTable("discussions")
				.set({ title })
				.where("repo_pk", "=", repo.pk)
				.where("num", "=", num)
				.execute();
			return recordDiscussionEvent(
				trx,
				repo,
				num,
				actor.pk,
				{ type: "title-change", from: thread.title, to: title },
				Date.now(),
			);
		});
		return c.json({ newTitle: await oneEvent(repo, num, id) });
	});

	app.post(`${BASE}/:num/status`, async (c) => {
		const repo = await readableRepo(c, deps);
		const actor = await participant(c, deps, repo);
		const num = numberOf(c);
		const body = await bodyOf(c);
		const status = body.status;
		if (status !== "open" && status !== "closed")
			throw new ApiError("BadRequest", 'status must be "open" or "closed" (merge with …/merge)');
		const comment = text(body, "comment", LIMITS.discussionCommentChars, false);
		const thread = await requireThread(db, repo, num);
		if (thread.author_pk !== actor.pk && !(await isRepoWriter(c, deps, repo)))
			throw new ApiError("Forbidden", `Only the author of #${num} and writers of ${repo.full_id} close or reopen it`);
		if (thread.status === "merged") throw new ApiError("PullRequestNotOpen", `Pull request #${num} is merged`);
		const id = await db.transaction().execute(async (trx) => {
			const now = Date.now();
			const updated = await trx
				.updateTable("discussions")
				.set({ status })
				.where("repo_pk", "=", repo.pk)
				.where("num", "=", num)
				.where("status", "<>", "merged")
				.executeTakeFirst();
			if (Number(updated.numUpdatedRows) !== 1)
				throw new ApiError("PullRequestNotOpen", `Pull request #${num} is merged`);
			if (comment?.trim())
				await recordDiscussionEvent(trx, repo, num, actor.pk, { type: "comment", content: comment }, now);
			return recordDiscussionEvent(trx, repo, num, actor.pk, { type: "status-change", status }, now);
		});
		return c.json({ newStatus: await oneEvent(repo, num, id) });
	});

	app.post(`${BASE}/:num/merge`, async (c) => {
		const repo = await readableRepo(c, deps);
		const actor = await participant(c, deps, repo);
		if (!(await isRepoWriter(c, deps, repo)))
			throw new ApiError("Forbidden", `Only writers of ${repo.full_id} merge pull requests`);
		const num = numberOf(c);
		const comment = text(await bodyOf(c), "comment", LIMITS.discussionCommentChars, false)?.trim() || undefined;
		const mergeCommitId = await mergePullRequest(deps, repo, num, actor, comment);
		return c.json({ status: "merged", mergeCommitId } satisfies PullRequestMerged);
	});

	app.post(`${BASE}/:num/comment/:id/edit`, async (c) => {
		const repo = await readableRepo(c, deps);
		const actor = await participant(c, deps, repo);
		const num = numberOf(c);
		const content = text(await bodyOf(c), "content", LIMITS.discussionCommentChars, true) as string;
		const id = c.req.param("id");
		const event = await commentOf(repo, num, id);
		if (event.author_pk !== actor.pk) throw new ApiError("Forbidden", "Only a comment's author edits it");
		if (event.hidden === 1) throw new ApiError("Forbidden", "A hidden comment cannot be edited");
		await db.transaction().execute((trx) => editComment(trx, id, actor.pk, content, Date.now()));
		return c.json({ updatedComment: await oneEvent(repo, num, id) });
	});

	app.post(`${BASE}/:num/comment/:id/hide`, async (c) => {
		const repo = await readableRepo(c, deps);
		const actor = await participant(c, deps, repo);
		if (!(await isRepoWriter(c, deps, repo)))
			throw new ApiError("Forbidden", `Only writers of ${repo.full_id} hide comments`);
		const num = numberOf(c);
		const id = c.req.param("id");
		await commentOf(repo, num, id);
		await db.transaction().execute(async (trx) => {
			await trx
				.updateTable("discussion_events")
				.set({ hidden: 1, hidden_by_pk: actor.pk })
				.where("id", "=", id)
				.execute();
			await commentChanged(trx, id);
		});
		return c.json({ updatedComment: await oneEvent(repo, num, id) });
	});

	const commentOf = async (repo: RepoRow, num: number, id: string) => {
		await requireThread(db, repo, num);
		const row = /^[0-9a-f]{24}$/.test(id)
			? await db
					.selectFrom("discussion_events")
					.select(["author_pk", "hidden", "type"])
					.where("id", "=", id)
					.where("repo_pk", "=", repo.pk)
					.where("num", "=", num)
					.executeTakeFirst()
			: undefined;
		if (!row || row.type !== "comment")
			throw new ApiError("CommentNotFound", `No comment ${id.slice(0, 30)} in discussion #${num}`);
		return { ...row, hidden: Number(row.hidden) };
	};

	return app;
}
