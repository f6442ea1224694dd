import type { RepoKind } from "./api-types.ts";

/** Percent-encodes each segment of a repo id or file path, keeping the slashes. */
export function encodePath(path: string): string {
	return path
		.split("/")
		.map((s) => encodeURIComponent(s))
		.join("/");
}

/** The prefix of a repo's file and page URLs: "" for models, "/datasets" and "/spaces" otherwise. */
export function repoPrefix(kind: RepoKind): string {
	return kind === "model" ? "" : `/${kind}s`;
}
