import { factory, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { requireUser } from "../../auth/access.ts";
import { findAccountByPk } from "../../auth/accounts.repository.ts";
import { ApiError } from "../../errors.ts";

/** `GET /api/whoami-v2` in the shape the clients read (docs/reference/accounts-and-tokens.md#whoami-v2). */
export function whoamiRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();
	app.get("/api/whoami-v2", async (c) => {
		const viewer = requireUser(c);
		const user = await findAccountByPk(db, viewer.userId);
		if (!user) throw new ApiError("Unauthorized", "The account no longer exists: sign in again");
		const orgs = await db
			.selectFrom("org_members")
			.innerJoin("accounts", "accounts.pk", "org_members.org_pk")
			.select(["accounts.pk", "accounts.name", "accounts.fullname", "org_members.role"])
			.where("org_members.user_pk", "=", user.pk)
			.orderBy("accounts.name_lower")
			.execute();
		const iso = (ms: number): string => new Date(ms).toISOString();
		return c.json({
			type: "user",
			id: user.pk,
			name: user.name,
			fullname: user.fullname || user.name,
			email: user.email,
			emailVerified: user.email !== null,
			canPay: false,
			isPro: false,
			periodEnd: null,
			avatarUrl: `/avatars/${user.name}.svg`,
			billingMode: "postpaid",
			isAdmin: user.is_admin === 1,
			orgs: orgs.map((org) => ({
				type: "org",
				id: org.pk,
				name: org.name,
				fullname: org.fullname || org.name,
				email: null,
				canPay: false,
				avatarUrl: `/avatars/${org.name}.svg`,
				periodEnd: null,
				roleInOrg: org.role,
			})),
			auth: viewer.token
				? {
						type: "access_token",
						accessToken: {
							displayName: viewer.token.name,
							role: viewer.token.role,
							createdAt: iso(viewer.token.createdAt),
						},
					}
				: { type: "session" },
		});
	});
	return app;
}
