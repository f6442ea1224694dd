import type { AppContext } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import type { DatasetConfig } from "../../datasets/dataset-layout.ts";
import type { LocalSplit } from "../../datasets/split-reader.ts";
import { ViewerQueryFailed, ViewerQueryTimeout } from "../../datasets/viewer-errors.ts";
import { ApiError } from "../../errors.ts";
import { convertedSplitFiles } from "./converted-split.ts";
import { type DatasetFile, loadViewerDataset, resolveUrl, type ViewerDataset } from "./viewer-dataset.ts";
import { viewerRuntime } from "./viewer-runtime.ts";

/** Where the dataset viewer API is mounted (the datasets-server's paths follow it). */
export const PREFIX = "/datasets-server";

/** The hub URL of a file of the dataset at the revision the viewer reads. */
export function fileUrl(c: AppContext, deps: AppDeps, dataset: ViewerDataset, path: string): string {
	return resolveUrl(c, deps, dataset.id, dataset.revision, path);
}

/**
 * A split's files on local disk, with the repository path of each, and the bytes of its converted
 * Parquet files when those are what is read.
 */
export type NamedSplit = LocalSplit & { names: Map<string, string>; convertedBytes?: number };

/** How a split's files are read: their format and, for CSV, the separator. */
type SplitFormat = Pick<DatasetConfig, "format" | "separator">;

/** What the viewer routes share: the engine, the dataset a request names, a split's local files, and error mapping. */
export interface ViewerReads {
	runtime: ReturnType<typeof viewerRuntime>;
	/** The dataset of `?dataset=`, as the caller may read it. */
	dataset: (c: AppContext) => Promise<ViewerDataset>;
	/** A split's files on local disk, or `DatasetNotViewable` when a blob is missing from the store. */
	localSplit: (config: SplitFormat, files: DatasetFile[]) => Promise<NamedSplit>;
	/**
	 * What the viewer queries for a split of `data`: its converted Parquet files once the conversion of
	 * the revision it reads is done ({@link convertedSplitFiles}), else its own `files`, on local disk.
	 */
	readSplit: (data: ViewerDataset, config: DatasetConfig, split: string, files: DatasetFile[]) => Promise<NamedSplit>;
	/** Runs a reader call, turning engine failures into stable errors that name repository paths, never local ones. */
	guarded: <T>(split: { names: Map<string, string> }, work: () => Promise<T>, filtering?: boolean) => Promise<T>;
}

/** The viewer reads of the routes built on `deps`. */
export function viewerReads(deps: AppDeps): ViewerReads {
	const runtime = viewerRuntime(deps);

	async function dataset(c: AppContext): Promise<ViewerDataset> {
		return loadViewerDataset(c, deps, c.req.query("dataset"));
	}

	/** A split's files on local disk, or `DatasetNotViewable` when a blob is missing from the store. */
	async function localSplit(config: SplitFormat, files: DatasetFile[]): Promise<NamedSplit> {
		const names = new Map<string, string>();
		const paths: string[] = [];
		for (const file of files) {
			const local = await runtime.files.pathOf(file.sha256).catch(() => undefined);
			if (!local) throw new ApiError("DatasetNotViewable", `The data file ${file.path} cannot be read from storage.`);
			names.set(local, file.path);
			paths.push(local);
		}
		if (config.format === "imagefolder" || config.format === "audiofolder")
			throw new ApiError("DatasetNotViewable", "Image and audio folders have no table to query.");
		return { format: config.format, ...(config.separator ? { separator: config.separator } : {}), paths, names };
	}

	async function readSplit(
		data: ViewerDataset,
		config: DatasetConfig,
		split: string,
		files: DatasetFile[],
	): Promise<NamedSplit> {
		const converted = await convertedSplitFiles(deps.db.kysely, data, config, split);
		if (!converted) return localSplit(config, files);
		return {
			...(await localSplit({ format: "parquet" }, converted)),
			convertedBytes: converted.reduce((sum, file) => sum + file.size, 0),
		};
	}

	/** Runs a reader call, turning engine failures into stable errors whose messages name repository paths, never local ones. */
	async function guarded<T>(
		split: { names: Map<string, string> },
		work: () => Promise<T>,
		filtering = false,
	): Promise<T> {
		try {
			return await work();
		} catch (error) {
			if (error instanceof ViewerQueryTimeout)
				throw new ApiError("DatasetQueryTooCostly", `The query was stopped: ${error.message}.`);
			if (error instanceof ViewerQueryFailed) {
				let message = (error.message.split("\n")[0] ?? "").slice(0, 300);
				for (const [local, path] of split.names) message = message.replaceAll(local, path);
				message = message.replace(/\/[^\s"']*\/(?:blobs|viewer-cache)\/[^\s"']*/g, "(a data file)");
				if (/out of memory|memory limit/i.test(message))
					throw new ApiError("DatasetQueryTooCostly", `The query needs more memory than the viewer has: ${message}`);
				if (filtering && /^(Binder|Conversion) Error/.test(message))
					throw new ApiError("InvalidFilter", `The filter does not fit the columns' types: ${message}`);
				throw new ApiError("DatasetNotViewable", `A data file of this split cannot be read: ${message}`);
			}
			throw error;
		}
	}

	return { runtime, dataset, localSplit, readSplit, guarded };
}
