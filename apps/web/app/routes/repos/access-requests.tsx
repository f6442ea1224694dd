import { data, Form, useActionData, useLoaderData } from "react-router";
import { CsrfField, FormError, FormNotice } from "../../components/form-fields.tsx";
import { siteContext } from "../../lib/api-context.ts";
import { encodePath } from "../../lib/paths.ts";
import { kindOfPath } from "../../lib/repo-kind.ts";
import { actionError, callApi, formText, requireViewer } from "../../lib/session.server.ts";
import type { Route } from "./+types/access-requests";
import { buttonVariants } from "../../components/ui/button.ts";
import { enhancementOnly } from "../../lib/page-script.ts";

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `Access requests: ${d.id} — Atrium` : "Atrium" },
];

interface RequestRow {
	user: { user: string; fullname: string; email: string | null };
	status: string;
	fields: Record<string, string>;
	timestamp: string;
}

const STATUSES = ["pending", "accepted", "rejected"] as const;

/** The owners' page of a gated repository: who asked for access, with what answers; accept or reject. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	await requireViewer(apiFetch, request);
	const kind = kindOfPath(new URL(request.url).pathname);
	const id = `${params.ns}/${params.name}`;
	const base = `/api/${kind}s/${encodePath(id)}/user-access-request`;
	const lists = await Promise.all(
		STATUSES.map(async (status) => {
			const res = await apiFetch(`${base}/${status}`, { headers: { accept: "application/json" } });
			if (res.status === 401 || res.status === 404) throw data({ message: undefined }, { status: 404 });
			if (!res.ok)
				throw data({ message: "Only owners of this repository can see its access requests." }, { status: res.status });
			return { status, rows: (await res.json()) as RequestRow[] };
		}),
	);
	return { kind, id, pageHref: kind === "model" ? `/${id}` : `/${kind}s/${id}`, lists };
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const { apiFetch } = context.get(siteContext);
	const form = await request.formData();
	const kind = kindOfPath(new URL(request.url).pathname);
	const user = formText(form, "user");
	const status = formText(form, "status");
	const result = await callApi(
		apiFetch,
		`/api/${kind}s/${encodePath(`${params.ns}/${params.name}`)}/user-access-request/handle`,
		{
			form,
			body: { user, status },
		},
	);
	if (!result.ok) return actionError(result);
	return { message: `${user}: ${status}.` };
}

export const handle = enhancementOnly;

export default function AccessRequests() {
	const { id, pageHref, lists } = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	return (
		<div className="space-y-6">
			<h1 className="text-2xl font-bold">
				Access requests for <a href={pageHref}>{id}</a>
			</h1>
			<FormError message={result && "error" in result ? result.error : null} />
			<FormNotice message={result && "message" in result ? result.message : null} />
			{lists.map(({ status, rows }) => (
				<section key={status} aria-labelledby={`requests-${status}`}>
					<h2 id={`requests-${status}`} className="text-lg font-semibold capitalize">
						{status} ({rows.length})
					</h2>
					{rows.length === 0 ? (
						<p className="mt-1 text-sm text-muted">None.</p>
					) : (
						<ul className="mt-2 space-y-2" data-slot={`requests-${status}`}>
							{rows.map((row) => (
								<li key={row.user.user} className="rounded-md border border-border p-3">
									<p className="font-medium">
										<a href={`/${row.user.user}`}>{row.user.user}</a>
										{row.user.email ? <span className="text-muted"> · {row.user.email}</span> : null}
										<span className="text-muted"> · {row.timestamp.slice(0, 10)}</span>
									</p>
									{Object.keys(row.fields).length > 0 ? (
										<dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
											{Object.entries(row.fields).map(([name, value]) => (
												<div key={name} className="contents">
													<dt className="text-muted">{name}</dt>
													<dd>{value}</dd>
												</div>
											))}
										</dl>
									) : null}
									<div className="mt-2 flex gap-2">
										{(["accepted", "rejected"] as const)
											.filter((next) => next !== status)
											.map((next) => (
												<Form method="post" key={next}>
													<CsrfField />
													<input type="hidden" name="user" value={row.user.user} />
													<input type="hidden" name="status" value={next} />
													<button
														type="submit"
														className={buttonVariants({
															variant: next === "accepted" ? "primary" : "outline",
															size: "sm",
														})}
														aria-label={`${next === "accepted" ? "Accept" : "Reject"} ${row.user.user}`}
													>
														{next === "accepted" ? "Accept" : "Reject"}
													</button>
												</Form>
											))}
									</div>
								</li>
							))}
						</ul>
					)}
				</section>
			))}
		</div>
	);
}
