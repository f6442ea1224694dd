import { data } from "react-router";
import { RepoHeader } from "../../components/repo-header.tsx";
import { WebhookSettings } from "../../components/webhook-settings.tsx";
import { siteContext } from "../../lib/api-context.ts";
import { loadWebhooks, webhookAction, type WebhookScope } from "../../lib/webhook-settings.server.ts";
import { pageRepo, requireRepoAdmin } from "../../lib/write-page.server.ts";
import type { Route } from "./+types/webhooks";
import { enhancementOnly } from "../../lib/page-script.ts";

/** A repository's webhooks, for its owners: the signed-in owner's webhooks watching it, and new ones watching only it. */

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `Webhooks · ${d.header.id} — Atrium` : "Webhooks — Atrium" },
];

/** The repository of the page as a webhook's watched item. */
function scopeOf(request: Request, params: { ns?: string; name?: string }): WebhookScope {
	const { kind, id } = pageRepo(request, params);
	return { type: kind, name: id };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const { base, header } = await requireRepoAdmin(apiFetch, request, params);
	const scope = scopeOf(request, params);
	return data(
		{
			header,
			here: `${base}/settings/webhooks`,
			scope,
			...(await loadWebhooks(apiFetch, request, scope)),
		},
		{ headers: { "Cache-Control": "no-store" } },
	);
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	return webhookAction(apiFetch, await request.formData(), scopeOf(request, params));
}

export const handle = enhancementOnly;

export default function RepoWebhooks({ loaderData, actionData }: Route.ComponentProps) {
	const { header, here, scope, webhooks, log } = loaderData;
	return (
		<div>
			<RepoHeader data={header} active="settings" />
			<div className="mt-6 max-w-3xl">
				<p className="text-muted">
					A webhook POSTs a JSON payload to your URL when {header.id} changes or its discussions move. See{" "}
					<a href="/docs/reference/webhooks">Webhooks</a> for the payload and where webhooks may point.
				</p>
				<WebhookSettings webhooks={webhooks} log={log} result={actionData} scope={scope} here={here} />
			</div>
		</div>
	);
}
