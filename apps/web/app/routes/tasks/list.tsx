import { TASKS } from "@atrium/tasks";
import { taskGroups } from "../../lib/task-groups.ts";
import type { Route } from "./+types/list";
import { enhancementOnly } from "../../lib/page-script.ts";

/** Read-only: links and forms only, so no framework (decision 049). */
export const handle = enhancementOnly;

export const meta: Route.MetaFunction = () => [
	{ title: "Tasks — Atrium" },
	{ name: "description", content: "The machine-learning tasks of the catalogue, by modality." },
];

export function loader() {
	const pages = TASKS as Record<string, { isPlaceholder?: boolean; summary: string } | undefined>;
	return {
		groups: taskGroups("all").map((g) => ({
			...g,
			tasks: g.tasks.map((t) => {
				const page = pages[t.id];
				return { ...t, summary: page?.summary ?? "", hasPage: Boolean(page && !page.isPlaceholder) };
			}),
		})),
	};
}

export default function TaskList({ loaderData }: Route.ComponentProps) {
	return (
		<div>
			<h1 className="text-3xl font-bold">Tasks</h1>
			<p className="mt-2 max-w-2xl text-muted">
				What machine-learning models do, grouped by the kind of data they work on. Each task page explains the task,
				shows an example and lists models, datasets and libraries for it.
			</p>
			<nav aria-label="Modalities" className="mt-4">
				<ul className="flex flex-wrap gap-2 text-sm">
					{loaderData.groups.map((g) => (
						<li key={g.modality}>
							<a href={`#${g.modality}`}>{g.label}</a>
						</li>
					))}
				</ul>
			</nav>
			{loaderData.groups.map((g) => (
				<section key={g.modality} aria-labelledby={g.modality} className="mt-8">
					<h2 id={g.modality} className="text-xl font-semibold">
						{g.label}
					</h2>
					<ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
						{g.tasks.map((t) => (
							<li key={t.id} className="rounded-lg border border-border bg-surface p-3">
								<a href={`/tasks/${t.id}`} className="font-semibold">
									{t.label}
								</a>
								{t.summary ? <p className="mt-1 line-clamp-2 text-sm text-muted">{t.summary}</p> : null}
								{!t.hasPage ? <p className="mt-1 text-xs text-muted">Page not written yet</p> : null}
							</li>
						))}
					</ul>
				</section>
			))}
		</div>
	);
}
