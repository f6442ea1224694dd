import { useEffect, useRef } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { RepoCard } from "../../components/repo-card.tsx";
import { siteContext } from "../../lib/api-context.ts";
import type { RepoKind } from "../../lib/api-types.ts";
import { LANGUAGES, LICENSES } from "../../lib/facet-options.ts";
import { listRepos } from "../../lib/hub-api.server.ts";
import { filterLibraries } from "../../lib/libraries.server.ts";
import { listHref, PARAM_BUCKETS, parseListState, SDKS, SORTS, type ListState } from "../../lib/list-query.ts";
import { taskGroups, taskLabel } from "../../lib/task-groups.ts";
import type { Route } from "./+types/list";

const TITLES: Record<RepoKind, string> = { model: "Models", dataset: "Datasets", space: "Spaces" };

function kindOf(pathname: string): RepoKind {
	return pathname.startsWith("/datasets") ? "dataset" : pathname.startsWith("/spaces") ? "space" : "model";
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
	{ title: `${data ? TITLES[data.kind] : "List"} — Atrium` },
	{
		name: "description",
		content: `Browse and search ${data ? TITLES[data.kind].toLowerCase() : "repositories"} by task, library, language and license.`,
	},
];

export async function loader({ request, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const url = new URL(request.url);
	const kind = kindOf(url.pathname);
	const state = parseListState(url.searchParams);
	const page = await listRepos(apiFetch, kind, state);
	return {
		kind,
		basePath: `/${kind}s`,
		state,
		items: page.items.map((r) => ({ ...r, taskLabel: taskLabel(r.pipeline_tag) })),
		nextCursor: page.nextCursor,
		taskGroups: kind === "space" ? [] : taskGroups(kind === "model" ? "models" : "datasets"),
		libraries: kind === "model" ? filterLibraries() : [],
	};
}

type Option = readonly [value: string, label: string];

function Select({
	name,
	label,
	value,
	options,
	groups,
	anyLabel,
}: {
	name: string;
	label: string;
	value: string;
	options?: readonly Option[];
	groups?: { label: string; options: readonly Option[] }[];
	anyLabel: string;
}) {
	const id = `facet-${name}`;
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className="text-sm font-medium">
				{label}
			</label>
			<select
				id={id}
				name={name}
				defaultValue={value}
				className="h-9 w-full rounded-md border border-border bg-bg px-2 text-sm text-fg"
			>
				<option value="">{anyLabel}</option>
				{options?.map(([v, l]) => (
					<option key={v} value={v}>
						{l}
					</option>
				))}
				{groups?.map((g) => (
					<optgroup key={g.label} label={g.label}>
						{g.options.map(([v, l]) => (
							<option key={v} value={v}>
								{l}
							</option>
						))}
					</optgroup>
				))}
			</select>
		</div>
	);
}

/** The label of an active filter value, for the chips above the results. */
function activeFilters(data: Route.ComponentProps["loaderData"]): { key: keyof ListState; label: string }[] {
	const { state } = data;
	const out: { key: keyof ListState; label: string }[] = [];
	if (state.search) out.push({ key: "search", label: `“${state.search}”` });
	if (state.task) {
		const task = data.taskGroups.flatMap((g) => g.tasks).find((t) => t.id === state.task);
		out.push({ key: "task", label: task?.label ?? state.task });
	}
	if (state.library)
		out.push({ key: "library", label: data.libraries.find(([k]) => k === state.library)?.[1] ?? state.library });
	if (state.language)
		out.push({ key: "language", label: LANGUAGES.find(([k]) => k === state.language)?.[1] ?? state.language });
	if (state.license) out.push({ key: "license", label: `License: ${state.license}` });
	if (state.params) out.push({ key: "params", label: PARAM_BUCKETS.find((b) => b.key === state.params)?.label ?? "" });
	if (state.sdk) out.push({ key: "sdk", label: state.sdk });
	if (state.tag) out.push({ key: "tag", label: `Tag: ${state.tag}` });
	return out;
}

export default function RepoList({ loaderData }: Route.ComponentProps) {
	const { kind, basePath, state, items, nextCursor } = loaderData;
	const navigate = useNavigate();
	const navigation = useNavigation();
	const formRef = useRef<HTMLFormElement>(null);
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	useEffect(() => () => clearTimeout(timer.current), []);
	const title = TITLES[kind];
	const chips = activeFilters(loaderData);

	// Instant filtering: selects submit at once, typing submits after a short pause.
	const onChange = (event: React.FormEvent<HTMLFormElement>) => {
		const form = event.currentTarget;
		const isText = (event.target as HTMLElement).getAttribute("type") === "search";
		clearTimeout(timer.current);
		timer.current = setTimeout(
			() => {
				const values = Object.fromEntries(
					[...new FormData(form).entries()].map(([k, v]) => [k, typeof v === "string" ? v.trim() : ""]),
				);
				void navigate(listHref(basePath, values), { replace: true, preventScrollReset: true });
			},
			isText ? 300 : 0,
		);
	};

	return (
		<div>
			<div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
				<h1 className="text-2xl font-bold">{title}</h1>
				<p className="text-sm text-muted" role="status">
					{items.length === 0 ? "No results" : `${items.length}${nextCursor ? "+" : ""} shown`}
				</p>
			</div>
			<div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
				<aside aria-labelledby="filters-heading">
					<h2 id="filters-heading" className="sr-only">
						Filters
					</h2>
					<Form ref={formRef} method="get" action={basePath} onChange={onChange} className="flex flex-col gap-4">
						<div className="flex flex-col gap-1">
							<label htmlFor="facet-search" className="text-sm font-medium">
								Search {title.toLowerCase()}
							</label>
							<input
								id="facet-search"
								name="search"
								type="search"
								defaultValue={state.search}
								placeholder="Name or namespace"
								className="h-9 rounded-md border border-border bg-bg px-2 text-sm text-fg placeholder:text-muted"
							/>
						</div>
						{loaderData.taskGroups.length ? (
							<Select
								name="task"
								label="Task"
								value={state.task}
								anyLabel="Any task"
								groups={loaderData.taskGroups.map((g) => ({
									label: g.label,
									options: g.tasks.map((t) => [t.id, t.label] as const),
								}))}
							/>
						) : null}
						{kind === "model" ? (
							<Select
								name="library"
								label="Library"
								value={state.library}
								anyLabel="Any library"
								options={loaderData.libraries}
							/>
						) : null}
						{kind === "space" ? (
							<Select
								name="sdk"
								label="SDK"
								value={state.sdk}
								anyLabel="Any SDK"
								options={SDKS.map((s) => [s, s] as const)}
							/>
						) : null}
						{kind !== "space" ? (
							<>
								<Select
									name="language"
									label="Language"
									value={state.language}
									anyLabel="Any language"
									options={LANGUAGES}
								/>
								<Select
									name="license"
									label="License"
									value={state.license}
									anyLabel="Any license"
									options={LICENSES}
								/>
							</>
						) : null}
						{kind === "model" ? (
							<Select
								name="params"
								label="Parameters"
								value={state.params}
								anyLabel="Any size"
								options={PARAM_BUCKETS.map((b) => [b.key, b.label] as const)}
							/>
						) : null}
						{state.tag ? <input type="hidden" name="tag" value={state.tag} /> : null}
						<Select
							name="sort"
							label="Sort by"
							value={state.sort}
							anyLabel="Most downloads"
							options={SORTS.filter((s) => s.key !== "downloads").map((s) => [s.key, s.label] as const)}
						/>
						<div className="flex gap-2">
							<button type="submit" className="h-9 rounded-md bg-accent px-4 text-sm font-medium text-accent-fg">
								Apply filters
							</button>
							<a href={basePath} className="inline-flex h-9 items-center px-2 text-sm">
								Reset
							</a>
						</div>
					</Form>
				</aside>

				<section aria-labelledby="results-heading" aria-busy={navigation.state === "loading"}>
					<h2 id="results-heading" className="sr-only">
						Results
					</h2>
					{chips.length ? (
						<ul aria-label="Active filters" className="mt-3 flex flex-wrap gap-2">
							{chips.map((c) => (
								<li key={c.key}>
									<a
										href={listHref(basePath, { ...state, cursor: "", [c.key]: "" })}
										className="inline-flex items-center gap-1 rounded-full border border-border bg-surface px-3 py-1 text-sm text-fg no-underline hover:border-accent"
									>
										{c.label}
										<span aria-hidden="true">×</span>
										<span className="sr-only">(remove filter)</span>
									</a>
								</li>
							))}
						</ul>
					) : null}
					{items.length === 0 ? (
						<div className="mt-6 rounded-lg border border-dashed border-border p-6 text-muted">
							<p>Nothing matches these filters.</p>
							<p className="mt-2">
								<a href={basePath}>Clear all filters</a> or try a shorter search.
							</p>
						</div>
					) : (
						<ul className="mt-4 grid gap-3 md:grid-cols-2">
							{items.map((r) => (
								<li key={r.id}>
									<RepoCard kind={kind} repo={r} taskLabel={r.taskLabel} />
								</li>
							))}
						</ul>
					)}
					<nav aria-label="Pages" className="mt-6 flex gap-3">
						{state.cursor ? (
							<a
								href={listHref(basePath, { ...state, cursor: "" })}
								className="rounded-md border border-border px-3 py-1.5 text-sm"
							>
								First page
							</a>
						) : null}
						{nextCursor ? (
							<a
								href={listHref(basePath, { ...state, cursor: nextCursor })}
								rel="next"
								className="rounded-md border border-border px-3 py-1.5 text-sm"
							>
								Next page
							</a>
						) : null}
					</nav>
				</section>
			</div>
		</div>
	);
}
