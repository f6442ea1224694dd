import { data, redirect } from "react-router";
import { RepoHeader } from "../../components/repo-header.tsx";
import { UploadForm } from "../../components/upload-form.tsx";
import { siteContext } from "../../lib/api-context.ts";
import { formatBytes } from "../../lib/format.ts";
import { enhancementOnly } from "../../lib/page-script.ts";
import { handleUpload } from "../../lib/upload-action.server.ts";
import { SITE_UPLOAD_LIMIT } from "../../lib/upload-paths.ts";
import { loadWritePage } from "../../lib/write-page.server.ts";
import type { Route } from "./+types/upload";

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `Upload files to ${d.header.id} — Atrium` : "Upload — Atrium" },
];

export const handle = enhancementOnly;

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const { header, base } = await loadWritePage(apiFetch, request, params);
	return { header, base, rev: params.rev };
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const outcome = await handleUpload(apiFetch, request, params);
	if ("location" in outcome) return redirect(outcome.location);
	return data({ error: outcome.error }, { status: outcome.status });
}

export default function Upload({ loaderData, actionData }: Route.ComponentProps) {
	const { header, rev } = loaderData;
	return (
		<div>
			<RepoHeader data={header} active="files" />
			<section className="mt-6 max-w-2xl">
				<h2 className="text-lg font-semibold">
					Upload files to <code className="font-mono">{rev}</code>
				</h2>
				<UploadForm
					error={actionData && "error" in actionData ? actionData.error : null}
					limitLabel={formatBytes(SITE_UPLOAD_LIMIT)}
					limitBytes={SITE_UPLOAD_LIMIT}
				/>
			</section>
		</div>
	);
}
