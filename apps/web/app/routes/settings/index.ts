import { redirect } from "react-router";

/** `/settings` opens the first settings page. */
export function loader() {
	return redirect("/settings/tokens");
}
