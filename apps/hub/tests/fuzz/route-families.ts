import type { Random } from "./random.ts";
import {
	accountBody,
	collectionBody,
	commitBody,
	discussionBody,
	gatedBody,
	GIT_SERVICES,
	lfsBatchBody,
	pktBody,
	preuploadBody,
	repoAdminBody,
	uploadBytes,
	webhookBody,
	yamlBody,
	type FuzzBody,
} from "./write-values.ts";

const VIEWER_DATASETS = ["atrium/tiny-reviews", "atrium/tiny-qa", "atrium/tiny-gpt", "nobody/nothing", "a", "../x"];
const VIEWER_WHERE = [
	`"label"='positive'`,
	`"label"='x'; DROP TABLE t`,
	`"text" = read_csv('/etc/passwd')`,
	`${"(".repeat(100)}"label"=1`,
	`"label" = 1 OR 1=1`,
	`"nope" > 3`,
	`NOT NOT NOT "label" IS NULL`,
	"'",
	'"',
];

/** Query strings of the dataset viewer routes: valid and hostile ids, configs, splits, pages, filters and searches. */
function viewerQuery(random: Random): string {
	const params = new URLSearchParams();
	params.set("dataset", random.pick(VIEWER_DATASETS));
	if (random.chance(0.8)) params.set("config", random.pick(["default", "x", "__proto__", ""]));
	if (random.chance(0.8)) params.set("split", random.pick(["train", "test", "constructor", ""]));
	if (random.chance(0.5)) params.set("offset", random.pick(["0", "5", "-1", "1e9", "99999999999999999999", "x"]));
	if (random.chance(0.5)) params.set("length", random.pick(["0", "10", "100", "101", "-3"]));
	if (random.chance(0.4)) params.set("where", random.pick(VIEWER_WHERE));
	if (random.chance(0.3)) params.set("orderby", random.pick([`"label" DESC`, "random()", `"text",`, "label asc"]));
	if (random.chance(0.4)) params.set("query", random.pick(["good", "%", "_", "\\", "a".repeat(300), ""]));
	return params.toString();
}

/**
 * The route families the fuzzer attacks, one line each: a method and a path template whose
 * `{placeholders}` (kind, id, prefix, rev, path, task, library, doc) it fills with valid or hostile
 * values (fuzz-values.ts). `body: true` sends bodies; `api: true` means every error answer must carry
 * the JSON error body and `X-Error-Code` (git URLs answer in git's own formats, never the site's HTML).
 * Add a family by adding its line.
 */
export interface RouteFamily {
	name: string;
	method: string;
	path: string;
	api: boolean;
	body?: boolean;
	/** Relative share of the requests (default 1). */
	weight?: number;
	/** The family's own hostile bodies (else the generic ones of fuzz-values.ts). */
	bodies?: (random: Random) => FuzzBody;
	/** A query string of the family's own (without `?`). */
	query?: (random: Random) => string;
	/** Send one of the run's credentials (anonymous, read, write, revoked token, cookie without CSRF); `admin` adds the admin's. */
	credentials?: true | "admin";
	/** Errors in the git-lfs format: JSON with a `message` (git-lfs shows it). */
	lfs?: true;
}

/** The filters of `GET /api/collections`, valid and hostile. */
function collectionQuery(random: Random): string {
	const owner = random.pick(["", "fuzzer", "atrium", "%00", "a".repeat(300)]);
	const item = random.pick(["", "models/atrium/tiny-gpt", "models/x", "papers/1", "models/a/b/c", "%FF"]);
	const sort = random.pick(["", "lastModified", "trending", "upvotes", "stars"]);
	return `owner=${owner}&item=${item}&sort=${sort}&${peopleQuery(random)}`;
}

/** `limit` and `cursor` of the people lists: valid, out of range, malformed and forged. */
function peopleQuery(random: Random): string {
	const limit = random.pick(["1", "100", "101", "0", "-1", "1e9", "abc", ""]);
	const cursor = random.pick([
		"",
		"%%%",
		Buffer.from('"b"').toString("base64url"),
		Buffer.from('{"at":1,"pk":"zz"}').toString("base64url"),
		Buffer.from("[".repeat(500)).toString("base64url"),
		"A".repeat(3000),
	]);
	return `limit=${limit}&cursor=${cursor}`;
}

export const ROUTE_FAMILIES: RouteFamily[] = [
	{ name: "lists", method: "GET", path: "/api/{kind}", api: true, weight: 3 },
	{ name: "info", method: "GET", path: "/api/{kind}/{id}", api: true, weight: 2 },
	{ name: "info at revision", method: "GET", path: "/api/{kind}/{id}/revision/{rev}", api: true },
	{ name: "tree", method: "GET", path: "/api/{kind}/{id}/tree/{rev}/{path}", api: true, weight: 2 },
	{ name: "paths-info", method: "POST", path: "/api/{kind}/{id}/paths-info/{rev}", api: true, body: true, weight: 2 },
	{ name: "refs", method: "GET", path: "/api/{kind}/{id}/refs", api: true },
	{ name: "commits", method: "GET", path: "/api/{kind}/{id}/commits/{rev}", api: true },
	{ name: "auth-check", method: "GET", path: "/api/{kind}/{id}/auth-check", api: true, credentials: true },
	{ name: "auth-check write", method: "GET", path: "/api/{kind}/{id}/auth-check/write", api: true, credentials: true },
	{
		name: "xet write token",
		method: "GET",
		path: "/api/{kind}/{id}/xet-write-token/{rev}",
		api: true,
		credentials: true,
	},
	{
		name: "xet read token",
		method: "GET",
		path: "/api/{kind}/{id}/xet-read-token/{rev}",
		api: true,
		credentials: true,
	},
	// The Xet CAS (its own tokens: every credential of the run is refused there with XetTokenInvalid).
	{
		name: "xet xorb",
		method: "POST",
		path: "/xet-cas/v1/xorbs/default/{path}",
		api: true,
		bodies: uploadBytes,
		credentials: true,
	},
	{ name: "xet shard", method: "POST", path: "/xet-cas/v1/shards", api: true, bodies: uploadBytes, credentials: true },
	{
		name: "xet shard v2",
		method: "POST",
		path: "/xet-cas/v2/shards",
		api: true,
		bodies: uploadBytes,
		credentials: true,
	},
	{
		name: "xet chunk",
		method: "GET",
		path: "/xet-cas/v1/chunks/default-merkledb/{path}",
		api: true,
		credentials: true,
	},
	{
		name: "xet reconstruction",
		method: "GET",
		path: "/xet-cas/v1/reconstructions/{path}",
		api: true,
		credentials: true,
	},
	{
		name: "xet reconstruction v2",
		method: "GET",
		path: "/xet-cas/v2/reconstructions/{path}",
		api: true,
		credentials: true,
	},
	{ name: "xet xorb fetch", method: "GET", path: "/xet-cas/fetch/{path}", api: true },
	{ name: "resolve", method: "GET", path: "/{prefix}{id}/resolve/{rev}/{path}", api: true, weight: 3 },
	{ name: "resolve HEAD", method: "HEAD", path: "/{prefix}{id}/resolve/{rev}/{path}", api: true, weight: 2 },
	{ name: "raw", method: "GET", path: "/{prefix}{id}/raw/{rev}/{path}", api: true, weight: 2 },
	{ name: "snippets", method: "GET", path: "/api/models/{id}/snippets", api: true },
	{ name: "tasks", method: "GET", path: "/api/tasks/{task}", api: true },
	{ name: "libraries", method: "GET", path: "/api/libraries", api: true },
	{ name: "dataset tags", method: "GET", path: "/api/datasets-tags-by-type", api: true },
	{
		name: "dataset viewer",
		method: "GET",
		path: "/datasets-server/{viewer}",
		api: true,
		weight: 2,
		query: viewerQuery,
	},
	{ name: "parquet listing", method: "GET", path: "/api/datasets/{id}/parquet/{path}", api: true },
	{ name: "openapi", method: "GET", path: "/api/openapi.json", api: true },
	{ name: "collections", method: "GET", path: "/api/collections/{id}", api: true },
	{ name: "collection lists", method: "GET", path: "/api/collections", api: true, query: collectionQuery },
	{
		name: "collection create",
		method: "POST",
		path: "/api/collections",
		api: true,
		bodies: collectionBody,
		credentials: true,
	},
	{
		name: "collection change",
		method: "PATCH",
		path: "/api/collections/{id}",
		api: true,
		bodies: collectionBody,
		credentials: true,
	},
	{ name: "collection delete", method: "DELETE", path: "/api/collections/{id}", api: true, credentials: true },
	{
		name: "collection items",
		method: "POST",
		path: "/api/collections/{id}/items",
		api: true,
		bodies: collectionBody,
		credentials: true,
	},
	{
		name: "collection item change",
		method: "PATCH",
		path: "/api/collections/{id}/items/{tokenid}",
		api: true,
		bodies: collectionBody,
		credentials: true,
	},
	{ name: "unknown api", method: "GET", path: "/api/{path}", api: true },
	{ name: "whoami", method: "GET", path: "/api/whoami-v2", api: true, credentials: true },
	// Accounts and sessions.
	{ name: "auth settings", method: "GET", path: "/api/auth/settings", api: true },
	{ name: "signup", method: "POST", path: "/api/auth/signup", api: true, bodies: accountBody, credentials: true },
	{ name: "signin", method: "POST", path: "/api/auth/signin", api: true, bodies: accountBody, credentials: true },
	{ name: "signout", method: "POST", path: "/api/auth/signout", api: true, bodies: accountBody, credentials: true },
	{ name: "password", method: "POST", path: "/api/auth/password", api: true, bodies: accountBody, credentials: true },
	{ name: "tokens list", method: "GET", path: "/api/settings/tokens", api: true, credentials: true },
	{
		name: "tokens create",
		method: "POST",
		path: "/api/settings/tokens",
		api: true,
		bodies: accountBody,
		credentials: true,
	},
	{ name: "tokens revoke", method: "DELETE", path: "/api/settings/tokens/{tokenid}", api: true, credentials: true },
	{ name: "webhooks list", method: "GET", path: "/api/settings/webhooks", api: true, credentials: true },
	{
		name: "webhooks create",
		method: "POST",
		path: "/api/settings/webhooks",
		api: true,
		bodies: webhookBody,
		credentials: true,
	},
	{ name: "webhook read", method: "GET", path: "/api/settings/webhooks/{tokenid}", api: true, credentials: true },
	{
		name: "webhook update",
		method: "POST",
		path: "/api/settings/webhooks/{tokenid}",
		api: true,
		bodies: webhookBody,
		credentials: true,
	},
	{ name: "webhook delete", method: "DELETE", path: "/api/settings/webhooks/{tokenid}", api: true, credentials: true },
	...["enable", "disable"].map((action): RouteFamily => ({
		name: `webhook ${action}`,
		method: "POST",
		path: `/api/settings/webhooks/{tokenid}/${action}`,
		api: true,
		credentials: true,
	})),
	{
		name: "webhook deliveries",
		method: "GET",
		path: "/api/settings/webhooks/{tokenid}/deliveries",
		api: true,
		credentials: true,
	},
	{
		name: "webhook replay",
		method: "POST",
		path: "/api/settings/webhooks/{tokenid}/deliveries/{tokenid}/replay",
		api: true,
		credentials: true,
	},
	{ name: "accounts", method: "GET", path: "/api/accounts/{account}", api: true, credentials: true },
	{
		name: "orgs create",
		method: "POST",
		path: "/api/organizations",
		api: true,
		bodies: accountBody,
		credentials: true,
	},
	{
		name: "org members",
		method: "POST",
		path: "/api/organizations/{account}/members",
		api: true,
		bodies: accountBody,
		credentials: true,
	},
	{
		name: "org member remove",
		method: "DELETE",
		path: "/api/organizations/{account}/members/{account}",
		api: true,
		credentials: true,
	},
	{ name: "user overview", method: "GET", path: "/api/users/{account}/overview", api: true, credentials: true },
	{ name: "org overview", method: "GET", path: "/api/organizations/{account}/overview", api: true, credentials: true },
	{ name: "members", method: "GET", path: "/api/organizations/{account}/members", api: true, query: peopleQuery },
	{ name: "followers", method: "GET", path: "/api/users/{account}/followers", api: true, query: peopleQuery },
	{ name: "following", method: "GET", path: "/api/users/{account}/following", api: true, query: peopleQuery },
	{
		name: "liked repos",
		method: "GET",
		path: "/api/users/{account}/likes",
		api: true,
		query: peopleQuery,
		credentials: true,
	},
	{ name: "follow", method: "POST", path: "/api/users/{account}/follow", api: true, credentials: true },
	{ name: "unfollow", method: "DELETE", path: "/api/organizations/{account}/follow", api: true, credentials: true },
	{ name: "likers", method: "GET", path: "/api/{kind}/{id}/likers", api: true, query: peopleQuery, credentials: true },
	{ name: "admin users", method: "GET", path: "/api/admin/users", api: true, credentials: "admin" },
	{
		name: "admin invitations",
		method: "POST",
		path: "/api/admin/invitations",
		api: true,
		bodies: accountBody,
		credentials: "admin",
	},
	{ name: "admin audit", method: "GET", path: "/api/admin/audit", api: true, credentials: "admin" },
	// Gated access.
	{
		name: "ask access",
		method: "POST",
		path: "/api/{kind}/{id}/ask-access",
		api: true,
		bodies: gatedBody,
		credentials: true,
	},
	{ name: "access request", method: "GET", path: "/api/{kind}/{id}/access-request", api: true, credentials: true },
	{
		name: "access requests list",
		method: "GET",
		path: "/api/models/{wid}/user-access-request/{status}",
		api: true,
		credentials: true,
	},
	{
		name: "access decide",
		method: "POST",
		path: "/api/models/{wid}/user-access-request/{decision}",
		api: true,
		bodies: gatedBody,
		credentials: true,
	},
	// Repository administration and writes.
	{
		name: "repo create",
		method: "POST",
		path: "/api/repos/create",
		api: true,
		bodies: repoAdminBody,
		credentials: true,
		weight: 2,
	},
	{
		name: "repo delete",
		method: "DELETE",
		path: "/api/repos/delete",
		api: true,
		bodies: repoAdminBody,
		credentials: true,
	},
	{
		name: "repo settings",
		method: "PUT",
		path: "/api/models/{wid}/settings",
		api: true,
		bodies: repoAdminBody,
		credentials: true,
	},
	{ name: "repo move", method: "POST", path: "/api/repos/move", api: true, bodies: repoAdminBody, credentials: true },
	{
		name: "commit",
		method: "POST",
		path: "/api/models/{wid}/commit/{rev}",
		api: true,
		bodies: commitBody,
		credentials: true,
		weight: 5,
	},
	{
		name: "branch create",
		method: "POST",
		path: "/api/models/{wid}/branch/{refname}",
		api: true,
		bodies: repoAdminBody,
		credentials: true,
		weight: 2,
	},
	{ name: "branch delete", method: "DELETE", path: "/api/models/{wid}/branch/{refname}", api: true, credentials: true },
	{
		name: "tag create",
		method: "POST",
		path: "/api/models/{wid}/tag/{rev}",
		api: true,
		bodies: repoAdminBody,
		credentials: true,
		weight: 2,
	},
	{ name: "tag delete", method: "DELETE", path: "/api/models/{wid}/tag/{refname}", api: true, credentials: true },
	{ name: "like", method: "POST", path: "/api/models/{wid}/like", api: true, credentials: true },
	{
		name: "discussions",
		method: "GET",
		path: "/api/{kind}/{id}/discussions",
		api: true,
		credentials: true,
		query: (random) =>
			`p=${random.pick(["0", "1", "-1", "x", "99999999"])}&type=${random.pick(["all", "pull_request", "x"])}&status=${random.pick(["open", "closed", "x"])}`,
	},
	{ name: "discussion", method: "GET", path: "/api/{kind}/{id}/discussions/{rev}", api: true, credentials: true },
	{
		name: "discussion new",
		method: "POST",
		path: "/api/models/{wid}/discussions",
		api: true,
		bodies: discussionBody,
		credentials: true,
	},
	...["comment", "title", "status", "merge"].map((action): RouteFamily => ({
		name: `discussion ${action}`,
		method: "POST",
		path: `/api/models/{wid}/discussions/1/${action}`,
		api: true,
		bodies: discussionBody,
		credentials: true,
	})),
	...["edit", "hide"].map((action): RouteFamily => ({
		name: `discussion comment ${action}`,
		method: "POST",
		path: `/api/models/{wid}/discussions/1/comment/{tokenid}/${action}`,
		api: true,
		bodies: discussionBody,
		credentials: true,
	})),
	{ name: "unlike", method: "DELETE", path: "/api/models/{wid}/like", api: true, credentials: true },
	{
		name: "validate-yaml",
		method: "POST",
		path: "/api/validate-yaml",
		api: true,
		bodies: yamlBody,
		credentials: true,
		weight: 2,
	},
	// Uploads.
	{
		name: "preupload",
		method: "POST",
		path: "/api/models/{wid}/preupload/{rev}",
		api: true,
		bodies: preuploadBody,
		credentials: true,
		weight: 2,
	},
	{
		name: "lfs batch",
		method: "POST",
		path: "/{prefix}{wid}.git/info/lfs/objects/batch",
		api: false,
		lfs: true,
		bodies: lfsBatchBody,
		credentials: true,
		weight: 4,
	},
	{
		name: "lfs upload link",
		method: "PUT",
		path: "/api/lfs/objects/{upload}",
		api: true,
		bodies: uploadBytes,
		credentials: true,
		weight: 2,
	},
	{
		name: "lfs verify link",
		method: "POST",
		path: "/api/lfs/verify/{verify}",
		api: true,
		bodies: lfsBatchBody,
		credentials: true,
	},
	{ name: "lfs download link", method: "GET", path: "/api/lfs/objects/{download}", api: true, credentials: true },
	// git smart HTTP.
	{
		name: "git refs",
		method: "GET",
		path: "/{prefix}{id}/info/refs",
		api: false,
		query: (random) => `service=${random.pick(GIT_SERVICES)}`,
		credentials: true,
		weight: 2,
	},
	{
		name: "git upload-pack",
		method: "POST",
		path: "/{prefix}{id}.git/git-upload-pack",
		api: false,
		bodies: pktBody,
		credentials: true,
		weight: 3,
	},
	{
		name: "git receive-pack",
		method: "POST",
		path: "/{prefix}{wid}.git/git-receive-pack",
		api: false,
		bodies: pktBody,
		credentials: true,
		weight: 3,
	},
	{ name: "site repo page", method: "GET", path: "/{prefix}{id}", api: false },
	{ name: "site tree", method: "GET", path: "/{prefix}{id}/tree/{rev}/{path}", api: false },
	{ name: "site blob", method: "GET", path: "/{prefix}{id}/blob/{rev}/{path}", api: false },
	{ name: "site lists", method: "GET", path: "/{kind}", api: false },
	{ name: "site task", method: "GET", path: "/tasks/{task}", api: false },
	{ name: "site library", method: "GET", path: "/libraries/{library}", api: false },
	{ name: "site docs", method: "GET", path: "/docs/{doc}", api: false },
];
