import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { AccessToken, NewAccessToken, TokenRevoked } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import { requireUser, type UserViewer } from "../../auth/access.ts";
import { recordAuditFor } from "../../auth/audit.ts";
import { createToken, listTokens, revokeToken } from "../../auth/tokens.repository.ts";
import { ApiError } from "../../errors.ts";
import { field, readBody } from "./body.ts";

/** Tokens are managed from a signed-in session only: a leaked token cannot mint others. */
function requireSession(c: AppContext): UserViewer {
	const viewer = requireUser(c);
	if (viewer.token) throw new ApiError("Forbidden", "Manage access tokens from the site's settings page, signed in");
	return viewer;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** The signed-in user's access tokens: list, create (the secret is in the answer once), revoke. */
export function tokensRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	app.get("/api/settings/tokens", async (c) => {
		const viewer = requireSession(c);
		const tokens = await listTokens(db, viewer.userId);
		return c.json(
			tokens.map((token): AccessToken => ({
				id: token.pk,
				name: token.name,
				role: token.role,
				createdAt: iso(token.created_at),
				lastUsedAt: token.last_used_at === null ? null : iso(token.last_used_at),
			})),
		);
	});

	app.post("/api/settings/tokens", async (c) => {
		const viewer = requireSession(c);
		const body = await readBody(c);
		const { token, secret } = await createToken(db, viewer.userId, {
			name: field(body, "name"),
			role: field(body, "role") || "read",
		});
		await recordAuditFor(c, deps, "token-created", `user:${viewer.name}`, { token: token.name, role: token.role });
		return c.json(
			{
				id: token.pk,
				name: token.name,
				role: token.role,
				createdAt: iso(token.created_at),
				token: secret,
			} satisfies NewAccessToken,
			201,
		);
	});

	app.delete("/api/settings/tokens/:id", async (c) => {
		const viewer = requireSession(c);
		const id = c.req.param("id");
		if (!(await revokeToken(db, viewer.userId, id))) throw new ApiError("NotFound", "You have no such token");
		await recordAuditFor(c, deps, "token-revoked", `user:${viewer.name}`, { token: id });
		return c.json({ revoked: true } satisfies TokenRevoked);
	});

	return app;
}
