import { redirect } from "react-router";
import { safeReturnPath } from "@atrium/hub-api/return-path";
import { themeChoiceOf, themeCookie } from "../lib/theme.ts";
import type { Route } from "./+types/theme";

/** Stores the reader's colour-scheme choice in a cookie and returns to the page (works without JS). */
export async function action({ request }: Route.ActionArgs) {
	const form = await request.formData();
	const choice = themeChoiceOf(form.get("theme"));
	return redirect(safeReturnPath(form.get("returnTo")), { headers: { "Set-Cookie": themeCookie(choice) } });
}

/** A GET of /theme goes home. */
export function loader() {
	return redirect("/");
}
