import { buttonVariants } from "./ui/button.ts";
import { ModelSearch } from "./model-search.tsx";

/** A helpful error page: what happened, and where to go from here. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
	const notFound = status === 404;
	return (
		<div data-slot="error-page" className="mx-auto max-w-2xl py-12">
			<title>{notFound ? "Page not found — Atrium" : "Error — Atrium"}</title>
			<p className="text-sm font-semibold text-muted">Error {status}</p>
			<h1 className="mt-1 text-3xl font-bold">{notFound ? "This page does not exist" : "Something went wrong"}</h1>
			<p className="mt-3 text-muted">
				{message ??
					(notFound
						? "The address may be mistyped, or the repository may have been renamed, deleted or made private."
						: "The hub could not answer this request. Try again in a moment; if it keeps failing, the server log says why.")}
			</p>
			<ModelSearch
				id="error-search"
				formClassName="mt-6 flex max-w-md gap-2"
				inputClassName="h-10 flex-1 rounded-md border border-border bg-surface px-3 text-fg placeholder:text-muted"
				buttonClassName={buttonVariants({ variant: "primary" })}
			/>
			<ul className="mt-6 space-y-1">
				<li>
					<a href="/">Home</a>
				</li>
				<li>
					<a href="/models">Browse models</a>, <a href="/datasets">datasets</a> or <a href="/spaces">spaces</a>
				</li>
				<li>
					<a href="/tasks">Tasks</a> and <a href="/libraries">libraries</a>
				</li>
				<li>
					<a href="/docs">Documentation</a>
				</li>
			</ul>
		</div>
	);
}
