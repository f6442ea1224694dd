import { useEffect } from "react";
import {
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useLocation,
	useMatches,
	useRouteLoaderData,
} from "react-router";
import { ErrorPage } from "./components/error-page.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { siteContext } from "./lib/api-context.ts";
import { csrfTokenOf, getViewer } from "./lib/viewer.server.ts";
import { themeFromCookie, type ThemeChoice } from "./lib/theme.ts";
import { pageScriptOf } from "./lib/page-script.ts";
import stylesheet from "./styles/app.css?url";
import enhancementScript from "./enhance/enhance.ts?enhancement-script";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
	{ rel: "stylesheet", href: stylesheet },
	{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
	const { apiFetch } = context.get(siteContext);
	return {
		theme: themeFromCookie(request.headers.get("cookie")),
		viewer: await getViewer(apiFetch, request),
		csrf: csrfTokenOf(request),
	};
}

export function Layout({ children }: { children: React.ReactNode }) {
	const data = useRouteLoaderData<typeof loader>("root");
	const theme: ThemeChoice = data?.theme ?? "system";
	const script = pageScriptOf(useMatches(), typeof document !== "undefined");
	return (
		<html lang="en" data-theme={theme === "system" ? undefined : theme}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="color-scheme" content="light dark" />
				<Meta />
				<Links />
			</head>
			<body className="min-h-screen bg-bg font-sans text-fg antialiased">
				<a
					href="#main"
					className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-fg"
				>
					Skip to content
				</a>
				<SiteHeader theme={theme} viewer={data?.viewer ?? null} />
				<main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none">
					{children}
				</main>
				<footer className="border-t border-border">
					<div className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted">
						<span>Atrium — an open, self-hostable model hub.</span>
						<a href="/docs">Docs</a>
						<a href="/api/openapi.json">API (OpenAPI)</a>
						<a href="/libraries">Libraries</a>
					</div>
				</footer>
				{script === "framework" ? (
					<>
						<ScrollRestoration />
						<Scripts />
					</>
				) : (
					<script src={enhancementScript} defer />
				)}
			</body>
		</html>
	);
}

export default function App() {
	// Marks the page interactive (tests wait for it before using JavaScript-only behaviour).
	useEffect(() => {
		document.documentElement.dataset.hydrated = "true";
	}, []);
	// Names the location whose page is on screen, set once that page has rendered: a client-side
	// navigation changes the address bar before the new page commits, so tests wait for this instead.
	const location = useLocation();
	useEffect(() => {
		document.documentElement.dataset.shown = location.pathname + location.search;
	}, [location.pathname, location.search]);
	return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error)) {
		const message = (error.data as { message?: unknown } | undefined)?.message;
		return <ErrorPage status={error.status} message={typeof message === "string" ? message : undefined} />;
	}
	return <ErrorPage status={500} />;
}
