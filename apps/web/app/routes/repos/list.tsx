import { redirect } from "react-router";
import { RepoCard } from "../../components/repo-card.tsx";
import { siteContext } from "../../lib/api-context.ts";
import type { RepoKind } from "../../lib/api-types.ts";
import { DATASET_FORMATS, DATASET_MODALITIES, DATASET_SIZES, LANGUAGES, LICENSES } from "../../lib/facet-options.ts";
import { listRepos } from "../../lib/hub-api.server.ts";
import { filterLibraries } from "../../lib/libraries.server.ts";
import {
	listHref,
	PARAM_BUCKETS,
	FITS_BUDGETS,
	FITS_CONTEXTS,
	parseListState,
	SDKS,
	SORTS,
	withoutPrefix,
	type ListState,
} from "../../lib/list-query.ts";
import { taskGroups, taskLabel } from "../../lib/task-groups.ts";
import type { Route } from "./+types/list";
import { kindOfPath } from "../../lib/repo-kind.ts";
import { buttonVariants } from "../../components/ui/button.ts";
import { enhancementOnly } from "../../lib/page-script.ts";

// The filter form filters as the reader types with the enhancement script (`live-filters.ts`); the
// page needs no framework.
export const handle = enhancementOnly;

const TITLES: Record<RepoKind, string> = { model: "Models", dataset: "Datasets", space: "Spaces" };

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
	const kind = kindOfPath(url.pathname);
	const state = parseListState(url.searchParams, kind);
	// The plain (no-JavaScript) form sends every field, empty ones too, and older links use Atrium's
	// earlier keys (`task`, `params`, `tag`): answer both with the clean URL in the public hub's form.
	const canonical = listHref(`/${kind}s`, state);
	const legacy = ["task", "params", "tag"].some((k) => url.searchParams.has(k));
	if (!url.pathname.endsWith(".data") && (legacy || [...url.searchParams.values()].some((v) => v.trim() === ""))) {
		throw redirect(canonical);
	}
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

/** One facet select of the filter form: the list state field it sets, its label and its choices. */
interface Facet {
	name: keyof ListState;
	label: string;
	anyLabel: string;
	options: readonly Option[];
}

/** The facet selects a kind's filter form shows after the task, in order. */
function facetsOf(kind: RepoKind, libraries: readonly Option[]): Facet[] {
	const language: Facet = {
		name: "language",
		label: "Language",
		anyLabel: "Any language",
		options: kind === "dataset" ? prefixed("language", LANGUAGES) : LANGUAGES,
	};
	const license: Facet = {
		name: "license",
		label: "License",
		anyLabel: "Any license",
		options: prefixed("license", LICENSES),
	};
	if (kind === "space")
		return [{ name: "sdk", label: "SDK", anyLabel: "Any SDK", options: SDKS.map((s) => [s, s] as const) }];
	if (kind === "model")
		return [
			{ name: "library", label: "Library", anyLabel: "Any library", options: libraries },
			language,
			license,
			{
				name: "num_parameters",
				label: "Parameters",
				anyLabel: "Any size",
				options: PARAM_BUCKETS.map((b) => [b.range, b.label] as const),
			},
			{
				name: "fits",
				label: "Fits in memory",
				anyLabel: "Any memory",
				options: FITS_BUDGETS.map((gb) => [gb, `Runs in ${gb}`] as const),
			},
			{
				name: "ctx",
				label: "At context",
				anyLabel: "Shortest context",
				options: FITS_CONTEXTS.map((tokens) => [tokens, `${Number(tokens) / 1024}k tokens`] as const),
			},
		];
	return [
		language,
		license,
		{
			name: "modality",
			label: "Modality",
			anyLabel: "Any modality",
			options: prefixed("modality", DATASET_MODALITIES),
		},
		{
			name: "size_categories",
			label: "Size (rows)",
			anyLabel: "Any size",
			options: prefixed("size_categories", DATASET_SIZES),
		},
		{ name: "format", label: "Format", anyLabel: "Any format", options: prefixed("format", DATASET_FORMATS) },
	];
}

/** The label of an active filter value, for the chips above the results. */
function activeFilters(data: Route.ComponentProps["loaderData"]): { key: keyof ListState; label: string }[] {
	const { state } = data;
	const out: { key: keyof ListState; label: string }[] = [];
	const taskLabelOf = (id: string) => data.taskGroups.flatMap((g) => g.tasks).find((t) => t.id === id)?.label ?? id;
	if (state.search)
		out.push({ key: "search", label: state.full_text ? `“${state.search}” in cards` : `“${state.search}”` });
	if (state.pipeline_tag) out.push({ key: "pipeline_tag", label: taskLabelOf(state.pipeline_tag) });
	if (state.task_categories)
		out.push({ key: "task_categories", label: taskLabelOf(withoutPrefix(state.task_categories)) });
	if (state.library)
		out.push({ key: "library", label: data.libraries.find(([k]) => k === state.library)?.[1] ?? state.library });
	if (state.language) {
		const code = withoutPrefix(state.language);
		out.push({ key: "language", label: LANGUAGES.find(([k]) => k === code)?.[1] ?? code });
	}
	if (state.license) out.push({ key: "license", label: `License: ${withoutPrefix(state.license)}` });
	if (state.author) out.push({ key: "author", label: `Author: ${state.author}` });
	if (state.num_parameters)
		out.push({
			key: "num_parameters",
			label: PARAM_BUCKETS.find((b) => b.range === state.num_parameters)?.label ?? state.num_parameters,
		});
	if (state.fits)
		out.push({ key: "fits", label: `Runs in ${state.fits}${state.ctx ? ` at ${state.ctx} tokens` : ""}` });
	for (const key of ["modality", "size_categories", "format"] as const) {
		if (state[key]) out.push({ key, label: withoutPrefix(state[key]) });
	}
	if (state.sdk) out.push({ key: "sdk", label: state.sdk });
	if (state.other) out.push({ key: "other", label: `Tags: ${state.other}` });
	return out;
}

/** Options whose values carry the public hub's `prefix:` (dataset facets, licenses). */
function prefixed(prefix: string, options: readonly (readonly [string, string])[]): Option[] {
	return options.map(([v, l]) => [`${prefix}:${v}`, l] as const);
}

export default function RepoList({ loaderData }: Route.ComponentProps) {
	const { kind, basePath, state, items, nextCursor } = loaderData;
	const title = TITLES[kind];
	const chips = activeFilters(loaderData);

	return (
		<div>
			<div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
				<h1 className="text-2xl font-bold">{title}</h1>
				<p className="text-sm text-muted" role="status" data-live-region="count">
					{items.length === 0 ? "No results" : `${items.length}${nextCursor ? "+" : ""} shown`}
				</p>
			</div>
			<div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
				<aside aria-labelledby="filters-heading">
					<h2 id="filters-heading" className="sr-only">
						Filters
					</h2>
					<form method="get" action={basePath} data-live-filter="" className="flex flex-col gap-4">
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
							<label className="flex items-center gap-2 text-sm text-muted">
								<input type="checkbox" name="full_text" value="1" defaultChecked={state.full_text === "1"} />
								Search in {kind} cards too
							</label>
						</div>
						{loaderData.taskGroups.length ? (
							<Select
								name={kind === "dataset" ? "task_categories" : "pipeline_tag"}
								label="Task"
								value={kind === "dataset" ? state.task_categories : state.pipeline_tag}
								anyLabel="Any task"
								groups={loaderData.taskGroups.map((g) => ({
									label: g.label,
									options: g.tasks.map(
										(t) => [kind === "dataset" ? `task_categories:${t.id}` : t.id, t.label] as const,
									),
								}))}
							/>
						) : null}
						{facetsOf(kind, loaderData.libraries).map((facet) => (
							<Select key={facet.name} {...facet} value={state[facet.name]} />
						))}
						{state.author ? <input type="hidden" name="author" value={state.author} /> : null}
						{state.other ? <input type="hidden" name="other" value={state.other} /> : null}
						<Select
							name="sort"
							label="Sort by"
							value={state.sort}
							anyLabel="Most downloads"
							options={SORTS.filter((s) => s.key !== "downloads").map((s) => [s.key, s.label] as const)}
						/>
						<div className="flex gap-2">
							<button type="submit" className={buttonVariants({ variant: "primary", size: "md" })}>
								Apply filters
							</button>
							<a href={basePath} className={buttonVariants({ variant: "ghost", size: "md" })}>
								Reset
							</a>
						</div>
					</form>
				</aside>

				<section
					aria-labelledby="results-heading"
					aria-busy="false"
					data-live-region="results"
					data-live-address={listHref(basePath, state)}
				>
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
								className={buttonVariants({ variant: "outline", size: "sm" })}
							>
								First page
							</a>
						) : null}
						{nextCursor ? (
							<a
								href={listHref(basePath, { ...state, cursor: nextCursor })}
								rel="next"
								className={buttonVariants({ variant: "outline", size: "sm" })}
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
