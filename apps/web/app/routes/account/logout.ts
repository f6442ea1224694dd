import { redirect } from "react-router";
import { siteContext } from "../../lib/api-context.ts";
import { callApi, withCookies } from "../../lib/session.server.ts";
import type { Route } from "./+types/logout";

/** Signs out (a POST with the anti-forgery token) and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const form = await request.formData();
	const result = await callApi(apiFetch, "/api/auth/signout", { form });
	if (!result.ok) throw new Response(result.error, { status: result.status });
	return redirect("/", { headers: withCookies(result.setCookies) });
}

/** A GET of /logout changes nothing. */
export function loader() {
	return redirect("/");
}
