import { Form, redirect, useActionData } from "react-router";
import { CsrfField, FormError, TextField } from "../../components/form-fields.tsx";
import { SettingsNav } from "../../components/settings-nav.tsx";
import { siteContext } from "../../lib/api-context.ts";
import type { OrganizationCreated } from "../../lib/api-types.ts";
import { actionError, callApi, formText, requireViewer } from "../../lib/session.server.ts";
import type { Route } from "./+types/new-org";
import { buttonVariants } from "../../components/ui/button.ts";
import { enhancementOnly } from "../../lib/page-script.ts";

export const meta: Route.MetaFunction = () => [{ title: "New organization — Atrium" }];

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireViewer(context.get(siteContext).apiFetch, request);
	return null;
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData();
	const fields = { name: formText(form, "name").trim(), fullname: formText(form, "fullname").trim() };
	const result = await callApi<OrganizationCreated>(context.get(siteContext).apiFetch, "/api/organizations", {
		form,
		body: fields,
	});
	if (!result.ok) return actionError(result, fields);
	return redirect(`/${result.body.name}`);
}

export const handle = enhancementOnly;

export default function NewOrg() {
	const failed = useActionData<typeof action>();
	return (
		<div className="mx-auto max-w-3xl">
			<h1 className="mb-4 text-2xl font-bold">Settings</h1>
			<SettingsNav active="organizations" />
			<Form method="post" className="max-w-sm space-y-4" data-slot="org-form">
				<CsrfField />
				<FormError message={failed?.error} />
				<TextField
					label="Organization name"
					id="org-name"
					name="name"
					required
					defaultValue={failed?.fields.name ?? ""}
					hint="Its repositories live under this name; you become its admin."
				/>
				<TextField
					label="Full name (optional)"
					id="org-fullname"
					name="fullname"
					defaultValue={failed?.fields.fullname ?? ""}
				/>
				<button type="submit" className={buttonVariants({ variant: "primary" })}>
					Create organization
				</button>
			</Form>
		</div>
	);
}
