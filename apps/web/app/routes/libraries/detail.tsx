import { DEFAULT_COUNTED_FILES, tasksForLibrary, type LibraryKey } from "@atrium/tasks";
import { data } from "react-router";
import { RepoCard } from "../../components/repo-card.tsx";
import { siteContext } from "../../lib/api-context.ts";
import { listRepos } from "../../lib/hub-api.server.ts";
import { libraryEntry } from "../../lib/libraries.server.ts";
import { parseListState } from "../../lib/list-query.ts";
import { taskLabel } from "../../lib/task-groups.ts";
import type { Route } from "./+types/detail";
import { enhancementOnly } from "../../lib/page-script.ts";

/** Read-only: links and forms only, so no framework (decision 049). */
export const handle = enhancementOnly;

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `${d.label} — Libraries — Atrium` : "Library — Atrium" },
	...(d ? [{ name: "description", content: `${d.label}: links, the tasks it serves and its models on Atrium.` }] : []),
];

export async function loader({ params, context }: Route.LoaderArgs) {
	const key = params.key;
	const lib = libraryEntry(key);
	if (!lib) {
		throw data(
			{ message: `Atrium has no library “${key}”. The list of libraries has every one it knows.` },
			{ status: 404 },
		);
	}
	const { apiFetch } = context.get(siteContext);
	const models = await listRepos(apiFetch, "model", { ...parseListState(new URLSearchParams()), library: key }, 12);
	return {
		key,
		label: lib.prettyLabel,
		repoUrl: lib.repoUrl,
		repoName: lib.repoName,
		docsUrl: lib.docsUrl ?? null,
		filter: lib.filter,
		countDownloads: lib.countDownloads ?? null,
		defaultCounted: DEFAULT_COUNTED_FILES.join(", "),
		tasks: tasksForLibrary(key as LibraryKey).map((t) => ({ id: t, label: taskLabel(t) })),
		models: models.items.map((m) => ({ ...m, taskLabel: taskLabel(m.pipeline_tag) })),
		more: models.nextCursor !== null,
	};
}

export default function LibraryPage({ loaderData: d }: Route.ComponentProps) {
	return (
		<div className="space-y-8">
			<header>
				<p className="text-sm text-muted">
					<a href="/libraries">Libraries</a>
				</p>
				<h1 className="text-3xl font-bold">{d.label}</h1>
				<p className="mt-1 font-mono text-sm text-muted">library_name: {d.key}</p>
				<ul className="mt-3 flex flex-wrap gap-4 text-sm">
					{d.docsUrl ? (
						<li>
							<a href={d.docsUrl} rel="noopener">
								Documentation
							</a>
						</li>
					) : null}
					<li>
						<a href={d.repoUrl} rel="noopener">
							Source code ({d.repoName})
						</a>
					</li>
					<li>
						<a href={`/models?library=${encodeURIComponent(d.key)}`}>All {d.label} models</a>
					</li>
				</ul>
			</header>
			<section aria-labelledby="tasks">
				<h2 id="tasks" className="text-lg font-semibold">
					Tasks it serves
				</h2>
				{d.tasks.length ? (
					<ul className="mt-2 flex flex-wrap gap-2">
						{d.tasks.map((t) => (
							<li key={t.id}>
								<a href={`/tasks/${t.id}`} className="rounded-md border border-border px-2 py-1 text-sm">
									{t.label}
								</a>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-sm text-muted">No task is registered for this library.</p>
				)}
			</section>
			<section aria-labelledby="downloads">
				<h2 id="downloads" className="text-lg font-semibold">
					What counts as a download
				</h2>
				<p className="mt-2 text-sm">
					{d.key === "diffusers" ? (
						<>
							A request for <code className="rounded bg-code-bg px-1 font-mono">model_index.json</code>,{" "}
							<code className="rounded bg-code-bg px-1 font-mono">modular_model_index.json</code>, or a{" "}
							<code className="rounded bg-code-bg px-1 font-mono">.safetensors</code>,{" "}
							<code className="rounded bg-code-bg px-1 font-mono">.ckpt</code> or{" "}
							<code className="rounded bg-code-bg px-1 font-mono">.bin</code> file at the root.
						</>
					) : d.countDownloads ? (
						<>
							A request for a file matching{" "}
							<code className="rounded bg-code-bg px-1 font-mono">{d.countDownloads}</code>.
						</>
					) : (
						<>The default set of files: {d.defaultCounted}.</>
					)}{" "}
					A <code className="rounded bg-code-bg px-1 font-mono">.gguf</code> file always counts.{" "}
					<a href="/docs/download-counting">How downloads are counted</a>.
				</p>
			</section>
			<section aria-labelledby="models">
				<h2 id="models" className="text-lg font-semibold">
					Models
				</h2>
				{d.models.length ? (
					<ul className="mt-3 grid gap-3 md:grid-cols-2">
						{d.models.map((m) => (
							<li key={m.id}>
								<RepoCard kind="model" repo={m} taskLabel={m.taskLabel} />
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-sm text-muted">No model on this hub uses {d.label} yet.</p>
				)}
				{d.more ? (
					<p className="mt-3">
						<a href={`/models?library=${encodeURIComponent(d.key)}`}>See all</a>
					</p>
				) : null}
			</section>
		</div>
	);
}
