/**
 * Every bound the hub puts on a request, in one place. Each is checked before the work it guards
 * and answered with its own error code (docs/reference/errors.md), never by trying and timing out.
 */
export const LIMITS = {
	/** Request target (path and query) in bytes: `UriTooLong` (414). */
	urlBytes: 8 * 1024,
	/** Segments of the request path: `UriTooLong` (414). */
	pathSegments: 256,
	/** All request headers together (Node's `maxHeaderSize`): `HeadersTooLarge` (431). */
	headerBytes: 16 * 1024,
	/**
	 * Time for a request's headers to arrive in full (Node's `headersTimeout`): `RequestTimeout` (408),
	 * after which the connection is closed whether or not the client reads the answer.
	 */
	headersTimeoutMs: 60_000,
	/** How long a refused connection may take to take its answer before it is destroyed. */
	answerGraceMs: 1_000,
	/** A JSON or form body of the read API (paths-info): `PayloadTooLarge` (413). */
	jsonBodyBytes: 1024 * 1024,
	/** Tag filters of a list (`filter=`, with `language`/`license`): `LimitExceeded` (400). */
	listFilters: 20,
	/** Search terms of a list (`search=` repeated): `LimitExceeded` (400). */
	searchTerms: 10,
	/** Length of one search term or filter value: `LimitExceeded` (400). */
	queryValueChars: 200,
	/** `expand=` fields of a list or info request: `LimitExceeded` (400). */
	expandFields: 64,
	/** Largest page a list answers (a larger `limit` is served as this many). */
	listPage: 1000,
	/** Rows a list may skip (cursor offset, commits `p` × `limit`): `LimitExceeded` / `InvalidCursor` (400). */
	listOffset: 1_000_000,
	/** Slashes a raw branch or tag name may hold when the hub looks for it at the head of a path. */
	revisionSegments: 32,
	/** A commit request (NDJSON with base64 regular files, each under 10 MiB): `PayloadTooLarge` (413). */
	commitBodyBytes: 256 * 1024 * 1024,
	/**
	 * Largest parameter count a list filter (`num_parameters=min:/max:`, `params_min/max`) compares:
	 * a larger one is clamped to it (the largest integer a double holds exactly, far below 64-bit).
	 */
	parameterCount: Number.MAX_SAFE_INTEGER,
	/** Paths of one paths-info request: `LimitExceeded` (400). */
	pathsInfoPaths: 1000,
} as const;
