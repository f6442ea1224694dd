import { createHash } from "node:crypto";
import type { AppContext } from "../app-env.ts";
import { mayReadRepo, viewerOf } from "../auth/access.ts";
import type { Db } from "../db/create-db.ts";
import type { RepoType } from "../db/database.ts";
import { cookiesOtherThanCsrf } from "../http/csrf-token.ts";
import { MODEL_RELATIONS, relationTag } from "../metadata/model-relation.ts";
import { catalogueVersion } from "../repos/catalogue-version.ts";

/** Site pages whose content follows one repository's state: a model's and a dataset's main page. */
const REPO_PAGE = /^\/(?:(datasets)\/)?([^/]+)\/([^/]+)$/;

/**
 * Site pages made only of repository lists (the home page's, and `/models`, `/datasets`, `/spaces`
 * with any filters, sort and cursor in the query): they read nothing but `repos` and `repo_tags`,
 * whose every change moves the catalogue version (migration 190). A list page that comes to show
 * anything else must have that table's triggers added, or leave this set (decision 048).
 */
const LIST_PAGES = new Set(["/", "/models", "/datasets", "/spaces"]);

/** The repository a cacheable page shows, from its path (`/{ns}/{name}`, `/datasets/{ns}/{name}`). */
export function pageRepo(path: string): { type: RepoType; fullId: string } | undefined {
	const match = REPO_PAGE.exec(path);
	if (!match?.[2] || !match[3]) return undefined;
	let fullId: string;
	try {
		fullId = `${decodeURIComponent(match[2])}/${decodeURIComponent(match[3])}`;
	} catch {
		return undefined;
	}
	return { type: match[1] ? "dataset" : "model", fullId };
}

/** The request's cookies other than the anti-forgery token (which the cache fills in per visitor), in a stable order. */
function sharedCookies(cookieHeader: string | null): string {
	return cookiesOtherThanCsrf(cookieHeader).sort().join("; ");
}

/**
 * The state of the public models that name `modelId` as their base (the page's model tree shows
 * how many and the first few by trend): their count, newest change and summed trend score.
 */
async function childrenState(db: Db, modelId: string): Promise<string> {
	const row = await db.kysely
		.selectFrom("repo_tags")
		.innerJoin("repos", "repos.pk", "repo_tags.repo_pk")
		.select((eb) => [
			eb.fn.countAll<number>().as("n"),
			eb.fn.max("repos.last_modified").as("changed"),
			eb.fn.sum<number>("repos.trending_score").as("trend"),
		])
		.where(
			"repo_tags.tag",
			"in",
			MODEL_RELATIONS.map((relation) => relationTag(relation, modelId)),
		)
		.where("repos.type", "=", "model")
		.where("repos.private", "=", 0)
		.executeTakeFirst();
	return `${row?.n ?? 0}:${row?.changed ?? ""}:${row?.trend ?? ""}`;
}

/**
 * What an anonymous visitor's page depends on, as one opaque key, or undefined when the page is not
 * one the hub caches (another page, a signed-in or token caller, a repository the caller may not
 * read, which includes every private one). Everything the page shows that can change goes in:
 * the revision (`sha`, `last_modified`), the counters the header shows, gating, a dataset's
 * conversion state, a model's children (its model tree), the rights class, the page's options (its query string: snippet provider,
 * streaming, split…), the cookies the site reads (theme), and the site's build. A list page's
 * content is the catalogue's: its key takes the catalogue's version in place of one repository's state.
 */
export async function anonymousPageKey(
	c: AppContext,
	deps: { db: Db },
	url: URL,
	cookieHeader: string | null,
	buildId: string,
): Promise<string | undefined> {
	if (viewerOf(c).kind !== "anonymous") return undefined;
	if (LIST_PAGES.has(url.pathname)) {
		// An anonymous visitor's list shows public repositories only; any change to one moves the version.
		const parts = [
			buildId,
			"anonymous-list",
			await catalogueVersion(deps.db),
			url.pathname,
			url.search,
			sharedCookies(cookieHeader),
		];
		return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
	}
	const target = pageRepo(url.pathname);
	if (!target) return undefined;
	const row = await deps.db.kysely
		.selectFrom("repos")
		.leftJoin("parquet_conversions", "parquet_conversions.repo_pk", "repos.pk")
		.select([
			"repos.pk",
			"repos.namespace",
			"repos.private",
			"repos.sha",
			"repos.last_modified",
			"repos.likes",
			"repos.downloads",
			"repos.gated",
			"parquet_conversions.status",
			"parquet_conversions.updated_at",
		])
		.where("repos.type", "=", target.type)
		.where("repos.full_id", "=", target.fullId)
		.executeTakeFirst();
	if (!row || row.private !== 0 || !(await mayReadRepo(c, deps)(row))) return undefined;
	const parts = [
		buildId,
		"anonymous",
		target.type,
		row.pk,
		row.sha,
		row.last_modified,
		row.likes,
		row.downloads,
		row.gated,
		row.status ?? "",
		row.updated_at ?? "",
		target.type === "model" ? await childrenState(deps.db, target.fullId) : "",
		url.pathname,
		url.search,
		sharedCookies(cookieHeader),
	];
	return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}
