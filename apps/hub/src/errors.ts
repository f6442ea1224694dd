/**
 * Every error the API returns, by stable code: HTTP status, whether the code travels in
 * `X-Error-Code` (the Hub's client-visible codes), and a hint for humans.
 */
export const ERROR_CODES = {
	RepoNotFound: { status: 404, header: true, hint: "Check the repository id and type (models, datasets, spaces)." },
	RevisionNotFound: { status: 404, header: true, hint: "Use a branch name, a tag or a full 40-hex commit id." },
	EntryNotFound: { status: 404, header: true, hint: "List the files with GET /api/{type}s/{id}/tree/{revision}." },
	BadRequest: { status: 400, header: true, hint: "Check the request's parameters against /api/openapi.json." },
	InvalidPath: {
		status: 400,
		header: true,
		hint: "Paths are relative, without '..', '.', backslashes or '.git' parts.",
	},
	InvalidRepoId: {
		status: 400,
		header: true,
		hint: "Repository ids are 'namespace/name' of letters, digits, '-', '_' and '.'.",
	},
	RangeNotSatisfiable: { status: 416, header: true, hint: "The range starts beyond the end of the file." },
	NotFound: { status: 404, header: true, hint: "See /api/openapi.json for the routes of this API." },
	Internal: { status: 500, header: true, hint: "The server failed; the request id identifies it in the logs." },
} as const satisfies Record<string, { status: number; header: boolean; hint: string }>;

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
