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
	/** The `library_name` the model declares, known to the registry or not. */
	declaredLibrary: string | null;
	snippets: ShownSnippet[];
	localApps: ShownLocalApp[];
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

/** A local app that can run the model: a deep link into the app, or commands to copy. */
export interface ShownLocalApp {
	key: string;
	label: string;
	docsUrl: string;
	macOSOnly: boolean;
	deepLink?: string;
	/** On a self-hosted hub: how the app reaches it, or that it cannot. */
	hubNote?: string;
	snippets: ShownSnippet[];
}
