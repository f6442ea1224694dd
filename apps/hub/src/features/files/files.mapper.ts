import type { TreeEntry } from "@atrium/hub-api";
import type { PathEntry } from "../../repos/trees.repository.ts";
import { isoDate } from "../repos/repos.mapper.ts";

/** A tree / paths-info entry (docs/reference/repositories-and-files.md#tree, the `TreeEntry` schema); `lastCommit` when expanded. */
export function entryToObject(
	entry: PathEntry,
	lastCommit?: { id: string; title: string; created_at: number },
): TreeEntry {
	const object: TreeEntry = {
		type: entry.type,
		oid: entry.oid,
		size: Number(entry.size),
		path: entry.path,
	};
	if (entry.lfs_pointer_size !== null)
		object.lfs = { oid: entry.sha256, size: Number(entry.size), pointerSize: entry.lfs_pointer_size };
	if (lastCommit)
		object.lastCommit = { id: lastCommit.id, title: lastCommit.title, date: isoDate(lastCommit.created_at) };
	return object;
}
