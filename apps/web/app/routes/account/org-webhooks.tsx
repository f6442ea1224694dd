import { data } from "react-router";
import { WebhookSettings } from "../../components/webhook-settings.tsx";
import { siteContext } from "../../lib/api-context.ts";
import type { Account } from "../../lib/api-types.ts";
import { requireViewer } from "../../lib/session.server.ts";
import { mayAdminister } from "../../lib/viewer.server.ts";
import { loadWebhooks, webhookAction, type WebhookScope } from "../../lib/webhook-settings.server.ts";
import type { Route } from "./+types/org-webhooks";
import { enhancementOnly } from "../../lib/page-script.ts";

/** An organization's webhooks, for its admins: their webhooks watching it, and new ones watching only it. */

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Webhooks · ${params.org} — Atrium` }];

const scopeOf = (org: string): WebhookScope => ({ type: "org", name: org });

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const viewer = await requireViewer(apiFetch, request);
	const res = await apiFetch(`/api/accounts/${encodeURIComponent(params.org)}`, {
		headers: { accept: "application/json" },
	});
	const account = res.ok ? ((await res.json()) as Account) : null;
	if (account?.type !== "org") throw data({ message: `There is no organization ${params.org}.` }, { status: 404 });
	if (!mayAdminister(viewer, account.name))
		throw data({ message: `Only the admins of ${account.name} manage its webhooks.` }, { status: 403 });
	const scope = scopeOf(account.name);
	return data(
		{ org: account.name, scope, ...(await loadWebhooks(apiFetch, request, scope)) },
		{ headers: { "Cache-Control": "no-store" } },
	);
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	return webhookAction(apiFetch, await request.formData(), scopeOf(params.org));
}

export const handle = enhancementOnly;

export default function OrgWebhooks({ loaderData, actionData }: Route.ComponentProps) {
	const { org, scope, webhooks, log } = loaderData;
	return (
		<div className="mx-auto max-w-3xl">
			<p className="text-sm">
				<a href={`/${encodeURIComponent(org)}`}>{org}</a>
			</p>
			<h1 className="mb-4 text-2xl font-bold">Webhooks of {org}</h1>
			<p className="text-muted">
				A webhook POSTs a JSON payload to your URL when a repository of {org} changes or its discussions move. See{" "}
				<a href="/docs/reference/webhooks">Webhooks</a> for the payload and where webhooks may point.
			</p>
			<WebhookSettings
				webhooks={webhooks}
				log={log}
				result={actionData}
				scope={scope}
				here={`/organizations/${encodeURIComponent(org)}/settings/webhooks`}
			/>
		</div>
	);
}
