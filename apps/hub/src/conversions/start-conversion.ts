import { join } from "node:path";
import type { OpenHub } from "../main.ts";
import { type EndedConversion, ParquetConverter } from "./parquet-converter.ts";

/** How often the serving hub's primary looks for datasets to convert. */
export const CONVERSION_POLL_MS = 2000;

/**
 * Starts the Parquet converter of a serving hub (decision 042), in the primary process only, so one
 * process per hub converts and its DuckDB memory is counted once; the job leases keep hubs that share
 * a database from converting one head twice. Its files live in `<data>/parquet-conversion/`. Returns
 * the stop function. Every ended job is logged as one line ({@link conversionEndedLine}).
 */
export function startParquetConversion(hub: OpenHub): () => Promise<void> {
	const converter = new ParquetConverter({
		db: hub.db,
		storage: hub.storage,
		config: hub.config,
		workDir: join(hub.dataDir, "parquet-conversion"),
		onJobEnded: (ended) => console.log(`[atrium] ${conversionEndedLine(ended)}`),
	});
	converter.start(CONVERSION_POLL_MS, (error) => console.error("[atrium] Parquet conversion failed:", error));
	return () => converter.stop();
}

/**
 * The log line of an ended conversion job: `Parquet conversion of <dataset> at <commit>: <done|failed|retry>`,
 * with the reason when it did not convert. Operators read it; the browser tests wait for it.
 */
export function conversionEndedLine({ repoId, sourceCommit, outcome }: EndedConversion): string {
	const reason = outcome.kind === "done" ? (outcome.note ?? "") : outcome.error;
	return `Parquet conversion of ${repoId ?? "a deleted dataset"} at ${sourceCommit.slice(0, 12)}: ${outcome.kind}${reason ? ` (${reason})` : ""}`;
}
