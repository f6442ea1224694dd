import type { UIMatch } from "react-router";

/**
 * What script a page's document loads.
 * - `framework`: React and the router, which hydrate the page (client-side navigation, state).
 * - `enhancement`: no framework; one small script (`app/enhance/`) adds what the server-rendered
 *   page does not do alone (copy buttons, tabs switched in place). Every link and form works
 *   without it.
 */
export type PageScript = "framework" | "enhancement";

/** A route module's `handle` may say which script its documents load (`framework` if it does not). */
export interface PageScriptHandle {
	pageScript?: (routeId: string) => PageScript;
}

/** The handle of a route whose every page works with the enhancement script alone. */
export const enhancementOnly: PageScriptHandle = { pageScript: () => "enhancement" };

/**
 * The script a document loads: `enhancement` only when every matched route that says anything
 * asks for it. Only the server's first render decides: once the framework runs in the browser, it
 * renders every page it navigates to itself, so it keeps rendering `framework`.
 */
export function pageScriptOf(matches: readonly Pick<UIMatch, "id" | "handle">[], inBrowser: boolean): PageScript {
	if (inBrowser) return "framework";
	let asked: PageScript = "framework";
	for (const match of matches) {
		const choose = (match.handle as PageScriptHandle | undefined)?.pageScript;
		if (!choose) continue;
		if (choose(match.id) === "framework") return "framework";
		asked = "enhancement";
	}
	return asked;
}
