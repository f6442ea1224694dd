/** A snippet ready to show: labelled, highlighted, or a notice when it is a fallback text. */
export interface ShownSnippet {
	label: string;
	language: string;
	code: string;
	html: string;
	/** A fallback text (language `text`), shown as a notice rather than as code. */
	notice: boolean;
}

/** The "Use this model" and inference data of a model page. */
export interface ModelUsage {
	library: { key: string; label: string; docsUrl?: string; repoUrl: string } | null;
	snippets: ShownSnippet[];
	inference: {
		providers: string[];
		provider: string;
		streaming: boolean;
		billTo: string;
		languages: { language: string; label: string; clients: { client: string; code: string; html: string }[] }[];
		language: string;
		client: string;
	};
}
