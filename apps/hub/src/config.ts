/** Settings of a running hub. Built by `main.ts` from the environment and flags; tests build their own. */
export interface HubConfig {
	/** Public base URL clients use (`HF_ENDPOINT`); every URL in responses is built from it. No trailing slash. */
	publicUrl?: string;
	/** Where inference snippets point by default. */
	inferenceUrl?: string;
	/** How long (ms) a (repo, file, client) request pair counts as one download. */
	downloadDedupWindowMs?: number;
	/** How often (ms) buffered download counts are written to the database. */
	downloadFlushIntervalMs?: number;
}
