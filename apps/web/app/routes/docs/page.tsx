import { data } from "react-router";
import { siteContext } from "../../lib/api-context.ts";
import { docPage, docsIndex, editUrlOf } from "../../lib/docs.server.ts";
import type { Route } from "./+types/page";
import { enhancementOnly } from "../../lib/page-script.ts";

/** Read-only: links and forms only, so no framework (decision 049). */
export const handle = enhancementOnly;

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
	{ title: d ? `${d.page.title} — Atrium docs` : "Docs — Atrium" },
	...(d ? [{ name: "description", content: d.page.description }] : []),
];

export function loader({ params, context }: Route.LoaderArgs) {
	const slug = (params["*"] ?? "").replace(/^\/+|\/+$/g, "").replace(/\.md$/, "");
	const page = docPage(slug);
	if (!page)
		throw data({ message: `There is no documentation page “${slug}”. The docs home lists them all.` }, { status: 404 });
	const { repositoryUrl } = context.get(siteContext);
	return {
		page: {
			title: page.title,
			description: page.description,
			html: page.html,
			toc: page.toc.filter((t) => t.depth >= 2 && t.depth <= 3),
			slug: page.slug,
		},
		editUrl: editUrlOf(page, repositoryUrl),
		nav: docsIndex().map((d) => ({ slug: d.slug, title: d.title })),
	};
}

export default function DocsPage({ loaderData: d }: Route.ComponentProps) {
	return (
		<div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)_14rem]">
			<nav aria-label="Documentation" className="lg:sticky lg:top-20 lg:self-start">
				<p className="mb-2 text-sm font-semibold text-muted">Documentation</p>
				<ul className="space-y-1 text-sm">
					{d.nav.map((n) => (
						<li key={n.slug}>
							<a
								href={n.slug ? `/docs/${n.slug}` : "/docs"}
								aria-current={n.slug === d.page.slug ? "page" : undefined}
								className={`block rounded-md px-2 py-1 no-underline hover:bg-surface-2 ${n.slug === d.page.slug ? "bg-accent-soft font-semibold text-fg" : "text-fg"}`}
							>
								{n.title}
							</a>
						</li>
					))}
				</ul>
			</nav>
			<article className="min-w-0">
				<div className="prose-atrium" dangerouslySetInnerHTML={{ __html: d.page.html }} />
				<p className="mt-10 border-t border-border pt-4 text-sm">
					<a href={d.editUrl} rel="noopener">
						Update on GitHub
					</a>
				</p>
			</article>
			{d.page.toc.length ? (
				<nav aria-label="On this page" className="hidden lg:sticky lg:top-20 lg:block lg:self-start">
					<p className="mb-2 text-sm font-semibold text-muted">On this page</p>
					<ul className="space-y-1 text-sm">
						{d.page.toc.map((t) => (
							<li key={t.id} className={t.depth === 3 ? "pl-3" : ""}>
								<a href={`#${t.id}`} className="text-fg">
									{t.text}
								</a>
							</li>
						))}
					</ul>
				</nav>
			) : null}
		</div>
	);
}
