import { NavLink } from "react-router";
import type { ThemeChoice } from "../lib/theme.ts";
import { AccountMenu } from "./account-menu.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { ModelSearch } from "./model-search.tsx";

const NAV = [
	{ to: "/models", label: "Models" },
	{ to: "/datasets", label: "Datasets" },
	{ to: "/spaces", label: "Spaces" },
	{ to: "/tasks", label: "Tasks" },
	{ to: "/libraries", label: "Libraries" },
	{ to: "/docs", label: "Docs" },
];

/** The top bar: name, search, sections, the theme toggle and the account links. */
export function SiteHeader({
	theme,
	viewer,
}: {
	theme: ThemeChoice;
	viewer: { name: string; isAdmin: boolean } | null;
}) {
	return (
		<header data-slot="site-header" className="z-20 border-b border-border bg-bg/95 backdrop-blur sm:sticky sm:top-0">
			<div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
				<a href="/" className="flex items-center gap-2 text-lg font-bold text-fg no-underline">
					<span aria-hidden="true" className="grid h-7 w-7 place-items-center rounded-md bg-accent text-accent-fg">
						A
					</span>
					Atrium
				</a>
				<ModelSearch
					id="site-search"
					formClassName="order-3 w-full sm:order-none sm:w-auto sm:flex-1"
					inputClassName="h-9 w-full max-w-md rounded-md border border-border bg-surface px-3 text-sm text-fg placeholder:text-muted"
				/>
				<nav aria-label="Sections" className="order-2 ml-auto sm:order-none">
					<ul className="flex flex-wrap items-center gap-1 text-sm">
						{NAV.map((item) => (
							<li key={item.to}>
								{/* Every section is a page without the framework (decision 049): even from a page the
								    framework runs, it opens as a document, so its enhancement script runs. */}
								<NavLink
									to={item.to}
									reloadDocument
									className={({ isActive }) =>
										`rounded-md px-2 py-1.5 no-underline hover:bg-surface-2 ${isActive ? "font-semibold text-fg" : "text-muted"}`
									}
								>
									{item.label}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>
				<ThemeToggle theme={theme} />
				<AccountMenu viewer={viewer} />
			</div>
		</header>
	);
}
