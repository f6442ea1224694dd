import { data, Form, redirect } from "react-router";
import { CsrfField, FormError, TextField } from "../../components/form-fields.tsx";
import { RepoHeader } from "../../components/repo-header.tsx";
import { buttonVariants } from "../../components/ui/button.ts";
import { siteContext } from "../../lib/api-context.ts";
import { getFileText, getRepo, getTree } from "../../lib/hub-api.server.ts";
import { commitChanges } from "../../lib/hub-write.server.ts";
import { encodePath } from "../../lib/paths.ts";
import { headerData } from "../../lib/repo-page.server.ts";
import {
	field,
	pageFilePath,
	pageRepo,
	requireWriteRole,
	writeContext,
	writeFailure,
} from "../../lib/write-page.server.ts";
import { requireViewer } from "../../lib/session.server.ts";
import type { Route } from "./+types/edit";
import { enhancementOnly } from "../../lib/page-script.ts";

/** Largest file the browser editor opens (and saves). */
const MAX_EDIT_BYTES = 512_000;

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `Edit ${d.path} · ${d.header.id} — Atrium` : "Edit — Atrium" },
];

/** The file an edit page names; the card when it names none. */
function filePath(params: { "*"?: string }): string {
	return pageFilePath(params) || "README.md";
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const { kind, id, base } = pageRepo(request, params);
	const viewer = await requireViewer(apiFetch, request);
	const path = filePath(params);
	const parent = path.split("/").slice(0, -1).join("/");
	const [info, siblings] = await Promise.all([
		getRepo(apiFetch, kind, id),
		getTree(apiFetch, kind, id, params.rev, parent).catch(() => []),
	]);
	requireWriteRole(viewer, id);
	const entry = siblings.find((e) => e.path === path && e.type === "file");
	if (entry && (entry.lfs || entry.size > MAX_EDIT_BYTES))
		throw data({ message: `${path} is too large or binary to edit in the browser.` }, { status: 400 });
	const text = entry ? ((await getFileText(apiFetch, kind, id, params.rev, path, MAX_EDIT_BYTES)) ?? "") : "";
	return {
		header: headerData(kind, info, viewer),
		base,
		rev: params.rev,
		path,
		text,
		exists: Boolean(entry),
	};
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const { kind, id, base } = pageRepo(request, params);
	const { form, ctx } = await writeContext(apiFetch, request);
	const path = filePath(params);
	const content = String(form.get("content") ?? "");
	// Sent back with the content on every answer that shows the form again.
	const summary = field(form, "summary", 200);
	const bytes = new TextEncoder().encode(content);
	if (bytes.byteLength > MAX_EDIT_BYTES)
		return {
			error: `The file is ${bytes.byteLength} bytes; the browser editor saves up to ${MAX_EDIT_BYTES}.`,
			content,
			summary,
		};
	if (field(form, "intent") === "preview") {
		// Untrusted text: rendered by the card workers, within their budgets, never on the event loop.
		const { cards } = context.get(siteContext);
		const rendered = path.toLowerCase().endsWith(".md") ? await cards.render(content, { untrusted: true }) : null;
		return { preview: rendered ? rendered.html : null, content, summary };
	}
	try {
		await commitChanges(ctx, kind, id, params.rev, {
			summary: summary || `Update ${path}`,
			description: field(form, "description", 2000),
			files: [{ path, bytes }],
			...(field(form, "parent", 40) ? { parentCommit: field(form, "parent", 40) } : {}),
		});
		return redirect(`${base}/blob/${encodeURIComponent(params.rev)}/${encodePath(path)}`);
	} catch (error) {
		return { ...writeFailure(error), content, summary };
	}
}

export const handle = enhancementOnly;

export default function Edit({ loaderData, actionData }: Route.ComponentProps) {
	const { header, rev, path, text, exists } = loaderData;
	const content = actionData && "content" in actionData ? actionData.content : text;
	const preview = actionData && "preview" in actionData ? actionData.preview : undefined;
	return (
		<div>
			<RepoHeader data={header} active="files" />
			<section className="mt-6">
				<h2 className="text-lg font-semibold">
					{exists ? "Edit" : "Create"} <code className="font-mono">{path}</code> on{" "}
					<code className="font-mono">{rev}</code>
				</h2>
				<Form method="post" className="mt-4 flex flex-col gap-4">
					<CsrfField />
					<input type="hidden" name="parent" value={header.sha ?? ""} />
					<FormError message={actionData && "error" in actionData ? actionData.error : null} />
					<label htmlFor="field-content" className="text-sm font-medium">
						Content of {path}
					</label>
					<textarea
						id="field-content"
						name="content"
						defaultValue={content}
						key={content}
						rows={24}
						spellCheck={path.endsWith(".md")}
						className="w-full rounded-md border border-border bg-bg p-3 font-mono text-sm text-fg"
					/>
					{preview !== undefined ? (
						<section aria-label="Preview" className="rounded-lg border border-border p-4">
							<h3 className="mb-2 text-sm font-semibold text-muted">Preview</h3>
							{preview === null ? (
								<p className="text-sm text-muted">Only Markdown files have a preview.</p>
							) : (
								<div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: preview }} />
							)}
						</section>
					) : null}
					<TextField
						label="Commit message"
						name="summary"
						placeholder={`Update ${path}`}
						maxLength={200}
						defaultValue={actionData?.summary ?? ""}
						key={actionData?.summary}
					/>
					<div className="flex gap-2">
						<button type="submit" name="intent" value="preview" className={buttonVariants({ variant: "outline" })}>
							Preview
						</button>
						<button
							type="submit"
							name="intent"
							value="commit"
							data-busy-label="Committing…"
							className={buttonVariants({ variant: "primary" })}
						>
							Commit changes
						</button>
					</div>
				</Form>
			</section>
		</div>
	);
}
