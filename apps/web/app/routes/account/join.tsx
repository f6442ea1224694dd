import { Form, redirect, useActionData, useLoaderData } from "react-router";
import { CsrfField, FormError, TextField } from "../../components/form-fields.tsx";
import { siteContext } from "../../lib/api-context.ts";
import type { AuthSettings, SignedIn } from "../../lib/api-types.ts";
import { actionError, callApi, formText, withCookies } from "../../lib/session.server.ts";
import { getViewer } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/join";
import { buttonVariants } from "../../components/ui/button.ts";
import { enhancementOnly } from "../../lib/page-script.ts";

export const meta: Route.MetaFunction = () => [{ title: "Sign up — Atrium" }];

export async function loader({ request, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	if (await getViewer(apiFetch, request)) throw redirect("/");
	const settings = (await (await apiFetch("/api/auth/settings")).json()) as AuthSettings;
	return { signup: settings.signup, invite: new URL(request.url).searchParams.get("invite") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const form = await request.formData();
	const fields = {
		name: formText(form, "name").trim(),
		email: formText(form, "email").trim(),
		invite: formText(form, "invite"),
	};
	const result = await callApi<SignedIn>(apiFetch, "/api/auth/signup", {
		form,
		body: { ...fields, password: formText(form, "password") },
	});
	if (!result.ok) return actionError(result, fields);
	return redirect(`/${result.body.name}`, { headers: withCookies(result.setCookies) });
}

export const handle = enhancementOnly;

export default function Join() {
	const { signup, invite } = useLoaderData<typeof loader>();
	const failed = useActionData<typeof action>();
	if (signup === "closed")
		return (
			<div className="mx-auto max-w-sm py-8">
				<h1 className="text-2xl font-bold">Sign up</h1>
				<p className="mt-4 text-muted">This hub does not take new accounts. Ask an administrator for one.</p>
			</div>
		);
	return (
		<div className="mx-auto max-w-sm py-8">
			<h1 className="text-2xl font-bold">Create an account</h1>
			<Form method="post" className="mt-6 space-y-4" data-slot="join-form">
				<CsrfField />
				<FormError message={failed?.error} />
				<TextField
					label="User name"
					id="join-name"
					name="name"
					autoComplete="username"
					required
					hint="2 to 42 letters, digits, '-' or '_'. Your repositories live under this name."
					defaultValue={failed?.fields.name ?? ""}
				/>
				<TextField
					label="Email (optional)"
					id="join-email"
					name="email"
					type="email"
					autoComplete="email"
					defaultValue={failed?.fields.email ?? ""}
				/>
				<TextField
					label="Password"
					id="join-password"
					name="password"
					type="password"
					autoComplete="new-password"
					required
					minLength={8}
					hint="At least 8 characters."
				/>
				{signup === "invite" ? (
					<TextField
						label="Invitation code"
						id="join-invite"
						name="invite"
						required
						defaultValue={failed?.fields.invite ?? invite}
					/>
				) : null}
				<button type="submit" className={`${buttonVariants({ variant: "primary" })} w-full`}>
					Sign up
				</button>
			</Form>
			<p className="mt-6 text-sm text-muted">
				Have an account? <a href="/login">Sign in</a>
			</p>
		</div>
	);
}
