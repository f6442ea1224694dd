import type { PipelineId } from "../tasks/catalogue.ts";
import { LIBRARIES, type LibraryKey } from "./registry.ts";
import { TASK_LIBRARIES } from "./task-libraries.ts";
import type { LibraryEntry } from "./types.ts";

/**
 * Files counted as a download of a model whose library sets no `countDownloads` query:
 * full-path matches, so only at the repository root.
 */
export const DEFAULT_COUNTED_FILES = [
	"config.json",
	"config.yaml",
	"hyperparams.yaml",
	"params.json",
	"meta.yaml",
] as const;

/** The libraries that support a pipeline type (empty when none does). */
export function librariesForTask(task: PipelineId): LibraryKey[] {
	const libraries: readonly LibraryKey[] | undefined = (
		TASK_LIBRARIES as Partial<Record<PipelineId, readonly LibraryKey[]>>
	)[task];
	return libraries ? [...libraries] : [];
}

/** The pipeline types a library supports, in catalogue order of the task-to-library table. */
export function tasksForLibrary(library: LibraryKey): PipelineId[] {
	return (Object.entries(TASK_LIBRARIES) as [PipelineId, readonly LibraryKey[]][])
		.filter(([, libraries]) => libraries.includes(library))
		.map(([task]) => task);
}

/** The download-count query of a library, or `undefined` when the default files apply. */
export function downloadQueryOf(library: string | null | undefined): string | undefined {
	if (!library || !Object.hasOwn(LIBRARIES, library)) return undefined;
	const entry: LibraryEntry = LIBRARIES[library as LibraryKey];
	return entry.countDownloads;
}
