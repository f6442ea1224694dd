import { fetchPage, regionOf, replaceRegion } from "./page-regions.ts";

/** How long the reader may pause in a text field before the list follows what they typed. */
const TYPING_PAUSE_MS = 300;

/**
 * Forms that filter a page as the reader changes them (`form[data-live-filter]`, sent with GET,
 * such as a list's facets). A choice sends the form at once, typing once the reader pauses, and
 * sending it does the same: the page the form names is fetched, and each of its
 * `[data-live-region=<name>]` elements replaces this page's one of the same name (the results, the
 * count). The form itself stays, with the reader's focus. The address follows with `replaceState`:
 * the address the answer gives as its own (`data-live-address`, a path on this origin) when it gives
 * one. Anything that goes wrong loads the page instead.
 */
export function enhanceLiveFilters(doc: Document, afterSwap: () => void): void {
	let inFlight: AbortController | undefined;
	let pending: ReturnType<typeof setTimeout> | undefined;

	async function refresh(form: HTMLFormElement): Promise<void> {
		inFlight?.abort();
		const controller = new AbortController();
		inFlight = controller;
		const url = filterUrl(form);
		const regions = [...doc.querySelectorAll<HTMLElement>("[data-live-region]")];
		for (const region of regions) region.setAttribute("aria-busy", "true");
		try {
			const answer = await fetchPage(url, controller.signal);
			const pairs = regions.map((region) => {
				const name = region.dataset.liveRegion ?? "";
				const fresh = regionOf(answer.page, "data-live-region", name);
				if (!fresh) throw new Error(`the answer has no region ${name}`);
				return [region, fresh] as const;
			});
			if (controller.signal.aborted) return;
			for (const [region, fresh] of pairs) replaceRegion(region, fresh);
			history.replaceState(history.state, "", ownAddressOf(answer.page, answer.url));
			afterSwap();
		} catch (error) {
			if (controller.signal.aborted) return;
			console.warn("Loading the page instead of filtering in place:", error);
			location.assign(url);
		} finally {
			if (inFlight === controller) for (const region of regions) region.setAttribute("aria-busy", "false");
		}
	}

	const schedule = (form: HTMLFormElement, delayMs: number): void => {
		clearTimeout(pending);
		inFlight?.abort();
		pending = setTimeout(() => void refresh(form), delayMs);
	};

	doc.addEventListener("input", (event) => {
		const field = event.target;
		const form = field instanceof Element ? field.closest<HTMLFormElement>("form[data-live-filter]") : null;
		if (!form) return;
		const typing = field instanceof HTMLInputElement && (field.type === "search" || field.type === "text");
		schedule(form, typing ? TYPING_PAUSE_MS : 0);
	});

	doc.addEventListener("submit", (event) => {
		const form = event.target;
		if (!(form instanceof HTMLFormElement) || !form.matches("form[data-live-filter]")) return;
		event.preventDefault();
		schedule(form, 0);
	});
}

/** The URL a GET form names, with its filled fields only (trimmed), as the list pages write them. */
function filterUrl(form: HTMLFormElement): URL {
	const url = new URL(form.action, location.href);
	const query = new URLSearchParams();
	for (const [key, value] of new FormData(form)) {
		const text = typeof value === "string" ? value.trim() : "";
		if (text) query.append(key, text);
	}
	url.search = query.toString();
	url.hash = "";
	return url;
}

/** The address a page gives as its own (`data-live-address`) if it is on this origin, else `fallback`. */
function ownAddressOf(page: Document, fallback: URL): URL {
	const address = page.querySelector("[data-live-address]")?.getAttribute("data-live-address");
	if (!address) return fallback;
	const own = new URL(address, fallback);
	return own.origin === fallback.origin ? own : fallback;
}
