import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppDeps } from "../../app-deps.ts";
import { LocalFiles } from "../../datasets/local-files.ts";
import type { SplitReader } from "../../datasets/split-reader.ts";
import { LIMITS } from "../../http/limits.ts";

/** The viewer's engine and local files of one app, the engine opened on first use. */
export interface ViewerRuntime {
	files: LocalFiles;
	reader(): Promise<SplitReader>;
}

/** One runtime per app's dependencies: the viewer routes and the Croissant route share one DuckDB instance. */
const RUNTIMES = new WeakMap<AppDeps, ViewerRuntime>();

export function viewerRuntime(deps: AppDeps): ViewerRuntime {
	let runtime = RUNTIMES.get(deps);
	if (!runtime) RUNTIMES.set(deps, (runtime = openRuntime(deps)));
	return runtime;
}

function openRuntime(deps: AppDeps): ViewerRuntime {
	const cacheDir = deps.config.viewerCacheDir ?? join(tmpdir(), `atrium-viewer-cache-${process.pid}`);
	const files = new LocalFiles(deps.storage, cacheDir, LIMITS.viewerCacheBytes);
	let opening: Promise<SplitReader> | undefined;
	return {
		files,
		reader() {
			// DuckDB is loaded with the first dataset read: a process that never shows one never maps it (decision 059).
			opening ??= Promise.all([
				import("../../datasets/viewer-engine.ts"),
				import("../../datasets/split-reader.ts"),
			]).then(
				async ([{ ViewerEngine }, { SplitReader }]) =>
					new SplitReader(
						await ViewerEngine.open({
							allowedDirectories: files.directories(),
							memoryLimitMb: LIMITS.viewerMemoryMb,
							threads: LIMITS.viewerThreads,
							maxConcurrent: LIMITS.viewerConcurrentQueries,
							timeoutMs: LIMITS.viewerQueryMs,
						}),
					),
			);
			opening.catch(() => {
				opening = undefined;
			});
			return opening;
		},
	};
}
