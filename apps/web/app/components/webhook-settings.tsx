import { SettingsTable } from "./settings-table.tsx";
import type { WebhookDelivery, WebhookInfo } from "../lib/api-types.ts";
import { formatDate } from "../lib/format.ts";
import type { WebhookScope } from "../lib/webhook-settings.server.ts";
import { ActionButton } from "./action-button.tsx";
import { FormError, FormNotice, TextField } from "./form-fields.tsx";
import { FormSection, TextAreaField } from "./form-sections.tsx";
import { buttonVariants } from "./ui/button.ts";

/** What a webhook settings page shows: its webhooks, one delivery log, and the outcome of the last form. */
export interface WebhookSettingsData {
	webhooks: WebhookInfo[];
	log: { id: string; deliveries: WebhookDelivery[] } | null;
	/** The action's answer: `done`, or `error` with the submitted `fields`. */
	result?: { done?: string; error?: string; fields?: unknown } | null;
	scope: WebhookScope;
	/** This page's path, where the delivery log links point. */
	here: string;
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
									<ActionButton
										intent="replay"
										fields={{ id: hook.id, delivery: delivery.id }}
										label="Replay"
										ariaLabel={`Replay ${delivery.event.scope} ${delivery.event.action} of ${repo}`}
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

/** The watched field: free text on the user's page, fixed to the organization or repository elsewhere. */
function WatchedField({ scope, value }: { scope: WebhookScope; value: string }) {
	if (scope)
		return (
			<p className="text-sm">
				Watches the {scope.type === "org" ? "organization" : scope.type} <strong>{scope.name}</strong>.
			</p>
		);
	return (
		<TextAreaField
			label="Watched"
			id="webhook-watched"
			name="watched"
			required
			rows={3}
			maxLength={20_000}
			placeholder={"user:alice\norg:acme\nmodel:alice/bert"}
			defaultValue={value}
			hint={
				<>
					One per line: <code>user:</code>, <code>org:</code>, <code>model:</code>, <code>dataset:</code> or{" "}
					<code>space:</code> and a name.
				</>
			}
		/>
	);
}

/**
 * A webhook settings page's body: the new-webhook form, the webhooks with their actions, and one
 * webhook's delivery log with replay. Plain forms: everything works without JavaScript.
 */
export function WebhookSettings({ webhooks, log, result, scope, here }: WebhookSettingsData) {
	const fields = (result?.fields ?? {}) as Record<string, string>;
	const logged = log ? webhooks.find((hook) => hook.id === log.id) : undefined;
	const button = buttonVariants({ size: "sm" });
	return (
		<>
			<FormNotice message={result?.done} />
			<FormSection id="new-webhook-heading" title="New webhook" slot="webhook-form" className="mt-6">
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
				<WatchedField scope={scope} value={fields.watched ?? ""} />
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
				<FormError message={result?.error} />
				<button type="submit" className={`${buttonVariants({ variant: "primary" })} self-start`}>
					Create webhook
				</button>
			</FormSection>
			<section aria-labelledby="webhooks-heading" className="mt-8">
				<h2 id="webhooks-heading" className="text-lg font-semibold">
					{scope ? `Your webhooks watching ${scope.name}` : "Your webhooks"}
				</h2>
				{webhooks.length === 0 ? (
					<p className="mt-2 text-muted">You have no webhooks {scope ? `watching ${scope.name} ` : ""}yet.</p>
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
									<a className={`${button} no-underline`} href={`${here}?log=${hook.id}`}>
										Delivery log
									</a>
									<ActionButton
										intent={hook.disabled ? "enable" : "disable"}
										fields={{ id: hook.id }}
										label={hook.disabled ? "Enable" : "Disable"}
										ariaLabel={`${hook.disabled ? "Enable" : "Disable"} the webhook to ${hook.url}`}
									/>
									<ActionButton
										intent="delete"
										fields={{ id: hook.id }}
										label="Delete"
										ariaLabel={`Delete the webhook to ${hook.url}`}
									/>
								</div>
							</li>
						))}
					</ul>
				)}
			</section>
			{log && logged ? <DeliveryLog hook={logged} deliveries={log.deliveries} /> : null}
		</>
	);
}
