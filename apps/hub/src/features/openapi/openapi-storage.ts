import { BranchSquashed, LfsFileList, LfsFilesDeleted, RepoDuplicated, RepoExists } from "@atrium/hub-api";
import { op, REPO } from "./openapi-operations.ts";
import { paged } from "./openapi-people.ts";

/** Storage, history and copies of a repository (features/repo-admin: history.routes.ts, duplicate.routes.ts). */
export function storagePaths(): Record<string, unknown> {
	return {
		"/api/{type}/{namespace}/{name}/lfs-files": {
			get: paged(
				"The repository's LFS objects by sha256, with path, ref and date (Link); writers only",
				REPO,
				LfsFileList,
			),
		},
		"/api/{type}/{namespace}/{name}/lfs-files/batch": {
			post: op(
				"Remove LFS objects from every revision: { deletions: { sha: [sha256…] } }; rewrites history, frees unused objects (writers)",
				REPO,
				{},
				LfsFilesDeleted,
			),
		},
		"/api/{type}/{namespace}/{name}/super-squash/{branch}": {
			post: op(
				"Replace a branch's history by one commit of its tree: { message? } (writers)",
				[...REPO, "branch"],
				{},
				BranchSquashed,
			),
		},
		"/api/{type}/{namespace}/{name}/duplicate": {
			post: op(
				"A new repository with the default branch's files, no history: { repository, private? | visibility? }",
				REPO,
				{},
				RepoDuplicated,
				{ "409": RepoExists },
			),
		},
	};
}
