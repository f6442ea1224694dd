import { LIBRARIES } from "@atrium/tasks";

/** Libraries offered as a filter on the model list (`filter: true`), as [key, label], by label. */
export function filterLibraries(): [string, string][] {
	return Object.entries(LIBRARIES)
		.filter(([, lib]) => lib.filter)
		.map(([key, lib]): [string, string] => [key, lib.prettyLabel])
		.sort((a, b) => a[1].localeCompare(b[1]));
}
