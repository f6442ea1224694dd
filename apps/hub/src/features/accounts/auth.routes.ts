import { factory, type AppHono } from "../../app-env.ts";
import { getCookie } from "hono/cookie";
import type { AuthSettings, PasswordChanged, SignedIn, SignedOut } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import { requireUser, SESSION_COOKIE } from "../../auth/access.ts";
import { createUser, findAccountByPk, setPassword } from "../../auth/accounts.repository.ts";
import { recordAudit, recordAuditFor } from "../../auth/audit.ts";
import { consumeInvitation } from "../../auth/invitations.repository.ts";
import { clearSessionCookie, setSessionCookie } from "../../auth/session-cookie.ts";
import { createSession, deleteSession } from "../../auth/sessions.repository.ts";
import { checkCurrentPassword, checkSignIn } from "../../auth/sign-in.ts";
import { ApiError } from "../../errors.ts";
import { clientAddress, requestIsSecure } from "../../http/client-address.ts";
import { signupCharge, takeRate } from "../../quotas/rate-limits.ts";
import { field, readBody } from "./body.ts";

/**
 * Site sessions: sign up (per `signup` setting), sign in (rate-limited), sign out, change password.
 * Each answers with the session cookie set or cleared; the site repeats those `Set-Cookie` headers.
 */
export function authRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	app.get("/api/auth/settings", (c) =>
		c.json({
			signup: deps.config.signup ?? "open",
			oidc: { enabled: deps.config.oidc !== undefined },
		} satisfies AuthSettings),
	);

	app.post("/api/auth/signup", async (c) => {
		const body = await readBody(c);
		const mode = deps.config.signup ?? "open";
		if (mode === "closed")
			throw new ApiError("SignupClosed", "This hub does not take new accounts: ask an admin for one");
		const address = clientAddress(c, deps.config.trustProxy);
		// Every sign-up attempt that gets this far counts against the address, taken or not.
		await takeRate(db, signupCharge(address, deps.config.limits?.signupsPerHour));
		const name = field(body, "name").trim();
		const password = field(body, "password");
		const input = {
			name,
			password,
			email: field(body, "email") || undefined,
			fullname: field(body, "fullname") || undefined,
		};
		const user =
			mode === "invite"
				? await consumeInvitation(db, field(body, "invite"), name, () => createUser(db, input))
				: await createUser(db, input);
		const secret = await createSession(db, user.pk);
		setSessionCookie(c, secret, requestIsSecure(c, deps.config));
		await recordAudit(deps, {
			event: "user-created",
			actor: user.name,
			target: `user:${user.name}`,
			address,
			detail: { via: "signup" },
		});
		return c.json({ name: user.name, isAdmin: user.is_admin === 1 } satisfies SignedIn, 201);
	});

	app.post("/api/auth/signin", async (c) => {
		const body = await readBody(c);
		const address = clientAddress(c, deps.config.trustProxy);
		const name = field(body, "name");
		let user;
		try {
			user = await checkSignIn(db, { name, password: field(body, "password"), address });
		} catch (error) {
			if (error instanceof ApiError)
				await recordAudit(deps, {
					event: "sign-in-failed",
					actor: null,
					target: `user:${name.slice(0, 100)}`,
					address,
					detail: { code: error.code },
				});
			throw error;
		}
		const secret = await createSession(db, user.pk);
		setSessionCookie(c, secret, requestIsSecure(c, deps.config));
		await recordAudit(deps, {
			event: "sign-in",
			actor: user.name,
			target: `user:${user.name}`,
			address,
			detail: { method: "password" },
		});
		return c.json({ name: user.name, isAdmin: user.is_admin === 1 } satisfies SignedIn);
	});

	app.post("/api/auth/signout", async (c) => {
		const secret = getCookie(c, SESSION_COOKIE);
		if (secret) await deleteSession(db, secret);
		clearSessionCookie(c, requestIsSecure(c, deps.config));
		return c.json({ signedOut: true } satisfies SignedOut);
	});

	app.post("/api/auth/password", async (c) => {
		const viewer = requireUser(c);
		if (viewer.token)
			throw new ApiError("Forbidden", "Change your password from the site, signed in, not with a token");
		const body = await readBody(c);
		const user = await findAccountByPk(db, viewer.userId);
		if (!user) throw new ApiError("Unauthorized", "Sign in again");
		await checkCurrentPassword(db, {
			user,
			password: field(body, "current"),
			address: clientAddress(c, deps.config.trustProxy),
		});
		await setPassword(db, user.pk, field(body, "password"));
		// Other sessions end: whoever knew the old password is signed out everywhere else.
		await db
			.deleteFrom("sessions")
			.where("user_pk", "=", user.pk)
			.where("secret_hash", "!=", viewer.sessionHash ?? "")
			.execute();
		await recordAuditFor(c, deps, "password-changed", `user:${user.name}`);
		return c.json({ changed: true } satisfies PasswordChanged);
	});

	return app;
}
