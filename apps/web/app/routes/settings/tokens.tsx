import { ActionButton } from "../../components/action-button.tsx";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { CsrfField, FormError, FormNotice, TextField } from "../../components/form-fields.tsx";
import { SettingsNav } from "../../components/settings-nav.tsx";
import { SettingsTable } from "../../components/settings-table.tsx";
import { siteContext } from "../../lib/api-context.ts";
import type { AccessToken, NewAccessToken } from "../../lib/api-types.ts";
import { formatDate } from "../../lib/format.ts";
import { actionError, callApi, formText, requireViewer } from "../../lib/session.server.ts";
import type { Route } from "./+types/tokens";
import { buttonVariants } from "../../components/ui/button.ts";
import { enhancementOnly } from "../../lib/page-script.ts";

export const meta: Route.MetaFunction = () => [{ title: "Access tokens — Atrium" }];

export async function loader({ request, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const viewer = await requireViewer(apiFetch, request);
	const res = await apiFetch("/api/settings/tokens", { headers: { accept: "application/json" } });
	if (!res.ok) throw data({ message: "Could not load your tokens." }, { status: 502 });
	return data({ viewer, tokens: (await res.json()) as AccessToken[] }, { headers: { "Cache-Control": "no-store" } });
}

/** Creates a token (shown once, in this answer only) or revokes one. */
export async function action({ request, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const form = await request.formData();
	if (formText(form, "intent") === "revoke") {
		const result = await callApi(apiFetch, `/api/settings/tokens/${encodeURIComponent(formText(form, "id"))}`, {
			method: "DELETE",
			form,
		});
		if (!result.ok) return actionError(result);
		return { created: null, revoked: true };
	}
	const fields = { name: formText(form, "name"), role: formText(form, "role") };
	const result = await callApi<NewAccessToken>(apiFetch, "/api/settings/tokens", {
		form,
		body: fields,
	});
	if (!result.ok) return actionError(result, fields);
	return data(
		{ created: { token: result.body.token, name: result.body.name, role: result.body.role }, revoked: false },
		{ headers: { "Cache-Control": "no-store" } },
	);
}

export const handle = enhancementOnly;

export default function Tokens() {
	const { tokens } = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	const created = result && "created" in result ? result.created : null;
	const error = result && "error" in result ? result.error : null;
	const sent: Partial<Record<string, string>> = result && "fields" in result ? result.fields : {};
	return (
		<div className="mx-auto max-w-3xl">
			<h1 className="mb-4 text-2xl font-bold">Settings</h1>
			<SettingsNav active="tokens" />
			<p className="text-muted">
				Clients send a token as <code>Authorization: Bearer hf_…</code> (<code>HF_TOKEN</code> for Python,{" "}
				<code>accessToken</code> for JavaScript); git takes it as the password. A <strong>read</strong> token reads your
				private repositories; a <strong>write</strong> token also changes them.
			</p>
			{created ? (
				<div className="mt-4 space-y-2 rounded-md border border-accent p-4" data-slot="new-token">
					<p role="status" className="font-medium">
						Token “{created.name}” ({created.role}) created. Copy it now: it is shown only once.
					</p>
					<label htmlFor="new-token-value" className="sr-only">
						New token
					</label>
					<input
						id="new-token-value"
						readOnly
						value={created.token}
						className="h-10 w-full rounded-md border border-border bg-surface px-3 font-mono text-sm"
					/>
				</div>
			) : null}
			<FormNotice message={result && "revoked" in result && result.revoked ? "The token was revoked." : null} />
			<section aria-labelledby="new-token-heading" className="mt-6">
				<h2 id="new-token-heading" className="text-lg font-semibold">
					New token
				</h2>
				<Form
					method="post"
					className="mt-3 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
					data-slot="token-form"
				>
					<CsrfField />
					<input type="hidden" name="intent" value="create" />
					<TextField
						label="Name"
						id="token-name"
						name="name"
						required
						maxLength={100}
						placeholder="my-laptop"
						defaultValue={sent.name ?? ""}
					/>
					<div className="space-y-1">
						<label htmlFor="token-role" className="block text-sm font-medium">
							Role
						</label>
						<select
							id="token-role"
							name="role"
							className="h-10 w-full rounded-md border border-border bg-surface px-2 text-fg"
							defaultValue={sent.role === "write" ? "write" : "read"}
						>
							<option value="read">read</option>
							<option value="write">write</option>
						</select>
					</div>
					<button type="submit" className={buttonVariants({ variant: "primary" })}>
						Create token
					</button>
				</Form>
				{error ? (
					<div className="mt-3">
						<FormError message={error} />
					</div>
				) : null}
			</section>
			<section aria-labelledby="tokens-heading" className="mt-8">
				<h2 id="tokens-heading" className="text-lg font-semibold">
					Your tokens
				</h2>
				{tokens.length === 0 ? (
					<p className="mt-2 text-muted">You have no tokens yet.</p>
				) : (
					<SettingsTable columns={["Name", "Role", "Created", "Last used"]} slot="tokens-table">
						{tokens.map((token) => (
							<tr key={token.id} className="border-t border-border">
								<td className="py-2 font-medium">{token.name}</td>
								<td>{token.role}</td>
								<td>{formatDate(token.createdAt)}</td>
								<td>{token.lastUsedAt ? formatDate(token.lastUsedAt) : "never"}</td>
								<td className="text-right">
									<ActionButton
										intent="revoke"
										fields={{ id: token.id }}
										label="Revoke"
										ariaLabel={`Revoke ${token.name}`}
									/>
								</td>
							</tr>
						))}
					</SettingsTable>
				)}
			</section>
		</div>
	);
}
