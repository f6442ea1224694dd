import { data, redirect } from "react-router";
import { FormError, TextField } from "../../components/form-fields.tsx";
import { FormSection, MarkdownField } from "../../components/form-sections.tsx";
import { RepoHeader } from "../../components/repo-header.tsx";
import { buttonVariants } from "../../components/ui/button.ts";
import { siteContext } from "../../lib/api-context.ts";
import type { DiscussionCreated } from "../../lib/api-types.ts";
import { getRepo } from "../../lib/hub-api.server.ts";
import { headerData } from "../../lib/repo-page.server.ts";
import { actionError, callApi, requireViewer } from "../../lib/session.server.ts";
import { field, pageRepo } from "../../lib/write-page.server.ts";
import { encodePath } from "../../lib/paths.ts";
import type { Route } from "./+types/new-discussion";
import { enhancementOnly } from "../../lib/page-script.ts";

/**
 * Opens a discussion, or a pull request to push commits to (`refs/pr/N`), on a repository the reader
 * may read. A plain form: it works without JavaScript; the hub decides who may take part.
 */

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `New discussion · ${d.header.id} — Atrium` : "New discussion — Atrium" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const { kind, id, base } = pageRepo(request, params);
	const viewer = await requireViewer(apiFetch, request);
	const info = await getRepo(apiFetch, kind, id);
	return data({ header: headerData(kind, info, viewer), base }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const { kind, id, base } = pageRepo(request, params);
	const form = await request.formData();
	const fields = { title: field(form, "title", 200), description: field(form, "description", 65_536) };
	if (!fields.title) return data({ error: "A thread needs a title.", code: null, fields }, { status: 400 });
	const result = await callApi<DiscussionCreated>(apiFetch, `/api/${kind}s/${encodePath(id)}/discussions`, {
		form,
		body: { ...fields, pullRequest: field(form, "pullRequest") === "on" },
	});
	if (!result.ok) return actionError(result, fields);
	return redirect(`${base}/discussions/${result.body.num}`);
}

export const handle = enhancementOnly;

export default function NewDiscussion({ loaderData, actionData }: Route.ComponentProps) {
	const { header } = loaderData;
	const fields = actionData && "fields" in actionData ? (actionData.fields as Record<string, string>) : {};
	return (
		<div>
			<RepoHeader data={header} active="community" />
			<FormSection id="new-thread-heading" title="New discussion" slot="new-thread-form" className="mt-6 max-w-2xl">
				<FormError message={actionData && "error" in actionData ? actionData.error : null} />
				<TextField label="Title" name="title" required maxLength={200} defaultValue={fields.title ?? ""} />
				<MarkdownField label="Description" name="description" defaultValue={fields.description ?? ""} />
				<label className="flex items-start gap-2 text-sm">
					<input type="checkbox" name="pullRequest" className="mt-1" aria-describedby="pull-request-hint" />
					<span>
						Open it as a pull request
						<span id="pull-request-hint" className="block text-muted">
							A draft starting at <code>main</code>: push commits to its <code>refs/pr/N</code> with git or{" "}
							<code>huggingface_hub</code> (<code>revision=&quot;refs/pr/N&quot;</code>).
						</span>
					</span>
				</label>
				<button type="submit" className={`${buttonVariants({ variant: "primary" })} self-start`}>
					Open
				</button>
			</FormSection>
		</div>
	);
}
