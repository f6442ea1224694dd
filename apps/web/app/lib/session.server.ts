import { data, redirect } from "react-router";
import type { ApiFetch } from "./api-context.ts";
import { CSRF_FIELD } from "./csrf-field.ts";
import { getViewer, type SiteViewer } from "./viewer.server.ts";

/** The signed-in reader (see `viewer.server.ts`, which holds the cookie and viewer rules). */
export type { SiteViewer } from "./viewer.server.ts";

/** The signed-in reader, or a redirect to the sign-in page that comes back here. */
export async function requireViewer(apiFetch: ApiFetch, request: Request): Promise<SiteViewer> {
	const viewer = await getViewer(apiFetch, request);
	if (viewer) return viewer;
	const url = new URL(request.url);
	throw redirect(`/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** The answer of a changing API call: status, JSON body, error message and the cookies it set. */
export interface ApiResult<T> {
	ok: boolean;
	status: number;
	body: T;
	error: string | null;
	code: string | null;
	setCookies: string[];
}

/**
 * Calls the hub to change something, as the reader: a JSON body and the form's anti-forgery
 * token in `X-CSRF-Token` (the hub compares it with the reader's cookie).
 */
export async function callApi<T = Record<string, unknown>>(
	apiFetch: ApiFetch,
	path: string,
	options: { method?: string; body?: unknown; form: FormData },
): Promise<ApiResult<T>> {
	const csrf = options.form.get(CSRF_FIELD);
	const res = await apiFetch(path, {
		method: options.method ?? "POST",
		headers: {
			accept: "application/json",
			"content-type": "application/json",
			"x-csrf-token": typeof csrf === "string" ? csrf : "",
		},
		body: JSON.stringify(options.body ?? {}),
	});
	let body: unknown = {};
	try {
		body = await res.json();
	} catch {
		// not JSON: no body to show
	}
	const record = (body ?? {}) as { error?: unknown; code?: unknown };
	return {
		ok: res.ok,
		status: res.status,
		body: body as T,
		error: res.ok ? null : typeof record.error === "string" ? record.error : `The hub answered ${res.status}.`,
		code: typeof record.code === "string" ? record.code : null,
		setCookies: res.headers.getSetCookie(),
	};
}

/** Headers repeating the cookies an API call set (sign-in, sign-out), for the page's own response. */
export function withCookies(setCookies: string[], headers: Record<string, string> = {}): Headers {
	const result = new Headers(headers);
	for (const cookie of setCookies) result.append("Set-Cookie", cookie);
	return result;
}

/** Fields of a form as strings. */
export function formText(form: FormData, name: string): string {
	const value = form.get(name);
	return typeof value === "string" ? value : "";
}

/** A failed action: the page re-renders with the message (and the status the hub gave). */
export function actionError(result: ApiResult<unknown>, fields: Record<string, string> = {}) {
	const status = result.status >= 400 && result.status < 600 ? result.status : 400;
	return data({ error: result.error ?? "Something went wrong.", code: result.code, fields }, { status });
}
