/**
 * Every error the API returns, by stable code: HTTP status, whether the code travels in
 * `X-Error-Code` (the Hub's client-visible codes), and a hint for humans.
 */
export const ERROR_CODES = {
	RepoNotFound: { status: 404, header: true, hint: "Check the repository id and type (models, datasets, spaces)." },
	RevisionNotFound: { status: 404, header: true, hint: "Use a branch name, a tag or a full 40-hex commit id." },
	EntryNotFound: { status: 404, header: true, hint: "List the files with GET /api/{type}s/{id}/tree/{revision}." },
	CollectionNotFound: {
		status: 404,
		header: true,
		hint: "Check the collection's slug ({namespace}/{title}-{id}); GET /api/collections lists them.",
	},
	CollectionExists: {
		status: 409,
		header: true,
		hint: "The namespace has a collection of that title: use it (its slug is in the answer) or pick another title.",
	},
	CollectionItemExists: {
		status: 409,
		header: true,
		hint: "The repository is in the collection already; PATCH the item to change its note or place.",
	},
	CollectionItemNotFound: {
		status: 404,
		header: true,
		hint: "Use an item's _id from GET /api/collections/{namespace}/{slug}, not the repository id.",
	},
	BadRequest: { status: 400, header: true, hint: "Check the request's parameters against /api/openapi.json." },
	InvalidPath: {
		status: 400,
		header: true,
		hint: "Paths are relative, without '..', '.', backslashes or parts any file system reads as '.git' ('.GIT', 'git~1', '.git.').",
	},
	InvalidRepoId: {
		status: 400,
		header: true,
		hint: "Repository ids are 'namespace/name' of letters, digits, '-', '_' and '.'.",
	},
	RangeNotSatisfiable: { status: 416, header: true, hint: "The range starts beyond the end of the file." },
	MaxFileSizeExceeded: {
		status: 413,
		header: true,
		hint: "Split the file into smaller ones, or ask the operator to raise ATRIUM_MAX_FILE_SIZE.",
	},
	UploadSizeMismatch: {
		status: 400,
		header: true,
		hint: "Send exactly the bytes announced in the LFS batch request, then retry the upload.",
	},
	UploadHashMismatch: {
		status: 400,
		header: true,
		hint: "The bytes changed or were corrupted in transit: hash the file again and retry the upload.",
	},
	UploadLinkInvalid: {
		status: 403,
		header: true,
		hint: "Upload and download links expire: ask the LFS batch endpoint for fresh ones.",
	},
	ObjectNotFound: {
		status: 404,
		header: true,
		hint: "Upload the object through the LFS batch endpoint before verifying or committing it.",
	},
	NotFound: { status: 404, header: true, hint: "See /api/openapi.json for the routes of this API." },
	ParentCommitMismatch: {
		status: 412,
		header: true,
		hint: "Read the branch's new head (GET /api/{type}s/{id}/revision/{branch}) and commit again on top of it.",
	},
	LfsObjectMissing: {
		status: 422,
		header: true,
		hint: "Upload the file through the LFS batch API first, with the same sha256 and size, then commit.",
	},
	RegularFileTooLarge: {
		status: 422,
		header: true,
		hint: "Send files of 10 MiB and more as LFS files (the clients do this after preupload answers 'lfs').",
	},
	RepoExists: { status: 409, header: true, hint: "Pick another name, or pass exist_ok to reuse the repository." },
	RefExists: { status: 409, header: true, hint: "Delete the branch or tag first, or choose another name." },
	RefConflict: { status: 409, header: true, hint: "Someone moved the branch or tag meanwhile; reload and try again." },
	ForcePushDenied: {
		status: 403,
		header: true,
		hint: "The repository's admins turned off force pushes of its default branch (denyForcePush): merge or rebase onto its head, or ask them to allow force pushes.",
	},
	InvalidRefName: {
		status: 400,
		header: true,
		hint: "Branch and tag names follow git's rules: no spaces, '..', '~^:?*[\\', no leading '.' or trailing '/'.",
	},
	DiscussionNotFound: {
		status: 404,
		header: true,
		hint: "Check the discussion number: GET /api/{type}s/{id}/discussions lists them.",
	},
	CommentNotFound: {
		status: 404,
		header: true,
		hint: "Check the comment id: GET /api/{type}s/{id}/discussions/{num} lists the thread's events.",
	},
	PullRequestNotOpen: {
		status: 409,
		header: true,
		hint: "Only open (or draft) pull requests take commits or merge: reopen it first, or open a new one.",
	},
	MergeConflict: {
		status: 409,
		header: true,
		hint: "The pull request and its target branch changed the same files (filesWithConflicts): commit a resolution to the pull request, then merge again.",
	},
	MergeTooComplex: {
		status: 422,
		header: true,
		hint: "The histories are too long to merge here: merge them with git and push the result.",
	},
	Unauthorized: { status: 401, header: true, hint: "Sign in, or send an access token: Authorization: Bearer hf_..." },
	InvalidCredentials: {
		status: 401,
		header: false,
		hint: "The token is unknown, revoked or belongs to a disabled account: create a new one in your settings.",
	},
	Forbidden: { status: 403, header: true, hint: "Ask an owner of the namespace for the role, or use a write token." },
	GatedRepo: { status: 403, header: true, hint: "Request access on the repository's page and wait for approval." },
	NameTaken: { status: 409, header: true, hint: "Choose another name: users and organizations share one namespace." },
	AccountNotFound: { status: 404, header: true, hint: "Check the user or organization name." },
	InvalidAccountInput: {
		status: 400,
		header: true,
		hint: "Names are 2-42 letters, digits, '-' or '_'; passwords are 8-1024 characters.",
	},
	SignInFailed: { status: 401, header: true, hint: "Check the user name and password, or reset the password." },
	TooManyAttempts: { status: 429, header: true, hint: "Wait for the time given in Retry-After, then try again." },
	QuotaExceeded: {
		status: 413,
		header: true,
		hint: "Delete files, branches or repositories of the namespace, or ask an administrator to raise its storage quota.",
	},
	RateLimited: {
		status: 429,
		header: true,
		hint: "This hub limits how often an account or address may do this: wait for the seconds in Retry-After.",
	},
	SignupClosed: {
		status: 403,
		header: true,
		hint: "Ask an administrator of this hub for an account or an invitation.",
	},
	CsrfRejected: { status: 403, header: true, hint: "Reload the page and submit the form again." },
	OperatorOnly: {
		status: 401,
		header: true,
		hint: "Send the hub's ATRIUM_METRICS_TOKEN as 'Authorization: Bearer <token>', or read metrics from ATRIUM_METRICS_ADDRESS.",
	},
	Internal: { status: 500, header: true, hint: "The server failed; the request id identifies it in the logs." },
	InvalidCursor: {
		status: 400,
		header: true,
		hint: "Pass back the cursor of a Link header unchanged, or drop it to start from the first page.",
	},
	WebhookNotFound: {
		status: 404,
		header: true,
		hint: "List your webhooks with GET /api/settings/webhooks; a webhook is seen only by the user who created it.",
	},
	WebhookDeliveryNotFound: {
		status: 404,
		header: true,
		hint: "List a webhook's deliveries with GET /api/settings/webhooks/{id}/deliveries.",
	},
	InvalidWebhook: {
		status: 400,
		header: true,
		hint: "Send { watched: [{ type, name }], url, domains?, secret? }; see docs/reference/webhooks.md.",
	},
	LimitExceeded: {
		status: 400,
		header: true,
		hint: "The request asks for more than one request may (filters, search terms, page depth); narrow it.",
	},
	PayloadTooLarge: { status: 413, header: true, hint: "Send a smaller body; the message gives the limit." },
	UriTooLong: { status: 414, header: true, hint: "Shorten the URL: fewer or shorter path segments and query values." },
	RequestTimeout: {
		status: 408,
		header: true,
		hint: "Send the whole request head at once; the hub closes connections that trickle their headers.",
	},
	HeadersTooLarge: { status: 431, header: true, hint: "Send fewer or smaller headers (at most 16 KiB in all)." },
	RequestAborted: {
		status: 400,
		header: true,
		hint: "The connection closed before the whole body arrived: send the request again.",
	},
	MethodNotAllowed: {
		status: 405,
		header: true,
		hint: "Use one of the methods in the Allow header (GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS).",
	},
	XetNotSupported: {
		status: 501,
		header: true,
		hint: "Set HF_HUB_DISABLE_XET=1 for huggingface_hub: it then uploads and downloads through Git LFS.",
	},
	DatasetNotViewable: {
		status: 422,
		header: true,
		hint: "The dataset viewer cannot show this dataset: the message says why (viewer: false, no data file, a file it cannot read).",
	},
	ConfigNotFound: {
		status: 404,
		header: true,
		hint: "Use a config and split that GET /datasets-server/splits?dataset=ID lists.",
	},
	InvalidFilter: {
		status: 400,
		header: true,
		hint: 'Write where as "column" op value joined by AND/OR/NOT, strings in single quotes; orderby as "column" [ASC|DESC].',
	},
	DatasetQueryTooCostly: {
		status: 422,
		header: true,
		hint: "The query ran past the viewer's time or memory bound: narrow the filter, or read the Parquet files directly.",
	},
	XetTokenInvalid: {
		status: 401,
		header: true,
		hint: "Xet access tokens are short-lived and scoped to one repository and direction: ask xet-write-token or xet-read-token for a new one.",
	},
	XetXorbInvalid: {
		status: 400,
		header: true,
		hint: "Send the xorb as the Xet spec serializes it: chunk headers (version 0) with none, LZ4 or byte-grouping-4 + LZ4 data.",
	},
	XetXorbHashMismatch: {
		status: 400,
		header: true,
		hint: "The xorb hash in the URL must be the Merkle hash of the xorb's chunks: compute it again and retry.",
	},
	XetShardInvalid: {
		status: 400,
		header: true,
		hint: "Send a shard as the Xet spec serializes it (no footer), with verification entries and each file's sha256.",
	},
	XetXorbUnavailable: {
		status: 400,
		header: true,
		hint: "Upload every xorb a shard names (POST /v1/xorbs/default/{hash}) before the shard.",
	},
	XetFileMismatch: {
		status: 400,
		header: true,
		hint: "The file the shard describes does not match its xorbs: chunk the file again and upload its xorbs and shard.",
	},
	XetNotFound: {
		status: 404,
		header: true,
		hint: "Check the hash; a file is known to the Xet CAS once its shard was uploaded, or the hub computed its Xet hash.",
	},
} as const satisfies Record<string, { status: number; header: boolean; hint: string }>;

/** The JSON body of an error answer; the same shape whether the app or the HTTP layer answers. */
export function errorBody(
	code: ErrorCode,
	message: string,
	requestId?: string,
): { error: string; code: ErrorCode; hint: string; requestId?: string } {
	return { error: message, code, hint: ERROR_CODES[code].hint, ...(requestId ? { requestId } : {}) };
}

/** A stable machine code of {@link ERROR_CODES}. */
export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * The one error type handlers throw; `app.onError` turns it into the response
 * (`X-Error-Code`, `X-Error-Message`, JSON `{ error }`, plus any extra headers).
 */
export class ApiError extends Error {
	readonly code: ErrorCode;
	readonly status: number;
	readonly headers: Record<string, string>;

	constructor(code: ErrorCode, message: string, options: { status?: number; headers?: Record<string, string> } = {}) {
		super(message);
		this.name = "ApiError";
		this.code = code;
		this.status = options.status ?? ERROR_CODES[code].status;
		this.headers = options.headers ?? {};
	}
}
