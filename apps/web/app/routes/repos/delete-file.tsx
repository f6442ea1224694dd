import { Form, redirect } from "react-router";
import { CsrfField, FormError, TextField } from "../../components/form-fields.tsx";
import { RepoHeader } from "../../components/repo-header.tsx";
import { buttonVariants } from "../../components/ui/button.ts";
import { siteContext } from "../../lib/api-context.ts";
import { commitChanges } from "../../lib/hub-write.server.ts";
import { encodePath } from "../../lib/paths.ts";
import {
	field,
	loadWritePage,
	pageFilePath,
	pageRepo,
	writeContext,
	writeFailure,
} from "../../lib/write-page.server.ts";
import type { Route } from "./+types/delete-file";
import { enhancementOnly } from "../../lib/page-script.ts";

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `Delete ${d.path} · ${d.header.id} — Atrium` : "Delete — Atrium" },
];

const filePath = pageFilePath;

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const { header, base } = await loadWritePage(apiFetch, request, params);
	return { header, base, rev: params.rev, path: filePath(params) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const { kind, id, base } = pageRepo(request, params);
	const { form, ctx } = await writeContext(apiFetch, request);
	const path = filePath(params);
	try {
		await commitChanges(ctx, kind, id, params.rev, {
			summary: field(form, "summary", 200) || `Delete ${path}`,
			deletions: [path],
		});
		const folder = path.split("/").slice(0, -1).join("/");
		return redirect(`${base}/tree/${encodeURIComponent(params.rev)}${folder ? `/${encodePath(folder)}` : ""}`);
	} catch (error) {
		return { ...writeFailure(error), summary: field(form, "summary", 200) };
	}
}

export const handle = enhancementOnly;

export default function DeleteFile({ loaderData, actionData }: Route.ComponentProps) {
	const { header, base, rev, path } = loaderData;
	return (
		<div>
			<RepoHeader data={header} active="files" />
			<section className="mt-6 max-w-xl">
				<h2 className="text-lg font-semibold">
					Delete <code className="font-mono">{path}</code> from <code className="font-mono">{rev}</code>?
				</h2>
				<p className="mt-2 text-sm text-muted">
					A new commit removes the file; earlier commits keep it in the history.
				</p>
				<Form method="post" className="mt-4 flex flex-col gap-4">
					<CsrfField />
					<FormError message={actionData?.error} />
					<TextField
						label="Commit message"
						name="summary"
						placeholder={`Delete ${path}`}
						maxLength={200}
						defaultValue={actionData?.summary ?? ""}
					/>
					<div className="flex gap-2">
						<button type="submit" data-busy-label="Deleting…" className={buttonVariants({ variant: "primary" })}>
							Delete the file
						</button>
						<a
							href={`${base}/blob/${encodeURIComponent(rev)}/${encodePath(path)}`}
							className={buttonVariants({ variant: "outline" })}
						>
							Cancel
						</a>
					</div>
				</Form>
			</section>
		</div>
	);
}
