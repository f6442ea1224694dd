import { data } from "react-router";
import type { ApiFetch } from "./api-context.ts";
import type { RepoKind } from "./api-types.ts";
import { getRepo } from "./hub-api.server.ts";
import { WriteError, type WriteContext } from "./hub-write.server.ts";
import { encodePath, repoPrefix } from "./paths.ts";
import { kindOfPath } from "./repo-kind.ts";
import { headerData } from "./repo-page.server.ts";
import { requireViewer } from "./session.server.ts";
import { CSRF_FIELD, mayAdminister, mayWrite, type SiteViewer } from "./viewer.server.ts";

/** The repository a write page is about, from its URL. */
export function pageRepo(request: Request, params: { ns?: string; name?: string }) {
	const kind: RepoKind = kindOfPath(new URL(request.url).pathname);
	const id = `${params.ns ?? ""}/${params.name ?? ""}`;
	return { kind, id, base: `${repoPrefix(kind)}/${encodePath(id)}` };
}

/** Refuses (403) a reader who may not write to repository `id`, with the words every write page uses. */
export function requireWriteRole(viewer: SiteViewer, id: string): void {
	if (!mayWrite(viewer, id.split("/")[0] ?? ""))
		throw data({ message: `You cannot write to ${id}: ask one of its owners for the write role.` }, { status: 403 });
}

/**
 * What a write page's loader starts from: the repository its URL names and its header, for a signed-in
 * viewer (the sign-in page otherwise) with the write role (403 otherwise).
 */
export async function loadWritePage(apiFetch: ApiFetch, request: Request, params: { ns?: string; name?: string }) {
	const { kind, id, base } = pageRepo(request, params);
	const viewer = await requireViewer(apiFetch, request);
	const info = await getRepo(apiFetch, kind, id);
	requireWriteRole(viewer, id);
	return { kind, id, base, header: headerData(kind, info, viewer) };
}

/** The file path a write page names after its revision (`/*` of the route), without outer slashes. */
export function pageFilePath(params: { "*"?: string }): string {
	return (params["*"] ?? "").replace(/^\/+|\/+$/g, "");
}

/** What an action needs to write as the reader: the form (read once) and the write context. */
export async function writeContext(
	apiFetch: ApiFetch,
	request: Request,
): Promise<{ form: FormData; ctx: WriteContext }> {
	const form = await request.formData();
	const csrf = String(form.get(CSRF_FIELD) ?? "");
	return { form, ctx: { apiFetch, request, csrf } };
}

/** The string value of a form field, trimmed and bounded. */
export function field(form: FormData, name: string, max = 1000): string {
	const value = form.get(name);
	return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/** The message a form shows for a failed write (the hub's words), or rethrows anything else. */
export function writeFailure(error: unknown): { error: string } {
	if (error instanceof WriteError) return { error: error.message };
	throw error;
}

/**
 * A repository settings page's repository, for its owners only: the signed-in reader (else the sign-in
 * page), the repository (else a 404) and its header; a reader who is not an owner gets a 403.
 */
export async function requireRepoAdmin(apiFetch: ApiFetch, request: Request, params: { ns?: string; name?: string }) {
	const { kind, id, base } = pageRepo(request, params);
	const viewer = await requireViewer(apiFetch, request);
	const info = await getRepo(apiFetch, kind, id);
	if (!mayAdminister(viewer, id.split("/")[0] ?? ""))
		throw data({ message: `Only the owners of ${id} can change its settings.` }, { status: 403 });
	return { kind, id, base, info, header: headerData(kind, info, viewer) };
}
