import type { NewRepoRow, RepoType } from "../db/database.ts";

/**
 * A `repos` row with no commit, no metadata and zero counts, for tests that write tables beside it
 * directly (migrations, ref moves) without going through the commit engine.
 */
export function emptyRepoRow(pk: string, type: RepoType, id: `${string}/${string}`): NewRepoRow {
	const [namespace = "", name = ""] = id.split("/");
	return {
		pk,
		type,
		full_id: id,
		namespace,
		name,
		private: 0,
		gated: "false",
		created_at: 0,
		last_modified: 0,
		sha: "",
		likes: 0,
		downloads: 0,
		downloads_all_time: 0,
		trending_score: 0,
		pipeline_tag: null,
		library_name: null,
		sdk: null,
		num_parameters: null,
		search_text: "",
		used_storage: 0,
		info: "{}",
	};
}
