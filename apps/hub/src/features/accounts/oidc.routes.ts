import { factory, type AppHono } from "../../app-env.ts";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppDeps } from "../../app-deps.ts";
import { recordAudit } from "../../auth/audit.ts";
import { accountForOidc, finishOidc, startOidc, type OidcPending } from "../../auth/oidc.ts";
import { setSessionCookie } from "../../auth/session-cookie.ts";
import { createSession } from "../../auth/sessions.repository.ts";
import { ApiError } from "../../errors.ts";
import { clientAddress, requestIsSecure } from "../../http/client-address.ts";
import { safeReturnPath } from "@atrium/hub-api/return-path";

const PENDING_COOKIE = "atrium_oidc";
const PENDING_PATH = "/auth/oidc";

/**
 * Single sign-on with OpenID Connect (when `ATRIUM_OIDC_ISSUER` is set): `/auth/oidc/start` leaves
 * for the provider, `/auth/oidc/callback` comes back, checks everything through `openid-client`,
 * finds or creates the account, starts a session and returns to the page the reader came from.
 */
export function oidcRoutes(deps: AppDeps): AppHono {
	const app = factory.createApp();
	const settings = () => {
		const oidc = deps.config.oidc;
		if (!oidc) throw new ApiError("NotFound", "Single sign-on is not configured on this hub");
		return oidc;
	};
	const base = (url: URL): string => deps.config.publicUrl ?? url.origin;

	app.get(`${PENDING_PATH}/start`, async (c) => {
		const url = new URL(c.req.url);
		const { url: target, pending } = await startOidc(
			settings(),
			`${base(url)}${PENDING_PATH}/callback`,
			safeReturnPath(c.req.query("returnTo")),
		);
		setCookie(c, PENDING_COOKIE, Buffer.from(JSON.stringify(pending)).toString("base64url"), {
			httpOnly: true,
			sameSite: "Lax",
			path: PENDING_PATH,
			secure: requestIsSecure(c, deps.config),
			maxAge: 600,
		});
		return c.redirect(target.href, 302);
	});

	app.get(`${PENDING_PATH}/callback`, async (c) => {
		const raw = getCookie(c, PENDING_COOKIE);
		deleteCookie(c, PENDING_COOKIE, { path: PENDING_PATH });
		let pending: OidcPending;
		try {
			pending = JSON.parse(Buffer.from(raw ?? "", "base64url").toString("utf8")) as OidcPending;
			if (typeof pending.state !== "string" || typeof pending.verifier !== "string") throw new Error("incomplete");
		} catch {
			throw new ApiError(
				"SignInFailed",
				"The single sign-on took too long or came from elsewhere: start again from the sign-in page",
			);
		}
		const url = new URL(c.req.url);
		const callback = new URL(`${base(url)}${PENDING_PATH}/callback${url.search}`);
		const address = clientAddress(c, deps.config.trustProxy);
		let identity;
		try {
			identity = await finishOidc(settings(), callback, pending);
		} catch (error) {
			if (error instanceof ApiError) throw error;
			await recordAudit(deps, {
				event: "sign-in-failed",
				address,
				detail: { method: "oidc", reason: String(error).slice(0, 200) },
			});
			throw new ApiError(
				"SignInFailed",
				"The identity provider's answer could not be verified: start again from the sign-in page",
			);
		}
		const { account, created } = await accountForOidc(deps.db.kysely, identity);
		if (created)
			await recordAudit(deps, {
				event: "user-created",
				actor: account.name,
				target: `user:${account.name}`,
				address,
				detail: { via: "oidc" },
			});
		const secret = await createSession(deps.db.kysely, account.pk);
		setSessionCookie(c, secret, requestIsSecure(c, deps.config));
		await recordAudit(deps, {
			event: "sign-in",
			actor: account.name,
			target: `user:${account.name}`,
			address,
			detail: { method: "oidc" },
		});
		return c.redirect(safeReturnPath(pending.returnTo), 302);
	});
	return app;
}
