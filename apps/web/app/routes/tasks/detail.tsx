import { data } from "react-router";
import { TaskDemoItem } from "../../components/task-demo.tsx";
import { VideoEmbed } from "../../components/video-embed.tsx";
import { siteContext } from "../../lib/api-context.ts";
import { facetHref } from "../../lib/list-query.ts";
import { taskLabel } from "../../lib/task-groups.ts";
import { isTask, taskAbout, taskData, taskLibraries } from "../../lib/task-pages.server.ts";
import type { Route } from "./+types/detail";
import { enhancementOnly } from "../../lib/page-script.ts";

/** Read-only: links and forms only, so no framework (decision 049). */
export const handle = enhancementOnly;

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `${d.label} — Tasks — Atrium` : "Task — Atrium" },
	...(d
		? [
				{
					name: "description",
					content:
						d.task?.summary || `${d.label}: what the task is, an example, and models, datasets and libraries for it.`,
				},
			]
		: []),
];

export async function loader({ params, context }: Route.LoaderArgs) {
	const id = params.task;
	if (!isTask(id)) throw data({ message: `There is no task “${id}”. See the list of tasks.` }, { status: 404 });
	const { taskAssetsPath, repositoryUrl } = context.get(siteContext);
	const task = taskData(id) ?? null;
	return {
		id,
		label: taskLabel(id),
		task,
		canonical: task?.canonicalId ? { id: task.canonicalId, label: taskLabel(task.canonicalId) } : null,
		libraries: task ? taskLibraries(task) : [],
		about: await taskAbout(id),
		assetBase: `${taskAssetsPath}/${id}`,
		contributeUrl: `${repositoryUrl}/tree/main/packages/tasks/src/tasks/${id}`,
	};
}

function Examples({
	title,
	items,
	href,
}: {
	title: string;
	items: { id: string; description: string }[];
	href?: (id: string) => string;
}) {
	if (!items.length) return null;
	const hid = `h-${title.toLowerCase().replace(/\s+/g, "-")}`;
	return (
		<section aria-labelledby={hid}>
			<h2 id={hid} className="text-lg font-semibold">
				{title}
			</h2>
			<ul className="mt-2 space-y-2">
				{items.map((e) => (
					<li key={e.id}>
						{href ? (
							<a href={href(e.id)} className="font-mono text-sm">
								{e.id}
							</a>
						) : (
							<span className="font-mono text-sm font-semibold">{e.id}</span>
						)}
						{e.description ? <p className="text-sm text-muted">{e.description}</p> : null}
					</li>
				))}
			</ul>
		</section>
	);
}

export default function TaskPage({ loaderData: d }: Route.ComponentProps) {
	const { task } = d;
	const placeholder = !task || task.isPlaceholder;
	return (
		<div className="space-y-8">
			<header>
				<p className="text-sm text-muted">
					<a href="/tasks">Tasks</a>
				</p>
				<h1 className="text-3xl font-bold">{d.label}</h1>
				{task?.summary ? <p className="mt-2 max-w-3xl text-lg text-muted">{task.summary}</p> : null}
				<p className="mt-3 flex flex-wrap gap-3 text-sm">
					<a href={facetHref("model", "pipeline_tag", d.id)}>Browse {d.label} models</a>
					<a href={facetHref("dataset", "task_categories", d.id)}>Browse datasets</a>
				</p>
			</header>

			{d.canonical ? (
				<p role="note" className="rounded-lg border border-border bg-surface p-3">
					This task is covered in depth on the <a href={`/tasks/${d.canonical.id}`}>{d.canonical.label}</a> page.
				</p>
			) : null}

			{placeholder ? (
				<div role="note" className="rounded-lg border border-border bg-warn-bg p-4 text-warn-fg">
					<p className="font-semibold">This task page is a placeholder.</p>
					<p className="mt-1">
						Nobody has written it yet. You can: a task page is a folder with a <code>data.json</code> and an{" "}
						<code>about.md</code> —{" "}
						<a href={d.contributeUrl} className="text-warn-fg underline">
							contribute it on GitHub
						</a>{" "}
						(see{" "}
						<a href="/docs/tasks" className="text-warn-fg underline">
							the tasks guide
						</a>
						).
					</p>
				</div>
			) : null}

			{task && (task.demo.inputs.length || task.demo.outputs.length) ? (
				<section aria-labelledby="demo" className="rounded-lg border border-border p-4">
					<h2 id="demo" className="text-lg font-semibold">
						Example
					</h2>
					<div className="mt-3 grid gap-6 md:grid-cols-2">
						<div>
							<h3 className="text-sm font-semibold text-muted">Input</h3>
							<div className="mt-2 space-y-3">
								{task.demo.inputs.map((e, i) => (
									<TaskDemoItem key={i} entry={e} assetBase={d.assetBase} />
								))}
							</div>
						</div>
						<div>
							<h3 className="text-sm font-semibold text-muted">Output</h3>
							<div className="mt-2 space-y-3">
								{task.demo.outputs.map((e, i) => (
									<TaskDemoItem key={i} entry={e} assetBase={d.assetBase} />
								))}
							</div>
						</div>
					</div>
				</section>
			) : null}

			{task ? (
				<div className="grid gap-8 md:grid-cols-2">
					<Examples title="Models for this task" items={task.models} href={(id) => `/${id}`} />
					<Examples title="Datasets" items={task.datasets} href={(id) => `/datasets/${id}`} />
					<Examples title="Spaces" items={task.spaces} href={(id) => `/spaces/${id}`} />
					<Examples title="Metrics" items={task.metrics} />
					{task.widgetModels.length ? (
						<section aria-labelledby="widget-models">
							<h2 id="widget-models" className="text-lg font-semibold">
								Widget models
							</h2>
							<ul className="mt-2 space-y-1">
								{task.widgetModels.map((m) => (
									<li key={m}>
										<a href={`/${m}`} className="font-mono text-sm">
											{m}
										</a>
									</li>
								))}
							</ul>
						</section>
					) : null}
					<section aria-labelledby="libraries">
						<h2 id="libraries" className="text-lg font-semibold">
							Libraries
						</h2>
						{d.libraries.length ? (
							<ul className="mt-2 flex flex-wrap gap-2">
								{d.libraries.map((l) => (
									<li key={l.key}>
										<a href={`/libraries/${l.key}`} className="rounded-md border border-border px-2 py-1 text-sm">
											{l.label}
										</a>
									</li>
								))}
							</ul>
						) : (
							<p className="mt-2 text-sm text-muted">No library is registered for this task yet.</p>
						)}
					</section>
				</div>
			) : null}

			{task?.youtubeId ? (
				<section aria-labelledby="video">
					<h2 id="video" className="text-lg font-semibold">
						Video
					</h2>
					<div className="mt-2">
						<VideoEmbed youtubeId={task.youtubeId} title={`${d.label} explained`} />
					</div>
				</section>
			) : null}

			{d.about ? (
				<section aria-labelledby="about">
					<h2 id="about" className="text-lg font-semibold">
						About {d.label}
					</h2>
					<div className="prose-atrium mt-2 max-w-3xl" dangerouslySetInnerHTML={{ __html: d.about }} />
				</section>
			) : null}
		</div>
	);
}
