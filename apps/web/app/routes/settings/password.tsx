import { Form, useActionData } from "react-router";
import { CsrfField, FormError, FormNotice, TextField } from "../../components/form-fields.tsx";
import { SettingsNav } from "../../components/settings-nav.tsx";
import { siteContext } from "../../lib/api-context.ts";
import { actionError, callApi, formText, requireViewer } from "../../lib/session.server.ts";
import type { Route } from "./+types/password";
import { buttonVariants } from "../../components/ui/button.ts";
import { enhancementOnly } from "../../lib/page-script.ts";

export const meta: Route.MetaFunction = () => [{ title: "Password — Atrium" }];

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireViewer(context.get(siteContext).apiFetch, request);
	return null;
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData();
	if (formText(form, "password") !== formText(form, "confirm"))
		return actionError({
			ok: false,
			status: 400,
			body: {},
			error: "The two new passwords differ.",
			code: null,
			setCookies: [],
		});
	const result = await callApi(context.get(siteContext).apiFetch, "/api/auth/password", {
		form,
		body: { current: formText(form, "current"), password: formText(form, "password") },
	});
	if (!result.ok) return actionError(result);
	return { changed: true };
}

export const handle = enhancementOnly;

export default function Password() {
	const result = useActionData<typeof action>();
	return (
		<div className="mx-auto max-w-3xl">
			<h1 className="mb-4 text-2xl font-bold">Settings</h1>
			<SettingsNav active="password" />
			<Form method="post" className="max-w-sm space-y-4" data-slot="password-form">
				<CsrfField />
				<FormError message={result && "error" in result ? result.error : null} />
				<FormNotice
					message={
						result && "changed" in result ? "Your password was changed; your other sessions were signed out." : null
					}
				/>
				<TextField
					label="Current password"
					id="pw-current"
					name="current"
					type="password"
					autoComplete="current-password"
					required
				/>
				<TextField
					label="New password"
					id="pw-new"
					name="password"
					type="password"
					autoComplete="new-password"
					required
					minLength={8}
				/>
				<TextField
					label="New password, again"
					id="pw-confirm"
					name="confirm"
					type="password"
					autoComplete="new-password"
					required
					minLength={8}
				/>
				<button type="submit" className={buttonVariants({ variant: "primary" })}>
					Change password
				</button>
			</Form>
		</div>
	);
}
