import { isPlainClick } from "../lib/plain-click.ts";
import { followTabKey } from "../lib/tab-keys.ts";
import { fetchPage, regionOf, replaceRegion } from "./page-regions.ts";

/**
 * Regions of a page that switch in place (`[data-swap-region=<name>]`, such as the inference
 * snippets). A link to the same page inside one, or a GET form there, fetches the page it names and
 * puts that page's region of the same name in place of this one; the address follows with
 * `replaceState`. Tabs in a region also follow the arrow keys, Home and End. Anything that goes
 * wrong (a network error, an answer without the region) falls back to loading the page.
 */
export function enhanceSwapRegions(doc: Document, afterSwap: (region: Element) => void): void {
	let inFlight: AbortController | undefined;

	async function swap(region: HTMLElement, url: URL, focusId: string | null): Promise<void> {
		inFlight?.abort();
		const controller = new AbortController();
		inFlight = controller;
		try {
			const { page } = await fetchPage(url, controller.signal);
			const name = region.dataset.swapRegion ?? "";
			const fresh = regionOf(page, "data-swap-region", name);
			if (!fresh) throw new Error(`the answer has no region ${name}`);
			if (controller.signal.aborted) return;
			// Focus follows the control only if the reader has not gone elsewhere while the page came.
			const focusStays = doc.activeElement === doc.body || region.contains(doc.activeElement);
			replaceRegion(region, fresh);
			history.replaceState(history.state, "", url);
			afterSwap(region);
			if (focusId && focusStays) doc.getElementById(focusId)?.focus();
		} catch (error) {
			if (controller.signal.aborted) return;
			console.warn("Loading the page instead of switching in place:", error);
			location.assign(url);
		}
	}

	doc.addEventListener("click", (event) => {
		if (!isPlainClick(event)) return;
		const link = (event.target as Element | null)?.closest?.("a[href]");
		const region = link?.closest<HTMLElement>("[data-swap-region]");
		if (!(link instanceof HTMLAnchorElement) || !region) return;
		const url = new URL(link.href);
		if (url.origin !== location.origin || url.pathname !== location.pathname) return;
		event.preventDefault();
		void swap(region, url, doc.activeElement === link ? link.id || null : null);
	});

	doc.addEventListener("submit", (event) => {
		const form = event.target;
		const region = form instanceof HTMLFormElement ? form.closest<HTMLElement>("[data-swap-region]") : null;
		if (!(form instanceof HTMLFormElement) || !region || form.method.toLowerCase() !== "get") return;
		const url = new URL(form.action, location.href);
		if (url.origin !== location.origin || url.pathname !== location.pathname) return;
		const query = new URLSearchParams();
		for (const [key, value] of new FormData(form)) if (typeof value === "string") query.append(key, value);
		url.search = query.toString();
		url.hash = region.id;
		event.preventDefault();
		void swap(region, url, event.submitter?.id || null);
	});

	doc.addEventListener("keydown", (event) => {
		const tablist = (event.target as Element | null)?.closest?.('[data-swap-region] [role="tablist"]');
		if (tablist) followTabKey(event, tablist);
	});
}
