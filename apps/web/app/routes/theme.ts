import { redirect } from "react-router";
import { safeReturnPath } from "@atrium/hub-api/return-path";
import { THEME_COOKIE } from "../lib/theme.ts";
import type { Route } from "./+types/theme";

/** Stores the reader's colour-scheme choice in a cookie and returns to the page (works without JS). */
export async function action({ request }: Route.ActionArgs) {
	const form = await request.formData();
	const theme = form.get("theme");
	const choice = theme === "light" || theme === "dark" ? theme : "system";
	const cookie = `${THEME_COOKIE}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax`;
	return redirect(safeReturnPath(form.get("returnTo")), { headers: { "Set-Cookie": cookie } });
}

/** A GET of /theme goes home. */
export function loader() {
	return redirect("/");
}
