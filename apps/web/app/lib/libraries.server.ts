import { LIBRARIES, type LibraryEntry } from "@atrium/tasks";

/** Libraries offered as a filter on the model list (`filter: true`), as [key, label], by label. */
export function filterLibraries(): [string, string][] {
	return Object.entries(LIBRARIES)
		.filter(([, lib]) => lib.filter)
		.map(([key, lib]): [string, string] => [key, lib.prettyLabel])
		.sort((a, b) => a[1].localeCompare(b[1]));
}

/** The registry entry of a library key, or undefined when the hub does not know it. */
export function libraryEntry(key: string | null | undefined): LibraryEntry | undefined {
	if (!key || !Object.hasOwn(LIBRARIES, key)) return undefined;
	return (LIBRARIES as Record<string, LibraryEntry>)[key];
}
