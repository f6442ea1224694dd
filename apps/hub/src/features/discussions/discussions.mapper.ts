import type { DiscussionEvent, DiscussionSummary } from "@atrium/hub-api";
import type { RepoRow } from "../../db/database.ts";
import { escapeHtml } from "../../http/escape-html.ts";
import type { EventRow, ThreadRow } from "./discussions.repository.ts";

/** Rows to the JSON the clients read (`community.py`). */

const iso = (ms: number): string => new Date(Number(ms)).toISOString();
const author = (name: string | null): { name: string } => ({ name: name ?? "deleted" });

/** Text as HTML: escaped, paragraphs on blank lines, line breaks kept. No markup of the writer's reaches the page. */
export function commentHtml(raw: string): string {
	const escaped = escapeHtml(raw);
	return escaped
		.split(/\n{2,}/)
		.filter((part) => part.trim() !== "")
		.map((part) => `<p>${part.replace(/\n/g, "<br>")}</p>`)
		.join("\n");
}

/** A thread as lists show it. */
export function toSummary(repo: RepoRow, row: ThreadRow): DiscussionSummary {
	return {
		num: row.num,
		title: row.title,
		author: author(row.author_name),
		createdAt: iso(row.created_at),
		status: row.status,
		isPullRequest: row.is_pull_request === 1,
		repo: { name: repo.full_id, type: repo.type },
		numComments: row.num_comments,
	};
}

/** An event; a hidden comment keeps its place and flags but none of its texts. */
export function toEvent(row: EventRow): DiscussionEvent {
	const base = { id: row.id, type: row.type, createdAt: iso(row.created_at), author: author(row.author_name) };
	if (row.type !== "comment") return { ...base, data: JSON.parse(row.data) as DiscussionEvent["data"] };
	const hidden = row.hidden === 1;
	const versions = row.versions.map((version) => ({
		raw: hidden ? "" : version.content,
		html: hidden ? "" : commentHtml(version.content),
		updatedAt: iso(version.created_at),
		author: author(version.author_name),
	}));
	const latest = versions.at(-1) ?? { raw: "", html: "", updatedAt: base.createdAt, author: base.author };
	return {
		...base,
		data: {
			latest,
			edited: versions.length > 1,
			hidden,
			history: hidden ? [] : versions.reverse(),
			numEdits: Math.max(versions.length - 1, 0),
		},
	};
}
