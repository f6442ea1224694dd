import { createContext, type RouterContext } from "react-router";
import type { CardRenderer } from "./card-renderer.ts";

/** Calls the hub API: a path such as `/api/models?limit=10`, resolved by the host process. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** What the host process gives the site: the API and the site's settings. */
export interface SiteContext {
	apiFetch: ApiFetch;
	/** Repository the "Update on GitHub" links point into, e.g. `https://github.com/atrium-hub/atrium`. */
	repositoryUrl: string;
	/** URL prefix of the task demo assets, e.g. `/task-assets`. */
	taskAssetsPath: string;
	/** This page's Content-Security-Policy nonce, for inline scripts (set per request by the handler). */
	nonce?: string;
	/** Renders untrusted markdown (cards) off the event loop, within budgets. */
	cards: CardRenderer;
}

// The handler (plain Node) and the server build (bundled by Vite) each hold a copy of this module;
// a router context is matched by identity, so both copies share one key through globalThis.
const KEY = Symbol.for("atrium.web.siteContext");
const registry = globalThis as unknown as Record<symbol, RouterContext<SiteContext> | undefined>;

/** Router context carrying the {@link SiteContext} to loaders and actions. */
export const siteContext: RouterContext<SiteContext> = (registry[KEY] ??= createContext<SiteContext>());
