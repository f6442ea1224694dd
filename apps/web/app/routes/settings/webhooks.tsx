import { data, useActionData, useLoaderData } from "react-router";
import { SettingsNav } from "../../components/settings-nav.tsx";
import { WebhookSettings } from "../../components/webhook-settings.tsx";
import { siteContext } from "../../lib/api-context.ts";
import { requireViewer } from "../../lib/session.server.ts";
import { loadWebhooks, webhookAction } from "../../lib/webhook-settings.server.ts";
import type { Route } from "./+types/webhooks";
import { enhancementOnly } from "../../lib/page-script.ts";

/**
 * The signed-in user's webhooks: create, enable, disable, delete, and one webhook's delivery log
 * (`?log=<id>`) with replay. Organizations and repositories have their own pages for the webhooks watching them.
 */

export const meta: Route.MetaFunction = () => [{ title: "Webhooks — Atrium" }];

export async function loader({ request, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	await requireViewer(apiFetch, request);
	return data(await loadWebhooks(apiFetch, request, null), { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	return webhookAction(apiFetch, await request.formData(), null);
}

export const handle = enhancementOnly;

export default function Webhooks() {
	const { webhooks, log } = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	return (
		<div className="mx-auto max-w-3xl">
			<h1 className="mb-4 text-2xl font-bold">Settings</h1>
			<SettingsNav active="webhooks" />
			<p className="text-muted">
				A webhook POSTs a JSON payload to your URL when a repository you watch changes: pushes, branches and tags,
				repositories created, moved, deleted or made private. See <a href="/docs/reference/webhooks">Webhooks</a> for
				the payload and where webhooks may point.
			</p>
			<WebhookSettings webhooks={webhooks} log={log} result={result} scope={null} here="/settings/webhooks" />
		</div>
	);
}
