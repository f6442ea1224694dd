/** One model library of the registry. Data only: see `./registry.ts`. */
export interface LibraryEntry {
	/** Display name, e.g. "Sentence Transformers". */
	prettyLabel: string;
	/** Name of the library's code repository. */
	repoName: string;
	/** Where the library's code lives. */
	repoUrl: string;
	/** Documentation of the library, or of its integration with the hub. */
	docsUrl?: string;
	/** Whether the model list offers this library as a filter. */
	filter: boolean;
	/**
	 * Which file requests count as a download of a model of this library, in the download-count
	 * query language (`../downloads.ts`). Absent: the default counted files apply.
	 */
	countDownloads?: string;
}
