import { Form, redirect } from "react-router";
import { CsrfField, FormError, SelectField, TextField } from "../../components/form-fields.tsx";
import { buttonVariants } from "../../components/ui/button.ts";
import { siteContext } from "../../lib/api-context.ts";
import type { RepoKind } from "../../lib/api-types.ts";
import { LICENSES } from "../../lib/facet-options.ts";
import { commitChanges, createRepo } from "../../lib/hub-write.server.ts";
import { encodePath, repoPrefix } from "../../lib/paths.ts";
import { SDKS } from "../../lib/list-query.ts";
import { field, writeContext, writeFailure } from "../../lib/write-page.server.ts";
import { requireViewer } from "../../lib/session.server.ts";
import { writableNamespaces } from "../../lib/viewer.server.ts";
import type { Route } from "./+types/new";
import { kindOfPath } from "../../lib/repo-kind.ts";
import { enhancementOnly } from "../../lib/page-script.ts";

/** The creation page of each kind, at the public hub's addresses. */
const PAGES: Record<RepoKind, { path: string; label: string }> = {
	model: { path: "/new", label: "model" },
	dataset: { path: "/new-dataset", label: "dataset" },
	space: { path: "/new-space", label: "Space" },
};

/** Repository names: letters, digits, '-', '_' and '.', not starting or ending with '-' or '.'. */
const NAME = /^[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,94}[A-Za-z0-9_])?$/;

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: `Create a new ${d ? PAGES[d.kind].label : "repository"} — Atrium` },
];

export async function loader({ request, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const viewer = await requireViewer(apiFetch, request);
	const kind = kindOfPath(new URL(request.url).pathname);
	return { kind, owners: writableNamespaces(viewer) };
}

export async function action({ request, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const kind = kindOfPath(new URL(request.url).pathname);
	const { form, ctx } = await writeContext(apiFetch, request);
	const owner = field(form, "owner", 100);
	const name = field(form, "name", 100);
	const license = field(form, "license", 100);
	// Sent back with an error, so the page shows the form as it was sent (with or without JavaScript).
	const fields = { owner, name, license, visibility: field(form, "visibility"), sdk: field(form, "sdk", 20) };
	if (!NAME.test(name))
		return {
			error: "Names use letters, digits, '-', '_' and '.', up to 96 characters, and start with a letter or digit.",
			fields,
		};
	try {
		const id = await createRepo(ctx, {
			kind,
			namespace: owner,
			name,
			private: field(form, "visibility") === "private",
			sdk: field(form, "sdk", 20),
		});
		if (license) {
			const card = `---\nlicense: ${license}\n---\n\n# ${name}\n`;
			await commitChanges(ctx, kind, id, "main", {
				summary: "Add README.md",
				files: [{ path: "README.md", bytes: new TextEncoder().encode(card) }],
			});
		}
		return redirect(`${repoPrefix(kind)}/${encodePath(id)}`);
	} catch (error) {
		return { ...writeFailure(error), fields };
	}
}

export const handle = enhancementOnly;

export default function NewRepo({ loaderData, actionData }: Route.ComponentProps) {
	const { kind, owners } = loaderData;
	const label = PAGES[kind].label;
	const sent: Partial<Record<string, string>> = actionData?.fields ?? {};
	const isPrivate = sent.visibility === "private";
	return (
		<div className="mx-auto max-w-xl">
			<h1 className="text-2xl font-bold">Create a new {label} repository</h1>
			<p className="mt-2 text-sm text-muted">
				A repository holds the files of a {label}, with their history. Or create a{" "}
				{(Object.keys(PAGES) as RepoKind[])
					.filter((k) => k !== kind)
					.map((k, i) => (
						<span key={k}>
							{i ? " or " : ""}
							<a href={PAGES[k].path}>{PAGES[k].label}</a>
						</span>
					))}
				.
			</p>
			<Form method="post" className="mt-6 flex flex-col gap-4">
				<CsrfField />
				<FormError message={actionData?.error} />
				<SelectField
					label="Owner"
					name="owner"
					defaultValue={sent.owner}
					options={owners.map((o) => [o, o] as const)}
				/>
				<TextField
					label={`${label[0]?.toUpperCase()}${label.slice(1)} name`}
					name="name"
					required
					maxLength={96}
					defaultValue={sent.name ?? ""}
				/>
				{kind === "space" ? (
					<SelectField
						label="SDK"
						name="sdk"
						defaultValue={sent.sdk || "static"}
						options={SDKS.map((s) => [s, s] as const)}
					/>
				) : null}
				<SelectField
					label="License"
					name="license"
					defaultValue={sent.license ?? ""}
					options={[["", "No license yet"] as const, ...LICENSES]}
				/>
				<fieldset className="flex flex-col gap-2">
					<legend className="text-sm font-medium">Visibility</legend>
					<label className="flex items-start gap-2 text-sm">
						<input type="radio" name="visibility" value="public" defaultChecked={!isPrivate} className="mt-1" />
						<span>
							<strong>Public</strong>: anyone can see and download it.
						</span>
					</label>
					<label className="flex items-start gap-2 text-sm">
						<input type="radio" name="visibility" value="private" defaultChecked={isPrivate} className="mt-1" />
						<span>
							<strong>Private</strong>: only you (and the members of its organization) can see it.
						</span>
					</label>
				</fieldset>
				<button type="submit" data-busy-label="Creating…" className={buttonVariants({ variant: "primary" })}>
					Create {label}
				</button>
			</Form>
		</div>
	);
}
