import type { ApiFetch } from "./api-context.ts";
import type { NamespaceRole, WhoAmI } from "./api-types.ts";

/** The signed-in reader as the site needs them: who they are and where they may write. */
export interface SiteViewer {
	name: string;
	/** Organizations and the reader's role in each. */
	orgs: { name: string; role: NamespaceRole }[];
	isAdmin: boolean;
}

/** Cookie of the site session the hub sets on sign-in (`apps/hub/src/auth/access.ts`). */
export const SESSION_COOKIE = "atrium_session";
/** Cookie of the anti-forgery token the hub sets (double submit: forms repeat it). */
export const CSRF_COOKIE = "atrium_csrf";
export { CSRF_FIELD } from "./csrf-field.ts";
const CSRF_HEADER = "x-csrf-token";

/** Headers the hub adds to a page request for the site to pass on: the caller's address and scheme. */
const FORWARDED_PREFIX = "x-atrium-";

/** One cookie of a request, or "". */
export function cookieOf(request: Request, name: string): string {
	for (const part of (request.headers.get("cookie") ?? "").split(";")) {
		const eq = part.indexOf("=");
		if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
	}
	return "";
}

/** The anti-forgery token a form of this page must carry. */
export function csrfTokenOf(request: Request): string {
	return cookieOf(request, CSRF_COOKIE);
}

/**
 * Headers that make an API call act as the reader of `request`: their cookies (session and
 * anti-forgery token), the hub's internal headers, and, for changing calls, the form's token.
 */
export function asReader(request: Request, init: RequestInit = {}, formToken?: string): RequestInit {
	const headers = new Headers(init.headers);
	const cookie = request.headers.get("cookie");
	if (cookie) headers.set("cookie", cookie);
	for (const [key, value] of request.headers) if (key.startsWith(FORWARDED_PREFIX)) headers.set(key, value);
	if (formToken !== undefined) headers.set(CSRF_HEADER, formToken);
	return { ...init, headers };
}

/** The signed-in reader, or null for an anonymous one (or when the hub has no accounts). */
export async function getViewer(apiFetch: ApiFetch, request: Request): Promise<SiteViewer | null> {
	// Only a session makes a reader known: without its cookie, no need to ask the hub.
	if (!cookieOf(request, SESSION_COOKIE)) return null;
	const res = await apiFetch("/api/whoami-v2", asReader(request));
	if (!res.ok) return null;
	const body = (await res.json()) as WhoAmI;
	return {
		name: body.name,
		orgs: body.orgs.map((org) => ({ name: org.name, role: org.roleInOrg })),
		isAdmin: body.isAdmin,
	};
}

/** Namespaces where the reader may create repositories: their own and the orgs where they write. */
export function writableNamespaces(viewer: SiteViewer): string[] {
	return [viewer.name, ...viewer.orgs.filter((o) => o.role !== "read").map((o) => o.name)];
}

/** Whether the reader may write to repositories of `namespace` (the hub decides; this only hides buttons). */
export function mayWrite(viewer: SiteViewer | null, namespace: string): boolean {
	if (!viewer) return false;
	return viewer.isAdmin || writableNamespaces(viewer).some((n) => n.toLowerCase() === namespace.toLowerCase());
}

/** Whether the reader may change settings of repositories of `namespace` (owner, org admin or hub admin). */
export function mayAdminister(viewer: SiteViewer | null, namespace: string): boolean {
	if (!viewer) return false;
	const lower = namespace.toLowerCase();
	return (
		viewer.isAdmin ||
		viewer.name.toLowerCase() === lower ||
		viewer.orgs.some((o) => o.role === "admin" && o.name.toLowerCase() === lower)
	);
}
