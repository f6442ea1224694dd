/**
 * Fetching another page's regions for a page the framework does not hydrate: the page at a URL,
 * parsed, and one region replaced by its counterpart while keeping what the reader typed.
 */

/** The page at `url` as a document, and the URL it came from (after redirects). */
export async function fetchPage(url: URL, signal: AbortSignal): Promise<{ page: Document; url: URL }> {
	const response = await fetch(url, { signal, headers: { accept: "text/html" } });
	if (!response.ok) throw new Error(`HTTP ${response.status}`);
	const page = new DOMParser().parseFromString(await response.text(), "text/html");
	return { page, url: response.redirected ? new URL(response.url) : url };
}

/** The element of `page` that `attribute` names `name`, if any. */
export function regionOf(page: ParentNode, attribute: string, name: string): HTMLElement | undefined {
	return [...page.querySelectorAll<HTMLElement>(`[${attribute}]`)].find(
		(candidate) => candidate.getAttribute(attribute) === name,
	);
}

/** Puts `fresh`'s content in `region`, keeping the reader's unsent edits of its fields. */
export function replaceRegion(region: HTMLElement, fresh: HTMLElement): void {
	const edits = editedFields(region);
	const doc = region.ownerDocument;
	region.replaceChildren(...[...fresh.childNodes].map((node) => doc.importNode(node, true)));
	restoreFields(region, edits);
}

/** A field the reader changed and has not sent: its value, or whether it is ticked. */
type Edit = { name: string; value: string } | { name: string; checked: boolean };

/** The visible fields of `region` whose state differs from the page as served, by name. */
function editedFields(region: Element): Edit[] {
	const edits: Edit[] = [];
	for (const field of region.querySelectorAll<HTMLInputElement>("input[name]:not([type=hidden])")) {
		if (field.type === "checkbox" || field.type === "radio") {
			if (field.checked !== field.defaultChecked) edits.push({ name: field.name, checked: field.checked });
		} else if (field.value !== field.defaultValue) edits.push({ name: field.name, value: field.value });
	}
	return edits;
}

/** Puts the reader's unsent edits back on the fields of the same name in the swapped-in region. */
function restoreFields(region: Element, edits: readonly Edit[]): void {
	for (const edit of edits) {
		const field = [...region.querySelectorAll<HTMLInputElement>("input[name]")].find((f) => f.name === edit.name);
		if (!field) continue;
		if ("checked" in edit) field.checked = edit.checked;
		else field.value = edit.value;
	}
}
