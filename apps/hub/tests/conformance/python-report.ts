/** Shapes of the report `python_client.py` prints (snake_case, as Python writes it). */

/** One request the Python client made (redirect hops in `redirects`). */
export interface RequestLog {
	method: string;
	url: string;
	status: number;
	redirects: number[];
}
/** What the metadata HEAD of `hf_hub_download` read. */
export interface Metadata {
	status: number;
	commit_hash: string;
	etag: string;
	location: string;
	size: number;
	content_encoding: string | null;
	relative_hops: unknown[];
}
/** One GET of a download (a resumed download has two). */
export interface Attempt {
	status: number;
	range: string | null;
	content_range: string | null;
	content_length: string | null;
	content_encoding: string | null;
	display_name: string | null;
	interrupted_at: number | null;
	restarted: boolean;
}
/** An HTTP error as the client classified it, with the headers it reads. */
export interface ErrorFacts {
	kind: string;
	status: number;
	code: string | null;
	message: string | null;
	commit: string | null;
	content_type: string | null;
	body_error: string | null;
}
/** A tree or paths-info entry after the client's parsing. */
export interface TreeEntry {
	type: "file" | "directory";
	path: string;
	size?: number;
	blob_id?: string;
	tree_id?: string;
	lfs?: { size: number; sha256: string; pointer_size: number } | null;
	last_commit: { id: string; title: string; date: string } | null;
}
/** A `siblings` item after the client's parsing. */
export interface Sibling {
	rfilename: string;
	size: number | null;
	blob_id: string | null;
	lfs: { size: number; sha256: string; pointer_size: number } | null;
}
/** What one `snapshot_download` did and produced. */
export interface Snapshot {
	folder: string;
	commit: string;
	listed: number;
	downloaded: string[];
	listing: "tree" | "siblings";
	files: Record<string, string>;
	requests: RequestLog[];
}
/** One page of a paginated listing. */
export interface Page {
	url: string;
	count: number;
	next: string | null;
}
/** The JSON `python_client.py` prints: one entry per step. */
export interface Report {
	requests_version: string;
	steps: Record<string, { ok: boolean; error?: string; trace?: string }>;
}
