import { conversionEndedLine, conversionWorkDir, ParquetConverter } from "../conversions/parquet-converter.ts";
import type { OpenHub } from "../main.ts";
import { onParentStop } from "./hub-child.ts";

/**
 * `atrium convert` (decision 059): converts the datasets waiting for their Parquet version until none
 * is due, logging each ended job, then closes the hub's database. Asked to stop (by the serving hub
 * that started it, or a signal), the job under way gets the converter's grace, then goes back to
 * the queue. The caller exits the process afterwards: DuckDB may still be working on a job given back.
 */
export async function runConvertCommand(hub: OpenHub): Promise<void> {
	const converter = new ParquetConverter({
		db: hub.db,
		storage: hub.storage,
		config: hub.config,
		workDir: conversionWorkDir(hub.dataDir),
		onJobEnded: (ended) => console.log(`[atrium] ${conversionEndedLine(ended)}`),
	});
	const stopping = new Promise<void>((resolve) => onParentStop(() => void converter.stop().then(resolve)));
	try {
		await Promise.race([converter.runOnce(), stopping]);
	} finally {
		await hub.db.kysely.destroy();
	}
}
