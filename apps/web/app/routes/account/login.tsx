import { Form, redirect, useActionData, useLoaderData } from "react-router";
import { CsrfField, FormError, TextField } from "../../components/form-fields.tsx";
import { siteContext } from "../../lib/api-context.ts";
import type { AuthSettings } from "../../lib/api-types.ts";
import { actionError, callApi, formText, withCookies } from "../../lib/session.server.ts";
import { getViewer } from "../../lib/viewer.server.ts";
import { safeReturnPath } from "@atrium/hub-api/return-path";
import type { Route } from "./+types/login";
import { buttonVariants } from "../../components/ui/button.ts";
import { enhancementOnly } from "../../lib/page-script.ts";

export const meta: Route.MetaFunction = () => [{ title: "Sign in — Atrium" }];

export async function loader({ request, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const url = new URL(request.url);
	const returnTo = safeReturnPath(url.searchParams.get("returnTo"));
	if (await getViewer(apiFetch, request)) throw redirect(returnTo);
	const settings = (await (await apiFetch("/api/auth/settings")).json()) as AuthSettings;
	return { returnTo, signup: settings.signup, sso: settings.oidc.enabled };
}

/** Signs in through the hub; on success the hub's session cookie is passed on with the redirect. */
export async function action({ request, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const form = await request.formData();
	const name = formText(form, "name");
	const result = await callApi(apiFetch, "/api/auth/signin", {
		form,
		body: { name, password: formText(form, "password") },
	});
	if (!result.ok) return actionError(result, { name });
	return redirect(safeReturnPath(form.get("returnTo")), { headers: withCookies(result.setCookies) });
}

export const handle = enhancementOnly;

export default function Login() {
	const { returnTo, signup, sso } = useLoaderData<typeof loader>();
	const failed = useActionData<typeof action>();
	return (
		<div className="mx-auto max-w-sm py-8">
			<h1 className="text-2xl font-bold">Sign in</h1>
			<Form method="post" className="mt-6 space-y-4" data-slot="login-form">
				<CsrfField />
				<input type="hidden" name="returnTo" value={returnTo} />
				<FormError message={failed?.error} />
				<TextField
					label="User name"
					id="login-name"
					name="name"
					autoComplete="username"
					required
					defaultValue={failed?.fields.name ?? ""}
				/>
				<TextField
					label="Password"
					id="login-password"
					name="password"
					type="password"
					autoComplete="current-password"
					required
				/>
				<button type="submit" className={`${buttonVariants({ variant: "primary" })} w-full`}>
					Sign in
				</button>
			</Form>
			{sso ? (
				// A link, not a form: the sign-in leaves for the identity provider, which `form-action 'self'` forbids forms.
				<a
					href={`/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`}
					className="mt-4 flex h-10 w-full items-center justify-center rounded-md border border-border font-medium text-fg no-underline"
				>
					Sign in with single sign-on
				</a>
			) : null}
			{signup !== "closed" ? (
				<p className="mt-6 text-sm text-muted">
					No account? <a href="/join">Sign up</a>
				</p>
			) : null}
		</div>
	);
}
