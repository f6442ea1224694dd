import { ApiError } from "../errors.ts";
import { parseRepoId } from "../repo-ids/repo-ids.ts";

/** First path segments that are sections of the site, never a repository namespace. */
const SITE_SECTIONS: ReadonlySet<string> = new Set(["docs", "tasks", "libraries", "models", "assets", "task-assets"]);

/** Segments that end a repository id in a URL; `resolve` and `raw` make it a file (API) URL. */
const REPO_VIEWS: ReadonlySet<string> = new Set(["resolve", "raw", "blob", "tree", "commits", "commit", "discussions"]);

const GIT_SERVICES: ReadonlySet<string> = new Set(["git-upload-pack", "git-receive-pack"]);

/**
 * The index of the segment that ends a repository id in a git or git-lfs URL: `{name}.git`, or the
 * name before `info/refs`, `info/lfs` or `git-upload-pack`/`git-receive-pack`; -1 when there is none.
 */
function gitSegment(segments: string[]): number {
	return segments.findIndex((segment, index) => {
		const next = segments[index + 1] ?? "";
		const after = segments[index + 2] ?? "";
		return (
			segment.length > 0 &&
			((segment.length > 4 && segment.endsWith(".git")) ||
				(index > 0 && next === "info" && (after === "refs" || after === "lfs")) ||
				(index > 0 && GIT_SERVICES.has(next)))
		);
	});
}

/** The segments after an optional `datasets`/`spaces` prefix. */
function withoutKind(path: string): string[] {
	const segments = path.split("/").slice(1);
	return segments[0] === "datasets" || segments[0] === "spaces" ? segments.slice(1) : segments;
}

/** Whether a path is a git or git-lfs URL (its errors are the git protocol's, plain text or LFS JSON). */
export function isGitShaped(path: string): boolean {
	const segments = path.split("/").slice(1);
	if (segments[0] === "api" || SITE_SECTIONS.has(segments[0] ?? "")) return false;
	// With or without the kind prefix, as the routes match them (`/datasets/x/info/refs` is the repo `datasets/x`).
	return gitSegment(segments) !== -1 || gitSegment(withoutKind(path)) !== -1;
}

/**
 * Whether a path no route matched is still an API URL, which must get the JSON error contract and
 * never the site's HTML: anything under `/api`, git URLs (`…/{name}.git/…`), and file URLs
 * (`…/resolve/…`, `…/raw/…`) with a malformed id (`//`, `%5c`, extra segments) or no file path.
 */
export function isApiShaped(path: string): boolean {
	const segments = path.split("/").slice(1);
	if (segments[0] === "api" || segments[0] === "datasets-server") return true;
	const rest = segments[0] === "datasets" || segments[0] === "spaces" ? segments.slice(1) : segments;
	if (rest.length === 0 || SITE_SECTIONS.has(rest[0] ?? "")) return false;
	if (gitSegment(rest) !== -1) return true;
	const view = rest.findIndex((segment, index) => index > 0 && REPO_VIEWS.has(segment));
	return view !== -1 && (rest[view] === "resolve" || rest[view] === "raw");
}

/** The error for an API-shaped path that no route answered (see {@link isApiShaped}). */
export function apiShapedError(path: string, method: string): ApiError {
	const segments = path.split("/").slice(1);
	if (segments[0] === "api" || segments[0] === "datasets-server")
		return new ApiError("NotFound", `No such API route: ${method} ${path.slice(0, 200)}`);
	const rest = segments[0] === "datasets" || segments[0] === "spaces" ? segments.slice(1) : segments;
	const git = gitSegment(rest);
	if (git !== -1) {
		parseRepoId([...rest.slice(0, git), (rest[git] ?? "").replace(/\.git$/, "")].join("/"));
		return new ApiError("NotFound", `No such git route: ${method} ${path.slice(0, 200)}`);
	}
	const view = rest.findIndex((segment, index) => index > 0 && (segment === "resolve" || segment === "raw"));
	parseRepoId(rest.slice(0, view).join("/"));
	if (method !== "GET" && method !== "HEAD")
		return new ApiError("MethodNotAllowed", `Files are read with GET or HEAD, not ${method}`, {
			headers: { Allow: "GET, HEAD" },
		});
	return new ApiError("EntryNotFound", "Name a revision and a file: /{id}/resolve/{revision}/{path}");
}
