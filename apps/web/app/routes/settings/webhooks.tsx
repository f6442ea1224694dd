import { data, Form, useActionData, useLoaderData } from "react-router";
import { CsrfField, FormError, FormNotice, TextField } from "../../components/form-fields.tsx";
import { buttonVariants } from "../../components/ui/button.ts";
import { SettingsNav } from "../../components/settings-nav.tsx";
import { RowAction, SettingsTable } from "../../components/settings-table.tsx";
import { siteContext } from "../../lib/api-context.ts";
import type { WebhookDelivery, WebhookInfo } from "../../lib/api-types.ts";
import { formatDate } from "../../lib/format.ts";
import { actionError, callApi, formText, requireViewer } from "../../lib/session.server.ts";
import type { Route } from "./+types/webhooks";

/**
 * The signed-in user's webhooks: create, enable, disable, delete, and one webhook's delivery log
 * (`?log=<id>`) with replay. Plain forms: everything works without JavaScript.
 */

export const meta: Route.MetaFunction = () => [{ title: "Webhooks — Atrium" }];

const ID = /^[0-9a-f]{24}$/;
const LOG_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const viewer = await requireViewer(apiFetch, request);
	const res = await apiFetch("/api/settings/webhooks", { headers: { accept: "application/json" } });
	if (!res.ok) throw data({ message: "Could not load your webhooks." }, { status: 502 });
	const webhooks = (await res.json()) as WebhookInfo[];
	const logId = new URL(request.url).searchParams.get("log") ?? "";
	let log: { id: string; deliveries: WebhookDelivery[] } | null = null;
	if (ID.test(logId) && webhooks.some((hook) => hook.id === logId)) {
		const answer = await apiFetch(`/api/settings/webhooks/${logId}/deliveries?limit=${LOG_SIZE}`, {
			headers: { accept: "application/json" },
		});
		if (answer.ok)
			log = { id: logId, deliveries: ((await answer.json()) as { deliveries: WebhookDelivery[] }).deliveries };
	}
	return data({ viewer, webhooks, log }, { headers: { "Cache-Control": "no-store" } });
}

/** `user:alice`, `org:acme`, `model:alice/bert`, … one per line; a bare name is a user, a bare `ns/name` a model. */
function watchedOf(text: string): { type: string; name: string }[] {
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

export async function action({ request, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const form = await request.formData();
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
			watched: watchedOf(fields.watched),
			domains: domains.length > 0 ? domains : ["repo"],
			secret: fields.secret || null,
		},
	});
	if (!result.ok) return actionError(result, fields);
	return { done: "The webhook was created." };
}

const button = buttonVariants({ size: "sm" });

/** A one-button form acting on a webhook. */
function HookAction({ hook, intent, label }: { hook: WebhookInfo; intent: string; label: string }) {
	return (
		<RowAction
			fields={{ intent, id: hook.id }}
			label={label}
			ariaLabel={`${label} the webhook to ${hook.url}`}
			buttonClassName={button}
			formClassName="inline"
		/>
	);
}

function DeliveryLog({ hook, deliveries }: { hook: WebhookInfo; deliveries: WebhookDelivery[] }) {
	return (
		<section aria-labelledby="log-heading" className="mt-8" data-slot="delivery-log">
			<h2 id="log-heading" className="text-lg font-semibold">
				Deliveries to {hook.url}
			</h2>
			{deliveries.length === 0 ? (
				<p className="mt-2 text-muted">Nothing was delivered yet.</p>
			) : (
				<SettingsTable columns={["Event", "Repository", "Status", "Answer", "Created"]}>
					{deliveries.map((delivery) => {
						const repo = (delivery.payload.repo as { name?: string } | undefined)?.name ?? "";
						return (
							<tr key={delivery.id} className="border-t border-border align-top">
								<td className="py-2 font-mono">
									{delivery.event.scope}/{delivery.event.action}
								</td>
								<td>{repo}</td>
								<td>
									{delivery.status}
									{delivery.attempts > 1 ? ` (${delivery.attempts} attempts)` : ""}
								</td>
								<td>
									{delivery.responseStatus ?? "—"}
									{delivery.error ? <span className="block text-muted">{delivery.error}</span> : null}
								</td>
								<td>{formatDate(delivery.createdAt)}</td>
								<td className="text-right">
									<RowAction
										fields={{ intent: "replay", id: hook.id, delivery: delivery.id }}
										label="Replay"
										ariaLabel={`Replay ${delivery.event.scope} ${delivery.event.action} of ${repo}`}
										buttonClassName={button}
									/>
								</td>
							</tr>
						);
					})}
				</SettingsTable>
			)}
		</section>
	);
}

export default function Webhooks() {
	const { webhooks, log } = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	const error = result && "error" in result ? result.error : null;
	const fields = result && "fields" in result ? (result.fields as Record<string, string>) : {};
	const logged = log ? webhooks.find((hook) => hook.id === log.id) : undefined;
	return (
		<div className="mx-auto max-w-3xl">
			<h1 className="mb-4 text-2xl font-bold">Settings</h1>
			<SettingsNav active="webhooks" />
			<p className="text-muted">
				A webhook POSTs a JSON payload to your URL when a repository you watch changes: pushes, branches and tags,
				repositories created, moved, deleted or made private. See <a href="/docs/reference/webhooks">Webhooks</a> for
				the payload and where webhooks may point.
			</p>
			<FormNotice message={result && "done" in result ? result.done : undefined} />
			<section aria-labelledby="new-webhook-heading" className="mt-6">
				<h2 id="new-webhook-heading" className="text-lg font-semibold">
					New webhook
				</h2>
				<Form method="post" className="mt-3 space-y-3" data-slot="webhook-form">
					<CsrfField />
					<input type="hidden" name="intent" value="create" />
					<TextField
						label="URL"
						id="webhook-url"
						name="url"
						type="url"
						required
						maxLength={2048}
						placeholder="https://ci.example.org/hook"
						defaultValue={fields.url ?? ""}
					/>
					<div className="space-y-1">
						<label htmlFor="webhook-watched" className="block text-sm font-medium">
							Watched
						</label>
						<textarea
							id="webhook-watched"
							name="watched"
							required
							rows={3}
							aria-describedby="webhook-watched-hint"
							className="w-full rounded-md border border-border bg-surface px-3 py-2 font-mono text-sm text-fg"
							placeholder={"user:alice\norg:acme\nmodel:alice/bert"}
							defaultValue={fields.watched ?? ""}
						/>
						<p id="webhook-watched-hint" className="text-sm text-muted">
							One per line: <code>user:</code>, <code>org:</code>, <code>model:</code>, <code>dataset:</code> or{" "}
							<code>space:</code> and a name.
						</p>
					</div>
					<fieldset className="space-y-1">
						<legend className="text-sm font-medium">Events</legend>
						<label className="mr-4 inline-flex items-center gap-2 text-sm">
							<input type="checkbox" name="domains" value="repo" defaultChecked /> Repositories
						</label>
						<label className="inline-flex items-center gap-2 text-sm">
							<input type="checkbox" name="domains" value="discussion" defaultChecked /> Discussions
						</label>
					</fieldset>
					<TextField
						label="Secret (sent as X-Webhook-Secret)"
						id="webhook-secret"
						name="secret"
						maxLength={512}
						autoComplete="off"
						defaultValue={fields.secret ?? ""}
					/>
					<button type="submit" className={buttonVariants({ variant: "primary" })}>
						Create webhook
					</button>
				</Form>
				{error ? (
					<div className="mt-3">
						<FormError message={error} />
					</div>
				) : null}
			</section>
			<section aria-labelledby="webhooks-heading" className="mt-8">
				<h2 id="webhooks-heading" className="text-lg font-semibold">
					Your webhooks
				</h2>
				{webhooks.length === 0 ? (
					<p className="mt-2 text-muted">You have no webhooks yet.</p>
				) : (
					<ul className="mt-3 space-y-3" data-slot="webhooks-list">
						{webhooks.map((hook) => (
							<li key={hook.id} className="rounded-md border border-border p-3">
								<p className="font-mono text-sm break-all">{hook.url}</p>
								<p className="text-sm text-muted">
									{hook.disabled ? "Disabled" : "Enabled"} · watches{" "}
									{hook.watched.map((item) => `${item.type}:${item.name}`).join(", ")} · {hook.domains.join(", ")}{" "}
									events
									{hook.secret ? " · with a secret" : ""}
								</p>
								<div className="mt-2 flex flex-wrap gap-2">
									<a className={`${button} no-underline`} href={`/settings/webhooks?log=${hook.id}`}>
										Delivery log
									</a>
									{hook.disabled ? (
										<HookAction hook={hook} intent="enable" label="Enable" />
									) : (
										<HookAction hook={hook} intent="disable" label="Disable" />
									)}
									<HookAction hook={hook} intent="delete" label="Delete" />
								</div>
							</li>
						))}
					</ul>
				)}
			</section>
			{log && logged ? <DeliveryLog hook={logged} deliveries={log.deliveries} /> : null}
		</div>
	);
}
