/**
 * The shapes of the hub API responses the site reads (hub-api.md §2, plus the hub's extras).
 * Only the fields the pages use are listed; the API may send more.
 */

/** The kinds of repository the hub hosts. */
export type RepoKind = "model" | "dataset" | "space";

/** A repository as returned by the list endpoints and the info endpoints. */
export interface RepoSummary {
	id: string;
	author?: string;
	likes?: number;
	downloads?: number;
	tags?: string[];
	private?: boolean;
	gated?: false | "auto" | "manual";
	lastModified?: string;
	createdAt?: string;
	/** Models only. */
	pipeline_tag?: string | null;
	/** Models only. */
	library_name?: string | null;
	/** Spaces only. */
	sdk?: string;
	/** Datasets and spaces: the card's description, when the hub sends it. */
	description?: string;
}

/** Full information of one repository (`GET /api/{kind}s/{id}`). */
export interface RepoInfo extends RepoSummary {
	sha?: string;
	siblings?: { rfilename: string; size?: number }[];
	cardData?: Record<string, unknown>;
	config?: Record<string, unknown>;
	safetensors?: { total: number };
	gguf?: { total?: number; architecture?: string; context_length?: number };
	downloadsAllTime?: number;
	transformersInfo?: { auto_model: string; pipeline_tag?: string; processor?: string };
	widgetData?: Record<string, unknown>[];
	mask_token?: string;
	usedStorage?: number;
}

/** One entry of a tree listing (`GET /api/{kind}s/{id}/tree/{rev}/{path}`). */
export interface TreeEntry {
	type: "file" | "directory";
	path: string;
	size: number;
	oid?: string;
	lfs?: { oid: string; size: number };
	lastCommit?: { id: string; title: string; date: string };
}

/** A "use this model" snippet of a library (or a local app). */
export interface Snippet {
	library: string;
	language: string;
	title?: string;
	code: string;
}

/** An inference-API snippet for one language and client. */
export interface InferenceSnippet {
	language: string;
	client: string;
	code: string;
}

/** `GET /api/models/{id}/snippets?provider=…`. */
export interface SnippetsResponse {
	library: Snippet[];
	inference: InferenceSnippet[];
}

/** A page of a list endpoint, with the cursor of the next page when there is one. */
export interface RepoPage {
	items: RepoSummary[];
	nextCursor: string | null;
}
