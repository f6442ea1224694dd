import { data } from "react-router";
import type { ApiFetch } from "./api-context.ts";
import type { WebhookDelivery, WebhookInfo } from "./api-types.ts";
import { actionError, callApi, formText } from "./session.server.ts";

/**
 * The webhook settings pages (the user's, an organization's, a repository's) share one loader and one
 * action: webhooks belong to the signed-in user (`/api/settings/webhooks`); an organization's or a
 * repository's page shows those watching it, and creates webhooks watching only it.
 */

/** What a scoped page watches: an organization or a repository; null for the user's own page (everything). */
export type WebhookScope = { type: "org" | "model" | "dataset" | "space"; name: string } | null;

const ID = /^[0-9a-f]{24}$/;
const LOG_SIZE = 20;

/** Whether a webhook watches the scope (always, for the user's page). */
function watches(hook: WebhookInfo, scope: WebhookScope): boolean {
	if (!scope) return true;
	const name = scope.name.toLowerCase();
	return hook.watched.some((item) => item.type === scope.type && item.name.toLowerCase() === name);
}

/** The webhooks of the page and, with `?log=<id>`, one webhook's latest deliveries. */
export async function loadWebhooks(apiFetch: ApiFetch, request: Request, scope: WebhookScope) {
	const res = await apiFetch("/api/settings/webhooks", { headers: { accept: "application/json" } });
	if (!res.ok) throw data({ message: "Could not load your webhooks." }, { status: 502 });
	const webhooks = ((await res.json()) as WebhookInfo[]).filter((hook) => watches(hook, scope));
	const logId = new URL(request.url).searchParams.get("log") ?? "";
	let log: { id: string; deliveries: WebhookDelivery[] } | null = null;
	if (ID.test(logId) && webhooks.some((hook) => hook.id === logId)) {
		const answer = await apiFetch(`/api/settings/webhooks/${logId}/deliveries?limit=${LOG_SIZE}`, {
			headers: { accept: "application/json" },
		});
		if (answer.ok)
			log = { id: logId, deliveries: ((await answer.json()) as { deliveries: WebhookDelivery[] }).deliveries };
	}
	return { webhooks, log };
}

/** `user:alice`, `org:acme`, `model:alice/bert`, … one per line; a bare name is a user, a bare `ns/name` a model. */
export function watchedOf(text: string): { type: string; name: string }[] {
	return text
		.split(/[\n,]/)
		.map((line) => line.trim())
		.filter((line) => line !== "")
		.map((line) => {
			const colon = line.indexOf(":");
			if (colon !== -1) return { type: line.slice(0, colon).trim(), name: line.slice(colon + 1).trim() };
			return { type: line.includes("/") ? "model" : "user", name: line };
		});
}

/** Creates, enables, disables, deletes a webhook or replays a delivery; a scoped page's new webhooks watch only its scope. */
export async function webhookAction(apiFetch: ApiFetch, form: FormData, scope: WebhookScope) {
	const intent = formText(form, "intent");
	const id = encodeURIComponent(formText(form, "id"));
	if (intent === "enable" || intent === "disable" || intent === "delete") {
		const result = await callApi(apiFetch, `/api/settings/webhooks/${id}${intent === "delete" ? "" : `/${intent}`}`, {
			method: intent === "delete" ? "DELETE" : "POST",
			form,
		});
		if (!result.ok) return actionError(result);
		return { done: intent === "delete" ? "The webhook was deleted." : `The webhook was ${intent}d.` };
	}
	if (intent === "replay") {
		const delivery = encodeURIComponent(formText(form, "delivery"));
		const result = await callApi(apiFetch, `/api/settings/webhooks/${id}/deliveries/${delivery}/replay`, { form });
		if (!result.ok) return actionError(result);
		return { done: "The delivery was queued again." };
	}
	const fields = { url: formText(form, "url"), watched: formText(form, "watched"), secret: formText(form, "secret") };
	const domains = form.getAll("domains").filter((value): value is string => typeof value === "string");
	const result = await callApi(apiFetch, "/api/settings/webhooks", {
		form,
		body: {
			url: fields.url,
			watched: scope ? [scope] : watchedOf(fields.watched),
			domains: domains.length > 0 ? domains : ["repo"],
			secret: fields.secret || null,
		},
	});
	if (!result.ok) return actionError(result, fields);
	return { done: "The webhook was created." };
}
