import type { DataFormat } from "./dataset-layout.ts";

/**
 * How an image or audio folder's split becomes rows, the rules the viewer's pages and the Parquet
 * conversion share: one metadata file gives the rows (its `file_name` naming the media file), else
 * one row per media file, labelled by its folder when the files sit in several folders.
 */

/** The column holding the media of a split (`image` or `audio`), as the `datasets` folder builders name it. */
export function mediaColumn(format: DataFormat): "image" | "audio" {
	return format === "imagefolder" ? "image" : "audio";
}

const folderOf = (path: string): string => path.slice(0, path.lastIndexOf("/") + 1);

/**
 * The metadata file (`metadata.csv`/`metadata.jsonl`) that gives a split its rows: among the
 * config's metadata files, the one in a folder holding some of the split's files, when exactly one is.
 */
export function splitMetadataFile(metadata: readonly string[], files: readonly string[]): string | undefined {
	const applicable = metadata.filter((path) => files.some((file) => file.startsWith(folderOf(path))));
	return applicable.length === 1 ? applicable[0] : undefined;
}

/** The repository path a metadata row's `file_name` names (relative to the metadata file's folder). */
export function metadataFilePath(metadataPath: string, fileName: unknown): string {
	return `${folderOf(metadataPath)}${String(fileName ?? "").replace(/^\.?\/+/, "")}`;
}

/**
 * Labels by folder: when a split's files sit in several folders, each file's label is the name of
 * its folder (`names`, sorted, are a ClassLabel's names); undefined when they share one folder.
 */
export function folderLabels(
	files: readonly string[],
): { names: string[]; labelOf: (path: string) => string } | undefined {
	if (new Set(files.map(folderOf)).size <= 1) return undefined;
	const labelOf = (path: string): string => path.split("/").slice(-2, -1)[0] ?? "";
	return { names: [...new Set(files.map(labelOf))].sort(), labelOf };
}
