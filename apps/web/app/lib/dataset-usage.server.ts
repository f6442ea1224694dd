import type { DatasetSnippets } from "@atrium/hub-api";
import type { ApiFetch } from "./api-context.ts";
import { highlightCode } from "./highlight.server.ts";
import { languageLabel } from "./snippet-labels.ts";

/** One "use this dataset" snippet ready to show: labelled, highlighted, with its library's documentation. */
export interface ShownDatasetSnippet {
	label: string;
	code: string;
	html: string;
	docsUrl: string | null;
}

/** The dataset's snippets from `GET /api/datasets/{id}/snippets`, highlighted on the server; empty when the hub says nothing. */
export async function datasetUsage(apiFetch: ApiFetch, id: string): Promise<ShownDatasetSnippet[]> {
	const response = await apiFetch(`/api/datasets/${id.split("/").map(encodeURIComponent).join("/")}/snippets`, {
		headers: { accept: "application/json" },
	});
	if (!response.ok) return [];
	const body = (await response.json()) as DatasetSnippets;
	return body.snippets.map((snippet) => ({
		label: `${snippet.label} — ${snippet.title} (${languageLabel(snippet.language)})`,
		code: snippet.code,
		html: highlightCode(snippet.code, snippet.language),
		docsUrl: snippet.docsUrl,
	}));
}
