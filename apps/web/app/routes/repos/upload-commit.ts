import { siteContext } from "../../lib/api-context.ts";
import { handleUpload } from "../../lib/upload-action.server.ts";
import type { Route } from "./+types/upload-commit";

/**
 * The upload form's scripted endpoint (`…/upload/{rev}/commit`): the same upload as the page's own
 * action, answered as JSON (`{ location }` or `{ error }`) for the progress-bar script.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const outcome = await handleUpload(apiFetch, request, params);
	return Response.json(outcome, { status: "error" in outcome ? outcome.status : 200 });
}

export function loader() {
	return Response.json({ error: "POST the upload form here." }, { status: 405, headers: { Allow: "POST" } });
}
