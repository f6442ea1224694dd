import type { DatasetConfig } from "../../datasets/dataset-layout.ts";
import { parquetConversionOf } from "../../commits/parquet-queue.ts";
import { getCommit } from "../../repos/resolve-commit.ts";
import { directoryTree, type Executor, listDirectory } from "../../repos/trees.repository.ts";
import type { DatasetFile, ViewerDataset } from "./viewer-dataset.ts";

/** A converted split's file name, `0000.parquet`, `0001.parquet`, … (decision 044), with its number. */
const SHARD_NAME = /\/(\d{4,5})\.parquet$/;
const shardNumber = (path: string): number => Number(SHARD_NAME.exec(path)?.[1] ?? -1);

/**
 * The Parquet files the converter wrote for a CSV or JSON split (decision 042), in row order, when the
 * conversion of the very revision the viewer reads is done; undefined otherwise (not converted yet,
 * converted from an older head, failed, or a Parquet or media config, which is read as it is).
 * The converted files hold the same rows with the same types (DuckDB wrote them from the same
 * `read_csv`/`read_json`), in row groups DuckDB pages, counts and filters without parsing the text
 * of the whole split again on every request.
 */
export async function convertedSplitFiles(
	db: Executor,
	data: ViewerDataset,
	config: DatasetConfig,
	split: string,
): Promise<DatasetFile[] | undefined> {
	if (config.format !== "csv" && config.format !== "json") return undefined;
	const conversion = await parquetConversionOf(db, data.repo.pk);
	if (
		conversion?.status !== "done" ||
		conversion.source_commit !== data.revision ||
		conversion.converted_commit === null
	)
		return undefined;
	const converted = await getCommit(db, data.repo.pk, conversion.converted_commit);
	const folder = `${config.name}/${split}`;
	const tree = converted ? await directoryTree(db, data.repo.pk, converted.tree_oid, folder) : undefined;
	if (!tree) return undefined;
	const files = (await listDirectory(db, data.repo.pk, tree, folder))
		.filter((entry) => entry.type === "file" && SHARD_NAME.test(entry.path))
		.sort((a, b) => shardNumber(a.path) - shardNumber(b.path))
		.map((entry) => ({ path: entry.path, sha256: entry.sha256, size: Number(entry.size) }));
	return files.length > 0 ? files : undefined;
}
