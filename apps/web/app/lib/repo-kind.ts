import type { RepoKind } from "./api-types.ts";

/**
 * Which kind of repository a site path is about: the list pages (`/datasets`, `/spaces`), repository
 * pages below them (`/datasets/acme/x/…`), the creation pages (`/new-dataset`, `/new-space`), and a
 * model for every other path (`/models`, `/new`, `/acme/x`).
 */
export function kindOfPath(pathname: string): RepoKind {
	const [first = "", ...rest] = pathname.split("/").slice(1);
	if (first === "datasets") return "dataset";
	if (first === "spaces") return "space";
	// The creation pages are one segment long: `/new-dataset/x` is the model `x` of an account `new-dataset`.
	if (rest.every((part) => part === "")) {
		if (first === "new-dataset") return "dataset";
		if (first === "new-space") return "space";
	}
	return "model";
}
