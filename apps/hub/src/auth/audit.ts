import type { Context } from "hono";
import type { Db } from "../db/create-db.ts";
import { clientAddress } from "../http/client-address.ts";
import { newPk } from "./accounts.repository.ts";
import { viewerOf } from "./access.ts";

/** The security events the audit log keeps. */
export const AUDIT_EVENTS = [
	"sign-in",
	"sign-in-failed",
	"sign-out",
	"user-created",
	"user-disabled",
	"user-enabled",
	"password-changed",
	"token-created",
	"token-revoked",
	"org-created",
	"member-added",
	"member-removed",
	"visibility-changed",
	"gating-changed",
	"access-request-decided",
	"repo-deleted",
	"lfs-files-deleted",
	"history-squashed",
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/** One entry: what happened, who did it (account name), to what, from where, and details. */
export interface AuditEntry {
	event: AuditEvent;
	actor?: string | null | undefined;
	target?: string | null | undefined;
	address?: string | null | undefined;
	detail?: Record<string, unknown> | undefined;
}

/** Appends an entry to the audit log. */
export async function recordAudit(deps: { db: Db }, entry: AuditEntry): Promise<void> {
	await deps.db.kysely
		.insertInto("audit_log")
		.values({
			pk: newPk(),
			at: Date.now(),
			event: entry.event,
			actor: entry.actor?.slice(0, 100) ?? null,
			target: entry.target?.slice(0, 300) ?? null,
			address: entry.address?.slice(0, 100) ?? null,
			detail: JSON.stringify(entry.detail ?? {}),
		})
		.execute();
}

/** Records `event` on `target` by the request's viewer, from the request's address. */
export async function recordAuditFor(
	c: Context,
	deps: { db: Db; config?: { trustProxy?: boolean } },
	event: AuditEvent,
	target: string | null,
	detail?: Record<string, unknown>,
): Promise<void> {
	const viewer = viewerOf(c);
	await recordAudit(deps, {
		event,
		actor: viewer.kind === "user" ? viewer.name : null,
		target,
		address: clientAddress(c, deps.config?.trustProxy),
		detail,
	});
}

/** The newest audit entries (before `beforeMs` when paging), newest first. */
export async function listAudit(db: Db, options: { limit?: number; before?: number } = {}) {
	let query = db.kysely.selectFrom("audit_log").selectAll().orderBy("at", "desc").orderBy("pk", "desc");
	if (options.before !== undefined) query = query.where("at", "<", options.before);
	const rows = await query.limit(Math.min(Math.max(options.limit ?? 100, 1), 500)).execute();
	return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}
