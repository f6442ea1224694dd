import { ActionButton } from "../../components/action-button.tsx";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { CsrfField, FormError } from "../../components/form-fields.tsx";
import { RepoCard } from "../../components/repo-card.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { siteContext, type ApiFetch } from "../../lib/api-context.ts";
import type { Account, AccountOverview, CollectionList, RepoKind } from "../../lib/api-types.ts";
import { CollectionCards } from "../../components/collection-list.tsx";
import { FollowButton, type FollowInfo } from "../../components/follow-button.tsx";
import { getViewer } from "../../lib/viewer.server.ts";
import { listRepos } from "../../lib/hub-api.server.ts";
import { parseListState } from "../../lib/list-query.ts";
import { actionError, callApi, formText } from "../../lib/session.server.ts";
import { taskLabel } from "../../lib/task-groups.ts";
import type { Route } from "./+types/profile";
import { buttonVariants } from "../../components/ui/button.ts";
import { enhancementOnly } from "../../lib/page-script.ts";

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `${d.account.fullname} (${d.account.name}) — Atrium` : "Not found — Atrium" },
];

const KINDS: RepoKind[] = ["model", "dataset", "space"];

/** `users` or `organizations`: the API segment of an account's people routes. */
const peopleSegment = (type: Account["type"]) => (type === "org" ? "organizations" : "users");

/** The reader's follow state of an account and its follower count (the overview's). */
async function followInfo(apiFetch: ApiFetch, account: Account, viewer: { name: string } | null): Promise<FollowInfo> {
	const res = await apiFetch(`/api/${peopleSegment(account.type)}/${encodeURIComponent(account.name)}/overview`, {
		headers: { accept: "application/json" },
	});
	const overview = res.ok ? ((await res.json()) as AccountOverview) : null;
	return {
		following: overview?.isFollowing ?? false,
		followers: overview?.numFollowers ?? 0,
		canFollow: viewer !== null && viewer.name !== account.name,
	};
}

/** The namespace's collections the reader may see (the first page). */
async function collectionsOf(apiFetch: ApiFetch, name: string): Promise<CollectionList> {
	const res = await apiFetch(`/api/collections?owner=${encodeURIComponent(name)}&limit=50`, {
		headers: { accept: "application/json" },
	});
	return res.ok ? ((await res.json()) as CollectionList) : [];
}

/**
 * A user's or organization's page (every namespace that holds repositories has one): the
 * repositories and collections the reader may see (private ones only with access), and following.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const res = await apiFetch(`/api/accounts/${encodeURIComponent(params.account)}`, {
		headers: { accept: "application/json" },
	});
	if (!res.ok) throw data({ message: undefined }, { status: 404 });
	const account = (await res.json()) as Account;
	const lists = await Promise.all(
		KINDS.map(async (kind) => {
			const state = parseListState(new URLSearchParams({ author: account.name, sort: "lastModified" }), kind);
			const page = await listRepos(apiFetch, kind, state, 100);
			return { kind, items: page.items.map((item) => ({ ...item, taskLabel: taskLabel(item.pipeline_tag) })) };
		}),
	);
	const [follow, collections] = await Promise.all([
		followInfo(apiFetch, account, await getViewer(apiFetch, request)),
		collectionsOf(apiFetch, account.name),
	]);
	return data(
		{ account, lists, follow, collections },
		{ headers: { "Cache-Control": "private, max-age=0, must-revalidate" } },
	);
}

/** Signed-in readers follow and unfollow; organization admins add members (or change a role) and remove them. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const form = await request.formData();
	const org = encodeURIComponent(params.account);
	const intent = formText(form, "intent");
	if (intent === "follow" || intent === "unfollow") {
		const res = await apiFetch(`/api/accounts/${org}`, { headers: { accept: "application/json" } });
		if (!res.ok) throw data({ message: undefined }, { status: 404 });
		const account = (await res.json()) as Account;
		const followed = await callApi(apiFetch, `/api/${peopleSegment(account.type)}/${org}/follow`, {
			method: intent === "follow" ? "POST" : "DELETE",
			form,
		});
		if (!followed.ok) return actionError(followed);
		return { done: true };
	}
	const result =
		intent === "remove"
			? await callApi(apiFetch, `/api/organizations/${org}/members/${encodeURIComponent(formText(form, "user"))}`, {
					method: "DELETE",
					form,
				})
			: await callApi(apiFetch, `/api/organizations/${org}/members`, {
					form,
					body: { user: formText(form, "user").trim(), role: formText(form, "role") },
				});
	// A refused addition comes back with what was typed (the form posts as a document, decision 053).
	if (!result.ok)
		return actionError(
			result,
			intent === "remove" ? {} : { user: formText(form, "user"), role: formText(form, "role") },
		);
	return { done: true };
}

const HEADINGS: Record<RepoKind, string> = { model: "Models", dataset: "Datasets", space: "Spaces" };

export const handle = enhancementOnly;

export default function Profile() {
	const { account, lists, follow, collections } = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	const isOrgAdmin = account.type === "org" && account.yourRole === "admin";
	const sentMember: Partial<Record<string, string>> = result && "fields" in result ? result.fields : {};
	return (
		<div>
			<header className="flex flex-wrap items-center gap-3">
				<span
					aria-hidden="true"
					className="grid h-12 w-12 place-items-center rounded-lg bg-accent-soft text-xl font-bold"
				>
					{account.name.slice(0, 1).toUpperCase()}
				</span>
				<div>
					<h1 className="text-2xl font-bold">{account.fullname}</h1>
					<p className="text-muted">
						{account.name} · {account.type === "org" ? "Organization" : "User"}
						{account.yourRole && account.type === "org" ? ` · your role: ${account.yourRole}` : ""}
						{isOrgAdmin ? (
							<>
								{" · "}
								<a href={`/organizations/${encodeURIComponent(account.name)}/settings/webhooks`}>Webhooks</a>
							</>
						) : null}
					</p>
				</div>
				<div className="ml-auto">
					<FollowButton name={account.name} follow={follow} />
				</div>
			</header>
			{account.type === "user" && account.orgs.length > 0 ? (
				<p className="mt-3 text-sm text-muted">
					Member of{" "}
					{account.orgs.map((org, index) => (
						<span key={org}>
							{index > 0 ? ", " : ""}
							<a href={`/${org}`}>{org}</a>
						</span>
					))}
				</p>
			) : null}
			<div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
				<div className="space-y-8">
					{lists.map(({ kind, items }) => (
						<section key={kind} aria-labelledby={`profile-${kind}`}>
							<h2 id={`profile-${kind}`} className="text-lg font-semibold">
								{HEADINGS[kind]} <span className="text-muted">({items.length})</span>
							</h2>
							{items.length === 0 ? (
								<p className="mt-2 text-sm text-muted">None yet.</p>
							) : (
								<ul className="mt-3 grid gap-3 sm:grid-cols-2" data-slot={`profile-${kind}s`}>
									{items.map((item) => (
										<li key={item.id} className="relative">
											<RepoCard kind={kind} repo={item} taskLabel={item.taskLabel} />
											{item.private ? (
												<span className="absolute top-2 right-2">
													<Badge>Private</Badge>
												</span>
											) : null}
										</li>
									))}
								</ul>
							)}
						</section>
					))}
					<section aria-labelledby="profile-collections">
						<h2 id="profile-collections" className="text-lg font-semibold">
							<a href={`/collections/${account.name}`}>Collections</a>{" "}
							<span className="text-muted">({collections.length})</span>
						</h2>
						<CollectionCards collections={collections} />
					</section>
				</div>
				{account.type === "org" && account.members ? (
					<aside aria-labelledby="members-heading">
						<h2 id="members-heading" className="text-lg font-semibold">
							Members
						</h2>
						<FormError message={result && "error" in result ? result.error : null} />
						<ul className="mt-2 space-y-1 text-sm" data-slot="org-members">
							{account.members.map((member) => (
								<li key={member.name} className="flex items-center justify-between gap-2">
									<span>
										<a href={`/${member.name}`}>{member.name}</a> <span className="text-muted">{member.role}</span>
									</span>
									{isOrgAdmin ? (
										<ActionButton
											intent="remove"
											fields={{ user: member.name }}
											label="Remove"
											ariaLabel={`Remove ${member.name}`}
											size="xs"
										/>
									) : null}
								</li>
							))}
						</ul>
						{isOrgAdmin ? (
							<Form method="post" className="mt-4 space-y-2" data-slot="add-member-form">
								<CsrfField />
								<input type="hidden" name="intent" value="add" />
								<label htmlFor="member-user" className="block text-sm font-medium">
									Add a member (user name)
								</label>
								<input
									id="member-user"
									name="user"
									required
									defaultValue={sentMember.user ?? ""}
									className="h-9 w-full rounded-md border border-border bg-surface px-2"
								/>
								<label htmlFor="member-role" className="block text-sm font-medium">
									Role
								</label>
								<select
									id="member-role"
									name="role"
									defaultValue={sentMember.role === "write" || sentMember.role === "admin" ? sentMember.role : "read"}
									className="h-9 w-full rounded-md border border-border bg-surface px-2"
								>
									<option value="read">read</option>
									<option value="write">write</option>
									<option value="admin">admin</option>
								</select>
								<button type="submit" className={buttonVariants({ variant: "primary", size: "md" })}>
									Add member
								</button>
							</Form>
						) : null}
					</aside>
				) : null}
			</div>
		</div>
	);
}
