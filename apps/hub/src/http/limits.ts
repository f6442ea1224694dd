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
	/**
	 * A connection on which no byte moves either way for this long is destroyed (Node's socket
	 * timeout). A whole request has no time bound of its own (Node's `requestTimeout`, 5 minutes by
	 * default, is off): a multi-GiB upload over a slow link takes as long as it takes while its bytes
	 * keep coming, and a stalled body or a client that stops reading its answer is cut here.
	 */
	idleSocketMs: 120_000,
	/** How long a refused connection may take to take its answer before it is destroyed. */
	answerGraceMs: 1_000,
	/**
	 * Request bodies, all read by `http/read-body.ts`: counted as they arrive, refused with
	 * `PayloadTooLarge` (413) as soon as they pass their bound (at once when `Content-Length` does).
	 * A body an anonymous caller sends (sign-in, sign-up, any site form): a few KiB is plenty.
	 */
	anonymousBodyBytes: 16 * 1024,
	/** A JSON or form body of a signed-in caller's account request (tokens, organizations). */
	accountBodyBytes: 64 * 1024,
	/** A JSON or form body of the API (paths-info, preupload, LFS batch, branches, settings). */
	jsonBodyBytes: 1024 * 1024,
	/** A form a signed-in caller posts to a site page other than an upload. */
	siteFormBytes: 1024 * 1024,
	/**
	 * A site upload form (`…/upload/{rev}` and its scripted `/commit`), signed in; the site
	 * (`SITE_UPLOAD_LIMIT`) says the same. The site reads such a form whole (`formData()`, then the
	 * commit request it builds), a few copies of it, so this bounds a worker's memory per upload:
	 * 32 MiB, a few hundred MiB with `siteUploadsPerWorker` at once. Larger files go through the
	 * clients (`hf upload`, `huggingface_hub`) or git with git-lfs, which stream to staged storage.
	 */
	siteUploadBytes: 32 * 1024 * 1024,
	/**
	 * Site upload forms one worker reads at once; more wait, unread, for a turn (their bytes stay
	 * in the socket, so waiting costs no memory). With `siteUploadBytes` it bounds upload memory.
	 */
	siteUploadsPerWorker: 2,
	/**
	 * Rendered pages one process keeps for anonymous visitors (`pages/page-cache.ts`), least recently
	 * used out first; a model page takes about 120 KiB, so a few hundred pages a worker.
	 */
	pageCacheBytes: 48 * 1024 * 1024,
	/** A gzip request body (git) may expand at most this many times, plus `gzipSlackBytes`. */
	gzipRatio: 32,
	gzipSlackBytes: 1024 * 1024,
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
	/** Largest page of a people list (likers, members, followers, a user's likes); a larger `limit` is this many. */
	peoplePage: 100,
	/** Largest page of `GET /api/{type}s/{id}/lfs-files` (a larger `limit` is this many). */
	lfsFilesPage: 100,
	/**
	 * Live space tokens one user holds for one private space (one per view of its page, decision 041):
	 * minting past this many removes that user's oldest for the space.
	 */
	liveSpaceTokens: 20,
	/** Objects one `POST …/lfs-files/batch` may delete (the client sends 1,000 at a time): `LimitExceeded` (400). */
	lfsDeletions: 1000,
	/** Stored commits of a repository whose history a purge of LFS objects may rewrite in one request: `LimitExceeded` (400). */
	historyRewriteCommits: 20_000,
	/** A collection's title: `BadRequest` (400). */
	collectionTitleChars: 200,
	/** A collection's description, an item's note: `BadRequest` (400). */
	collectionTextChars: 2000,
	/** Items in one collection: `LimitExceeded` (400). */
	collectionItems: 1000,
	/** Collections of one namespace: `LimitExceeded` (400). */
	collectionsPerNamespace: 1000,
	/** Rows a list may skip (cursor offset, commits `p` × `limit`): `LimitExceeded` / `InvalidCursor` (400). */
	listOffset: 1_000_000,
	/** A discussion body (title, description or comment, JSON): `PayloadTooLarge` (413). */
	discussionBodyBytes: 256 * 1024,
	/** Characters of a discussion comment or description: `LimitExceeded` (400). */
	discussionCommentChars: 65_536,
	/** Characters of a discussion title: `LimitExceeded` (400). */
	discussionTitleChars: 200,
	/** Threads per page of `GET …/discussions`. */
	discussionsPage: 50,
	/** Events a thread answers (`GET …/discussions/{num}`); later events are left out. */
	discussionEvents: 1000,
	/** Bytes of the raw diff of a pull request (`?diff=1`); the rest is cut with a note. */
	pullRequestDiffBytes: 1024 * 1024,
	/** Slashes a raw branch or tag name may hold when the hub looks for it at the head of a path. */
	revisionSegments: 32,
	/** A commit request (NDJSON with base64 regular files, each under 10 MiB): `PayloadTooLarge` (413). */
	commitBodyBytes: 256 * 1024 * 1024,
	/** One NDJSON line of a commit: a regular file under 10 MiB in base64 (13.4 MiB) and its fields. */
	commitLineBytes: 14 * 1024 * 1024,
	/**
	 * Operations (files put, deleted, copied) of one commit: `LimitExceeded` (400). The Hugging Face Hub
	 * takes large commits (`upload_large_folder` batches of 25k+ files); twice that is the bound here.
	 */
	commitOperations: 50_000,
	/** A git push: pack bytes, objects, and one object's size (`git lfs` for larger files). */
	gitPackBytes: 2 * 1024 ** 3,
	gitPackObjects: 1_000_000,
	gitObjectBytes: 64 * 1024 * 1024,
	/** Deltas on the way from a pushed object to its base (git itself caps `--depth` at 4095). */
	gitDeltaDepth: 4095,
	/**
	 * Bytes a push may inflate and rebuild from deltas, all objects together (re-reading evicted
	 * delta bases included): `gitInflateRatio` times the pack, at least `gitInflateFloor`, at most
	 * `gitInflateBytes`. Each object's declared size is charged before it is inflated or rebuilt.
	 */
	gitInflateRatio: 64,
	gitInflateFloor: 256 * 1024 * 1024,
	gitInflateBytes: 16 * 1024 ** 3,
	/** The request body of a fetch negotiation (wants and haves), after decompression. */
	gitNegotiationBytes: 32 * 1024 * 1024,
	/**
	 * Largest parameter count a list filter (`num_parameters=min:/max:`, `params_min/max`) compares:
	 * a larger one is clamped to it (the largest integer a double holds exactly, far below 64-bit).
	 */
	parameterCount: Number.MAX_SAFE_INTEGER,
	/** Largest memory a `fits=` list filter names (decision 040): 1 PiB; more is `BadRequest` (400). */
	memoryBudgetBytes: 2 ** 50,
	/** Largest context length a `ctx=` list filter names, in tokens: `BadRequest` (400) above. */
	contextTokens: 1 << 24,
	/** Paths of one paths-info request: `LimitExceeded` (400). */
	pathsInfoPaths: 1000,
	/** Rows one dataset viewer page (`/rows`, `/search`, `/filter`, `/first-rows`) answers: `BadRequest` (400) above. */
	viewerPageRows: 100,
	/** Rows a viewer page may skip (`offset`): `BadRequest` (400) above. */
	viewerOffset: 1_000_000_000_000,
	/** Time one viewer query may run before it is interrupted: `DatasetQueryTooCostly` (422). */
	viewerQueryMs: 20_000,
	/** Time all the queries of one `/statistics` answer may take together: `DatasetQueryTooCostly` (422). */
	viewerStatisticsMs: 60_000,
	/** DuckDB's memory for the viewer, per hub process (decision 035): a query needing more fails with `DatasetQueryTooCostly`. */
	viewerMemoryMb: 512,
	/** DuckDB worker threads per hub process. */
	viewerThreads: 2,
	/** Viewer queries running at once per hub process; more wait for a turn. */
	viewerConcurrentQueries: 2,
	/** Local copies of blobs from a store without local files (S3) kept for the viewer, least recently used removed first. */
	viewerCacheBytes: 20 * 1024 ** 3,
	/** Time the conversion of one split to Parquet may take (decision 042): past it the job fails and is retried. */
	parquetConversionMs: 10 * 60_000,
	/** DuckDB's memory for Parquet conversions, in the one process that converts (decision 042). */
	parquetConversionMemoryMb: 256,
	/** Attempts at converting one dataset head before its conversion is marked failed. */
	parquetConversionAttempts: 3,
	/** Splits one conversion converts at most: a dataset with more is not converted. */
	parquetConversionSplits: 200,
	/** Size after which a converted split continues in its next Parquet file (`0001.parquet`, …), about as on the public hub. */
	parquetShardBytes: 500 * 1024 ** 2,
	/** A serialized xorb posted to the Xet CAS (64 MiB of chunk data and their headers): `PayloadTooLarge` (413). */
	xetXorbBytes: 65 * 1024 * 1024,
	/** A shard posted to the Xet CAS (the clients cut theirs at 64 MiB): `PayloadTooLarge` (413). */
	xetShardBytes: 64 * 1024 * 1024,
} as const;
