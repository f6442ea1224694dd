import { join } from "node:path";
import type { OpenHub } from "../main.ts";
import { ParquetConverter } from "./parquet-converter.ts";

/** How often the serving hub's primary looks for datasets to convert. */
export const CONVERSION_POLL_MS = 2000;

/**
 * Starts the Parquet converter of a serving hub (decision 042), in the primary process only, so one
 * process per hub converts and its DuckDB memory is counted once; the job leases keep hubs that share
 * a database from converting one head twice. Its files live in `<data>/parquet-conversion/`. Returns
 * the stop function.
 */
export function startParquetConversion(hub: OpenHub): () => Promise<void> {
	const converter = new ParquetConverter({
		db: hub.db,
		storage: hub.storage,
		config: hub.config,
		workDir: join(hub.dataDir, "parquet-conversion"),
	});
	converter.start(CONVERSION_POLL_MS, (error) => console.error("[atrium] Parquet conversion failed:", error));
	return () => converter.stop();
}
