import { LIBRARIES, tasksForLibrary, type LibraryKey } from "@atrium/tasks";
import type { Route } from "./+types/list";
import { buttonVariants } from "../../components/ui/button.ts";
import { enhancementOnly } from "../../lib/page-script.ts";

// The search filters as the reader types with the enhancement script (`live-filters.ts`).
export const handle = enhancementOnly;

export const meta: Route.MetaFunction = () => [
	{ title: "Libraries — Atrium" },
	{
		name: "description",
		content: "The model libraries Atrium knows: what they are, where their docs live, which tasks they serve.",
	},
];

export function loader({ request }: Route.LoaderArgs) {
	const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
	const libraries = Object.entries(LIBRARIES)
		.map(([key, lib]) => ({ key, label: lib.prettyLabel, tasks: tasksForLibrary(key as LibraryKey).length }))
		.sort((a, b) => a.label.localeCompare(b.label, "en", { sensitivity: "base" }));
	return { q, libraries };
}

function matches(lib: { key: string; label: string }, q: string): boolean {
	const needle = q.toLowerCase();
	return !needle || lib.key.toLowerCase().includes(needle) || lib.label.toLowerCase().includes(needle);
}

export default function LibraryList({ loaderData }: Route.ComponentProps) {
	const { q } = loaderData;
	const shown = loaderData.libraries.filter((l) => matches(l, q));
	return (
		<div>
			<h1 className="text-3xl font-bold">Libraries</h1>
			<p className="mt-2 max-w-2xl text-muted">
				The {loaderData.libraries.length} model libraries the hub knows. A model names its library in the{" "}
				<code>library_name</code> of its card; the library decides the usage snippets and which files count as
				downloads. <a href="/docs/libraries">How to add one</a>.
			</p>
			<form method="get" role="search" data-live-filter="" className="mt-4 flex max-w-md gap-2">
				<label htmlFor="library-search" className="sr-only">
					Search libraries
				</label>
				<input
					id="library-search"
					name="q"
					type="search"
					defaultValue={q}
					placeholder="Search libraries"
					className="h-10 flex-1 rounded-md border border-border bg-surface px-3 text-fg placeholder:text-muted"
				/>
				<button type="submit" className={buttonVariants({ variant: "primary" })}>
					Search
				</button>
			</form>
			<p role="status" className="mt-3 text-sm text-muted" data-live-region="count">
				{shown.length} {shown.length === 1 ? "library" : "libraries"}
			</p>
			<ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4" data-live-region="results">
				{shown.map((l) => (
					<li key={l.key} className="rounded-lg border border-border bg-surface px-3 py-2">
						<a href={`/libraries/${l.key}`} className="font-medium">
							{l.label}
						</a>
						<p className="font-mono text-xs text-muted">
							{l.key}
							{l.tasks ? ` · ${l.tasks} task${l.tasks === 1 ? "" : "s"}` : ""}
						</p>
					</li>
				))}
			</ul>
		</div>
	);
}
