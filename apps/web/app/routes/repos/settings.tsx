import { Form, redirect } from "react-router";
import { CsrfField, FormError, FormNotice, SelectField, TextField } from "../../components/form-fields.tsx";
import { RepoHeader } from "../../components/repo-header.tsx";
import { buttonVariants } from "../../components/ui/button.ts";
import { siteContext } from "../../lib/api-context.ts";
import { createBranch, deleteRepo, moveRepo, updateSettings } from "../../lib/hub-write.server.ts";
import { encodePath, repoPrefix } from "../../lib/paths.ts";
import { field, pageRepo, requireRepoAdmin, writeContext, writeFailure } from "../../lib/write-page.server.ts";
import type { Route } from "./+types/settings";
import { enhancementOnly } from "../../lib/page-script.ts";

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `Settings · ${d.header.id} — Atrium` : "Settings — Atrium" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const { base, info, header } = await requireRepoAdmin(apiFetch, request, params);
	return {
		header,
		base,
		isPrivate: info.private === true,
		gated: info.gated || "",
	};
}

/** One settings form was sent (`intent`); each answers a notice or an error for its own section. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const { kind, id, base } = pageRepo(request, params);
	const { form, ctx } = await writeContext(apiFetch, request);
	const intent = field(form, "intent", 20);
	// What the branch and move forms sent, put back with an error (each form sends only its own fields).
	const sent = { branch: field(form, "branch", 200), from: field(form, "from", 200), to: field(form, "to", 200) };
	try {
		switch (intent) {
			case "visibility":
				await updateSettings(ctx, kind, id, { private: field(form, "visibility") === "private" });
				return { intent, notice: "Visibility saved." };
			case "gating": {
				const gated = field(form, "gated");
				await updateSettings(ctx, kind, id, { gated: gated === "auto" || gated === "manual" ? gated : false });
				return { intent, notice: "Access requests saved." };
			}
			case "branch": {
				const branch = field(form, "branch", 200);
				if (!branch) return { intent, error: "Name the branch.", sent };
				await createBranch(ctx, kind, id, branch, field(form, "from", 200) || "main");
				return redirect(`${base}/tree/${encodeURIComponent(branch)}`);
			}
			case "move": {
				const to = field(form, "to", 200);
				if (!/^[^/]+\/[^/]+$/.test(to)) return { intent, error: "Give the new id as namespace/name.", sent };
				await moveRepo(ctx, kind, id, to);
				return redirect(`${repoPrefix(kind)}/${encodePath(to)}/settings`);
			}
			case "delete":
				if (field(form, "confirm", 200) !== id)
					return { intent, error: `Type ${id} exactly to confirm that it should be deleted.` };
				await deleteRepo(ctx, kind, id);
				return redirect(`/${kind}s`);
			default:
				return { intent, error: "Unknown form." };
		}
	} catch (error) {
		return { intent, ...writeFailure(error), sent };
	}
}

/**
 * One settings section: a form that posts `intent` with the anti-forgery token, shows the outcome of
 * its own last submission (not another section's), then `children` and the submit button; `danger`
 * marks the section and its button red.
 */
function SettingsForm({
	title,
	intent,
	submit,
	danger,
	outcome,
	children,
}: {
	title: string;
	intent: string;
	submit: string;
	danger?: boolean;
	outcome: Route.ComponentProps["actionData"];
	children: React.ReactNode;
}) {
	const slug = title.toLowerCase().replace(/[^a-z]+/g, "-");
	const own = outcome?.intent === intent ? outcome : undefined;
	return (
		<section
			aria-labelledby={slug}
			className={`rounded-lg border p-4 ${danger ? "border-red-500/60" : "border-border"}`}
		>
			<h2 id={slug} className="text-base font-semibold">
				{title}
			</h2>
			<div className="mt-3">
				<Form method="post" className="flex flex-col gap-3">
					<CsrfField />
					<input type="hidden" name="intent" value={intent} />
					{own ? (
						<>
							<FormError message={"error" in own ? own.error : null} />
							<FormNotice message={"notice" in own ? own.notice : null} />
						</>
					) : null}
					{children}
					<button
						type="submit"
						className={
							danger
								? `${buttonVariants({ variant: "danger" })} self-start`
								: `${buttonVariants({ variant: "outline" })} self-start`
						}
					>
						{submit}
					</button>
				</Form>
			</div>
		</section>
	);
}

export const handle = enhancementOnly;

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
	const { header, base, isPrivate, gated } = loaderData;
	const form = { outcome: actionData };
	const sent: Partial<Record<string, string>> = actionData && "sent" in actionData ? actionData.sent : {};
	return (
		<div>
			<RepoHeader data={header} active="settings" />
			<div className="mt-6 flex max-w-2xl flex-col gap-6">
				<p className="text-sm">
					<a href={`${base}/settings/webhooks`}>Webhooks</a>: send a payload to your URL when {header.id} changes.
				</p>
				<SettingsForm title="Visibility" intent="visibility" submit="Save visibility" {...form}>
					<fieldset className="flex flex-col gap-2">
						<legend className="sr-only">Who can see this repository</legend>
						<label className="flex items-center gap-2 text-sm">
							<input type="radio" name="visibility" value="public" defaultChecked={!isPrivate} />
							Public: anyone can see and download it
						</label>
						<label className="flex items-center gap-2 text-sm">
							<input type="radio" name="visibility" value="private" defaultChecked={isPrivate} />
							Private: only its owners and their organization can see it
						</label>
					</fieldset>
				</SettingsForm>
				<SettingsForm title="Access requests" intent="gating" submit="Save access requests" {...form}>
					<SelectField
						label="Who may download the files"
						name="gated"
						defaultValue={gated}
						options={[
							["", "Everyone who can see the repository"],
							["auto", "Users who ask (approved at once)"],
							["manual", "Users whose request an owner approves"],
						]}
					/>
				</SettingsForm>
				<SettingsForm title="Create a branch" intent="branch" submit="Create branch" {...form}>
					<TextField label="Branch name" name="branch" required maxLength={200} defaultValue={sent.branch ?? ""} />
					<TextField
						label="From"
						name="from"
						defaultValue={sent.from || "main"}
						hint="A branch, a tag or a commit id."
					/>
				</SettingsForm>
				<SettingsForm title="Rename or transfer" intent="move" submit="Rename or transfer" {...form}>
					<TextField
						label="New id"
						name="to"
						defaultValue={sent.to || header.id}
						required
						hint="namespace/name; the old address keeps redirecting here."
					/>
				</SettingsForm>
				<SettingsForm title="Delete this repository" intent="delete" submit="Delete this repository" danger {...form}>
					<p className="text-sm">
						This deletes every file and the whole history, for good. Type <strong>{header.id}</strong> to confirm.
					</p>
					<TextField label="Repository id" name="confirm" required autoComplete="off" />
				</SettingsForm>
			</div>
		</div>
	);
}
