import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { SESSION_COOKIE } from "./access.ts";
import { SESSION_TTL_MS } from "./sessions.repository.ts";

/** Sets the session cookie: HttpOnly, SameSite=Lax, whole site, `Secure` when the caller uses https. */
export function setSessionCookie(c: Context, secret: string, secure: boolean): void {
	setCookie(c, SESSION_COOKIE, secret, {
		httpOnly: true,
		sameSite: "Lax",
		path: "/",
		secure,
		maxAge: Math.floor(SESSION_TTL_MS / 1000),
	});
}

/** Removes the session cookie. */
export function clearSessionCookie(c: Context, secure: boolean): void {
	deleteCookie(c, SESSION_COOKIE, { path: "/", secure, httpOnly: true, sameSite: "Lax" });
}
