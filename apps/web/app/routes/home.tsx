import { RepoCard } from "../components/repo-card.tsx";
import { siteContext } from "../lib/api-context.ts";
import { listRepos } from "../lib/hub-api.server.ts";
import { facetHref, parseListState } from "../lib/list-query.ts";
import { taskGroups, taskLabel } from "../lib/task-groups.ts";
import type { Route } from "./+types/home";
import { buttonVariants } from "../components/ui/button.ts";
import { ModelSearch } from "../components/model-search.tsx";
import { enhancementOnly } from "../lib/page-script.ts";

// Links and a search form: the page needs no framework.
export const handle = enhancementOnly;

export const meta: Route.MetaFunction = () => [
	{ title: "Atrium — models, datasets and demos" },
	{ name: "description", content: "An open, self-hostable hub for machine-learning models, datasets and demo apps." },
];

export async function loader({ context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	const base = parseListState(new URLSearchParams());
	const [popular, recent] = await Promise.all([
		listRepos(apiFetch, "model", { ...base, sort: "downloads" }, 8),
		listRepos(apiFetch, "model", { ...base, sort: "modified" }, 8),
	]);
	const label = (id: string | null | undefined) => taskLabel(id);
	return {
		popular: popular.items.map((r) => ({ ...r, taskLabel: label(r.pipeline_tag) })),
		recent: recent.items.map((r) => ({ ...r, taskLabel: label(r.pipeline_tag) })),
		groups: taskGroups("models").map((g) => ({ ...g, tasks: g.tasks.slice(0, 8) })),
	};
}

/** A titled list of model cards with a link to the whole list. */
function ModelList({
	id,
	title,
	all: [allHref, allLabel],
	models,
}: {
	id: string;
	title: string;
	all: readonly [href: string, label: string];
	models: Route.ComponentProps["loaderData"]["popular"];
}) {
	return (
		<section aria-labelledby={id}>
			<div className="flex items-baseline justify-between">
				<h2 id={id} className="text-xl font-semibold">
					{title}
				</h2>
				<a href={allHref} className="text-sm">
					{allLabel}
				</a>
			</div>
			<ul className="mt-3 space-y-2">
				{models.map((r) => (
					<li key={r.id}>
						<RepoCard kind="model" repo={r} taskLabel={r.taskLabel} />
					</li>
				))}
			</ul>
		</section>
	);
}

export default function Home({ loaderData }: Route.ComponentProps) {
	const { popular, recent, groups } = loaderData;
	return (
		<div className="space-y-10">
			<section aria-labelledby="hero" className="rounded-xl border border-border bg-surface px-6 py-8">
				<h1 id="hero" className="text-3xl font-bold">
					Find a model, see how to use it
				</h1>
				<p className="mt-2 max-w-2xl text-muted">
					Models, datasets and demo apps, with a catalogue of machine-learning tasks and ready-to-copy code for every
					library.
				</p>
				<ModelSearch
					id="home-search"
					placeholder="Search models, e.g. bert"
					formClassName="mt-5 flex max-w-xl gap-2"
					inputClassName="h-11 flex-1 rounded-md border border-border bg-bg px-3 text-fg placeholder:text-muted"
					buttonClassName={buttonVariants({ variant: "primary", size: "xl" })}
				/>
			</section>

			<div className="grid gap-8 md:grid-cols-2">
				<ModelList
					id="popular"
					title="Most downloaded"
					all={["/models?sort=downloads", "All models"]}
					models={popular}
				/>
				<ModelList
					id="recent"
					title="Recently updated"
					all={["/models?sort=modified", "All recently updated models"]}
					models={recent}
				/>
			</div>

			<section aria-labelledby="by-task">
				<div className="flex items-baseline justify-between">
					<h2 id="by-task" className="text-xl font-semibold">
						Browse by task
					</h2>
					<a href="/tasks" className="text-sm">
						All tasks
					</a>
				</div>
				<div className="mt-3 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
					{groups.map((g) => (
						<div key={g.modality}>
							<h3 className="text-sm font-semibold text-muted">{g.label}</h3>
							<ul className="mt-2 flex flex-wrap gap-1.5">
								{g.tasks.map((t) => (
									<li key={t.id}>
										<a
											href={facetHref("model", "pipeline_tag", t.id)}
											className="inline-block rounded-md border border-border px-2 py-1 text-sm text-fg no-underline hover:border-accent"
										>
											{t.label}
										</a>
									</li>
								))}
							</ul>
						</div>
					))}
				</div>
			</section>
		</div>
	);
}
