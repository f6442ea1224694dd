import { ActionButton } from "../../components/action-button.tsx";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { CsrfField, FormError, FormNotice } from "../../components/form-fields.tsx";
import { SettingsTable } from "../../components/settings-table.tsx";
import { siteContext } from "../../lib/api-context.ts";
import type { AdminUser, AuditEntry, Invitation } from "../../lib/api-types.ts";
import { actionError, callApi, formText, requireViewer } from "../../lib/session.server.ts";
import type { Route } from "./+types/admin";
import { buttonVariants } from "../../components/ui/button.ts";
import { enhancementOnly } from "../../lib/page-script.ts";

export const meta: Route.MetaFunction = () => [{ title: "Administration — Atrium" }];

export async function loader({ request, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const viewer = await requireViewer(apiFetch, request);
	if (!viewer.isAdmin) throw data({ message: "Only admins of this hub can open this page." }, { status: 403 });
	const [users, audit] = await Promise.all([
		apiFetch("/api/admin/users").then((res) => res.json() as Promise<AdminUser[]>),
		apiFetch("/api/admin/audit?limit=200").then((res) => res.json() as Promise<AuditEntry[]>),
	]);
	return data({ viewer, users, audit }, { headers: { "Cache-Control": "no-store" } });
}

/** Disables or enables a user, or creates an invitation. */
export async function action({ request, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const form = await request.formData();
	const intent = formText(form, "intent");
	if (intent === "invite") {
		const result = await callApi<Invitation>(apiFetch, "/api/admin/invitations", { form });
		if (!result.ok) return actionError(result);
		return { invitation: result.body.code, message: null };
	}
	const action = intent === "enable" ? "enable" : "disable";
	const result = await callApi(apiFetch, `/api/admin/users/${encodeURIComponent(formText(form, "user"))}/${action}`, {
		form,
	});
	if (!result.ok) return actionError(result);
	return { invitation: null, message: `${formText(form, "user")} is ${action}d.` };
}

export const handle = enhancementOnly;

export default function Admin() {
	const { viewer, users, audit } = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	return (
		<div className="space-y-8">
			<h1 className="text-2xl font-bold">Administration</h1>
			<FormError message={result && "error" in result ? result.error : null} />
			<FormNotice message={result && "message" in result ? result.message : null} />
			<section aria-labelledby="users-heading">
				<h2 id="users-heading" className="text-lg font-semibold">
					Users ({users.length})
				</h2>
				<SettingsTable columns={["Name", "Email", "Role", "Status"]} slot="admin-users">
					{users.map((user) => (
						<tr key={user.name} className="border-t border-border">
							<td className="py-2">
								<a href={`/${user.name}`}>{user.name}</a>
							</td>
							<td>{user.email ?? ""}</td>
							<td>
								{user.isAdmin ? "admin" : "user"}
								{user.sso ? " (SSO)" : ""}
							</td>
							<td>{user.disabled ? "disabled" : "active"}</td>
							<td className="text-right">
								{user.name !== viewer.name ? (
									<ActionButton
										intent={user.disabled ? "enable" : "disable"}
										fields={{ user: user.name }}
										label={user.disabled ? "Enable" : "Disable"}
										ariaLabel={`${user.disabled ? "Enable" : "Disable"} ${user.name}`}
									/>
								) : null}
							</td>
						</tr>
					))}
				</SettingsTable>
			</section>
			<section aria-labelledby="invite-heading">
				<h2 id="invite-heading" className="text-lg font-semibold">
					Invitations
				</h2>
				<p className="text-sm text-muted">
					With ATRIUM_SIGNUP=invite, a new account needs a single-use code (valid 14 days).
				</p>
				<Form method="post" className="mt-2">
					<CsrfField />
					<input type="hidden" name="intent" value="invite" />
					<button type="submit" className={buttonVariants({ variant: "primary", size: "md" })}>
						Create an invitation
					</button>
				</Form>
				{result && "invitation" in result && result.invitation ? (
					<p role="status" className="mt-2 text-sm">
						Invitation: <a href={`/join?invite=${result.invitation}`}>/join?invite={result.invitation}</a>
					</p>
				) : null}
			</section>
			<section aria-labelledby="audit-heading">
				<h2 id="audit-heading" className="text-lg font-semibold">
					Audit log
				</h2>
				<table className="mt-3 w-full text-left text-sm" data-slot="audit-log">
					<thead className="text-muted">
						<tr>
							<th scope="col" className="py-2">
								When (UTC)
							</th>
							<th scope="col">Event</th>
							<th scope="col">By</th>
							<th scope="col">Target</th>
							<th scope="col">Address</th>
							<th scope="col">Details</th>
						</tr>
					</thead>
					<tbody>
						{audit.map((entry) => (
							<tr key={entry.pk} className="border-t border-border align-top">
								<td className="py-1 whitespace-nowrap">{entry.at.replace("T", " ").slice(0, 19)}</td>
								<td>{entry.event}</td>
								<td>{entry.actor ?? ""}</td>
								<td>{entry.target ?? ""}</td>
								<td>{entry.address ?? ""}</td>
								<td className="font-mono text-xs break-all">
									{Object.keys(entry.detail).length > 0 ? JSON.stringify(entry.detail) : ""}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</section>
		</div>
	);
}
