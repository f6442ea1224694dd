import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { AdminUser, AuditEntry, Invitation, UserStatus } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import { requireUser, requireWriter } from "../../auth/access.ts";
import { findAccount } from "../../auth/accounts.repository.ts";
import { listAudit, recordAuditFor } from "../../auth/audit.ts";
import { createInvitation } from "../../auth/invitations.repository.ts";
import { deleteUserSessions } from "../../auth/sessions.repository.ts";
import { ApiError } from "../../errors.ts";

/** Site administration: users (list, disable, enable), invitations, the audit log. Admins only. */
export function adminRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	const requireAdmin = (c: AppContext) => {
		const viewer = c.req.method === "GET" ? requireUser(c) : requireWriter(c, "administer the hub");
		if (!viewer.isAdmin) throw new ApiError("Forbidden", "Only admins of this hub can do this");
		return viewer;
	};
	const iso = (ms: number): string => new Date(ms).toISOString();

	app.get("/api/admin/users", async (c) => {
		requireAdmin(c);
		const rows = await db
			.selectFrom("accounts")
			.select(["name", "fullname", "email", "is_admin", "disabled_at", "created_at", "oidc_subject"])
			.where("kind", "=", "user")
			.orderBy("name_lower")
			.limit(10_000)
			.execute();
		return c.json(
			rows.map((row): AdminUser => ({
				name: row.name,
				fullname: row.fullname,
				email: row.email,
				isAdmin: row.is_admin === 1,
				disabled: row.disabled_at !== null,
				sso: row.oidc_subject !== null,
				createdAt: iso(row.created_at),
			})),
		);
	});

	for (const action of ["disable", "enable"] as const) {
		app.post(`/api/admin/users/:name/${action}`, async (c) => {
			const viewer = requireAdmin(c);
			const user = await findAccount(db, c.req.param("name"));
			if (!user || user.kind !== "user")
				throw new ApiError("AccountNotFound", `No user named "${c.req.param("name").slice(0, 60)}"`);
			if (user.pk === viewer.userId) throw new ApiError("BadRequest", "You cannot disable your own account");
			await db
				.updateTable("accounts")
				.set({ disabled_at: action === "disable" ? Date.now() : null })
				.where("pk", "=", user.pk)
				.execute();
			// Tokens are refused by the disabled check on every request; sessions are also deleted.
			if (action === "disable") await deleteUserSessions(db, user.pk);
			await recordAuditFor(c, deps, action === "disable" ? "user-disabled" : "user-enabled", `user:${user.name}`);
			return c.json({ name: user.name, disabled: action === "disable" } satisfies UserStatus);
		});
	}

	app.post("/api/admin/invitations", async (c) => {
		const viewer = requireAdmin(c);
		return c.json({ code: await createInvitation(db, viewer.name) } satisfies Invitation, 201);
	});

	app.get("/api/admin/audit", async (c) => {
		requireAdmin(c);
		const before = Number(c.req.query("before"));
		const limit = Number(c.req.query("limit"));
		const entries = await listAudit(deps.db, {
			...(Number.isSafeInteger(before) && before > 0 ? { before } : {}),
			...(Number.isSafeInteger(limit) && limit > 0 ? { limit } : {}),
		});
		return c.json(entries.map((entry): AuditEntry => ({ ...entry, at: iso(entry.at) })));
	});

	return app;
}
