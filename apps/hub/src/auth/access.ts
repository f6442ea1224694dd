import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { NamespaceRole } from "@atrium/hub-api";
import type { AppContext } from "../app-env.ts";
import type { Db } from "../db/create-db.ts";
import type { Database, RepoRow, RepoType } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { loadRepo, repoNotFound, type MayReadRepo } from "../repos/resolve-repo.ts";
import type { AnonymousViewer, UserViewer, Viewer } from "./viewer.ts";

/**
 * The access contract (one place for every rule of who may do what):
 * - a repository belongs to the account named by its namespace (a user, or an organization whose
 *   members have the role `admin`, `write` or `read`); site admins have `admin` on every namespace;
 * - `read`: public repositories for everyone, private ones only with a role on the namespace;
 *   without it a private repository answers exactly like a missing one (`RepoNotFound`);
 * - `download`: `read`, and for gated repositories a role on the namespace or an accepted request;
 * - `write`: role `write` or `admin`, `admin`: role `admin`; a `read` token never writes.
 */

/** Cookie holding the site session's secret. */
export const SESSION_COOKIE = "atrium_session";

/** The exact message Python's client recognises for a bad token (docs/reference/protocol.md#authentication). */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid credentials in Authorization header";

export type { AnonymousViewer, UserViewer, Viewer } from "./viewer.ts";
export type { NamespaceRole };

const ANONYMOUS: AnonymousViewer = { kind: "anonymous" };

/** Who is asking (the `viewer` variable the auth middleware sets; anonymous when no credentials came). */
export function viewerOf(c: AppContext): Viewer {
	return c.get("viewer") ?? ANONYMOUS;
}

/** The signed-in user, or a 401 `Unauthorized`. */
export function requireUser(c: AppContext): UserViewer {
	const viewer = viewerOf(c);
	if (viewer.kind !== "user")
		throw new ApiError("Unauthorized", "You must be signed in, or send an access token, to do this");
	return viewer;
}

/**
 * The signed-in user, for a request that changes something: a site session or a `write` token.
 * A `read` token reads and never changes anything (403 `Forbidden`); anonymous callers get 401.
 * Every changing route that is not authorised through {@link authorizeRepo} calls this.
 */
export function requireWriter(c: AppContext, action = "change anything"): UserViewer {
	const viewer = requireUser(c);
	if (viewer.token?.role === "read")
		throw new ApiError("Forbidden", `This token is read-only: use a write token to ${action}`);
	return viewer;
}

/**
 * Whether a path belongs to the git or git-lfs protocols (`info/refs`, `git-upload-pack`,
 * `git-receive-pack`, `{repo}.git/info/lfs/...`). Their clients authenticate with a token (bearer or
 * basic auth); the site's session cookie, which a page of another site can make a browser send with
 * a push or an LFS upload, counts there only with the anti-forgery token (the site's own in-process
 * LFS uploads carry it), see the auth middleware (`middleware/auth/`) and decision 020.
 */
export function isGitProtocolPath(path: string): boolean {
	return GIT_PATH.test(path) || LFS_PATH.test(path);
}
const GIT_PATH = /^\/(?:(?:datasets|spaces)\/)?[^/]+\/[^/]+\/(?:info\/refs|git-upload-pack|git-receive-pack)$/;
const LFS_PATH = /^\/(?:(?:datasets|spaces)\/)?[^/]+\/[^/]+\.git\/info\/lfs\//;

/** The viewer's roles by lower-case namespace: their own name (`admin`) and their organizations. Once per request. */
export function namespaceRoles(c: AppContext, deps: { db: Db }): Promise<Map<string, NamespaceRole>> {
	const cached = c.get("namespaceRoles");
	if (cached) return cached;
	const viewer = viewerOf(c);
	const roles: Promise<Map<string, NamespaceRole>> =
		viewer.kind === "anonymous"
			? Promise.resolve(new Map())
			: deps.db.kysely
					.selectFrom("org_members")
					.innerJoin("accounts", "accounts.pk", "org_members.org_pk")
					.select(["accounts.name_lower", "org_members.role"])
					.where("org_members.user_pk", "=", viewer.userId)
					.execute()
					.then(
						(rows) =>
							new Map<string, NamespaceRole>([
								...rows.map((row) => [row.name_lower, row.role] as const),
								[viewer.name.toLowerCase(), "admin"],
							]),
					);
	c.set("namespaceRoles", roles);
	return roles;
}

/** The viewer's role on a namespace (site admins: `admin` everywhere), or undefined. */
export async function roleOn(c: AppContext, deps: { db: Db }, namespace: string): Promise<NamespaceRole | undefined> {
	const viewer = viewerOf(c);
	if (viewer.kind === "anonymous") return undefined;
	if (viewer.isAdmin) return "admin";
	return (await namespaceRoles(c, deps)).get(namespace.toLowerCase());
}

/**
 * A `where` condition on `repos` keeping what the viewer may read: public repositories, plus private
 * ones in namespaces where the viewer has a role (all of them for site admins). Lists, counts and
 * facets add it to their SQL, so paging never sees a hidden row.
 */
export async function readableReposFilter(
	c: AppContext,
	deps: { db: Db },
): Promise<(eb: ExpressionBuilder<Database, "repos">) => Expression<SqlBool>> {
	const viewer = viewerOf(c);
	if (viewer.kind === "user" && viewer.isAdmin) return () => sql<SqlBool>`1 = 1`;
	const namespaces = [...(await namespaceRoles(c, deps)).keys()];
	return (eb) =>
		namespaces.length === 0
			? eb("repos.private", "=", 0)
			: eb.or([eb("repos.private", "=", 0), eb(eb.fn("lower", ["repos.namespace"]), "in", namespaces)]);
}

/**
 * The `read` rule as a predicate for this request: public repositories, and private ones for callers
 * with a role on their namespace. {@link authorizeRepo} and the redirects of moved repositories use it.
 */
export function mayReadRepo(c: AppContext, deps: { db: Db }): MayReadRepo {
	return async (repo) => repo.private !== 1 || (await roleOn(c, deps, repo.namespace)) !== undefined;
}

/**
 * Loads a repository by name for this request. The old name of a moved repository redirects (307, by
 * `app.onError`) only callers who may read it at its new name; for anyone else the old name answers
 * exactly like a missing repository. Every route that names a repository loads it through this (or
 * {@link loadRepoAs}).
 */
export async function loadRepoFor(
	c: AppContext,
	deps: { db: Db },
	type: RepoType,
	namespace: string,
	name: string,
): Promise<RepoRow> {
	return loadRepo(deps.db.kysely, type, namespace, name, mayReadRepo(c, deps));
}

/** Whether an accepted access request lets the user download a gated repository. */
async function accessAccepted(deps: { db: Db }, repoPk: string, userPk: string): Promise<boolean> {
	const row = await deps.db.kysely
		.selectFrom("access_requests")
		.select("status")
		.where("repo_pk", "=", repoPk)
		.where("user_pk", "=", userPk)
		.executeTakeFirst();
	return row?.status === "accepted";
}

/** What an operation needs on a repository. */
export type RepoNeed = "read" | "download" | "write" | "admin";

/**
 * Throws unless the viewer may do `need` on `repo`: `RepoNotFound` when they may not read it (a
 * private repository looks missing), `GatedRepo` for `download` of a gated one before approval
 * (401 when anonymous), `Forbidden` for `write`/`admin` without the role or with a read token.
 */
export async function authorizeRepo(c: AppContext, deps: { db: Db }, repo: RepoRow, need: RepoNeed): Promise<void> {
	const viewer = viewerOf(c);
	const role = await roleOn(c, deps, repo.namespace);
	if (!(await mayReadRepo(c, deps)(repo))) throw repoNotFound(repo.type, repo.full_id);
	if (need === "read") return;
	if (need === "download") {
		if (repo.gated === "false" || role) return;
		if (viewer.kind === "user" && (await accessAccepted(deps, repo.pk, viewer.userId))) return;
		const kind = repo.type === "model" ? "model" : repo.type;
		if (viewer.kind === "anonymous")
			throw new ApiError(
				"GatedRepo",
				`Access to ${kind} ${repo.full_id} is restricted. You must have access to it and be authenticated to access it. Please log in.`,
				{ status: 401 },
			);
		throw new ApiError(
			"GatedRepo",
			`Access to ${kind} ${repo.full_id} is restricted and you are not in the authorized list. Visit its page on this hub to ask for access.`,
		);
	}
	if (viewer.kind === "anonymous")
		throw new ApiError("Unauthorized", `You must be signed in, or send a write token, to change ${repo.full_id}`);
	requireWriter(c, `change ${repo.full_id}`);
	if (need === "write" && (role === "write" || role === "admin")) return;
	if (need === "admin" && role === "admin") return;
	throw new ApiError(
		"Forbidden",
		`You need the ${need} role on ${repo.namespace} to ${need === "admin" ? "administer" : "change"} ${repo.full_id}`,
	);
}

/** Loads a repository and checks that the viewer may do `need` on it (see {@link authorizeRepo}). */
export async function loadRepoAs(
	c: AppContext,
	deps: { db: Db },
	type: RepoType,
	namespace: string,
	name: string,
	need: RepoNeed = "read",
): Promise<RepoRow> {
	const repo = await loadRepoFor(c, deps, type, namespace, name);
	await authorizeRepo(c, deps, repo, need);
	return repo;
}

/** Whether the viewer may create repositories in `namespace` (their own, an org where they write, any for site admins). */
export async function canWriteNamespace(c: AppContext, deps: { db: Db }, namespace: string): Promise<boolean> {
	const viewer = viewerOf(c);
	if (viewer.kind === "anonymous" || viewer.token?.role === "read") return false;
	const role = await roleOn(c, deps, namespace);
	return role === "write" || role === "admin";
}

/**
 * Whether some repository the viewer may read references a blob (content de-duplication must not
 * reveal blobs of repositories the asker cannot read). Readable means `read`, not `download`.
 */
export async function canReadBlob(c: AppContext, deps: { db: Db }, sha256: string): Promise<boolean> {
	const readable = await readableReposFilter(c, deps);
	const row = await deps.db.kysely
		.selectFrom("tree_entries")
		.innerJoin("repos", "repos.pk", "tree_entries.repo_pk")
		.select("repos.pk")
		.where("tree_entries.sha256", "=", sha256)
		.where(readable)
		.limit(1)
		.executeTakeFirst();
	return row !== undefined;
}

/**
 * Who is asking, as the rules on stored objects need it outside a request (the git push receiver, the
 * commit engine's layer): the account (null when anonymous), whether a site admin, and the lower-case
 * namespaces where the account has a role.
 */
export interface AccessSubject {
	userPk: string | null;
	isAdmin: boolean;
	namespaces: string[];
}

/** The {@link AccessSubject} of the request's viewer. */
export async function accessSubjectOf(c: AppContext, deps: { db: Db }): Promise<AccessSubject> {
	const viewer = viewerOf(c);
	if (viewer.kind === "anonymous") return { userPk: null, isAdmin: false, namespaces: [] };
	return { userPk: viewer.userId, isAdmin: viewer.isAdmin, namespaces: [...(await namespaceRoles(c, deps)).keys()] };
}

/**
 * The {@link AccessSubject} of an account named by its pk, for requests authorised by a credential
 * that is not the user's (an Xet CAS token carries the user it was issued to); anonymous when `""` or unknown.
 */
export async function accessSubjectOfUser(deps: { db: Db }, userPk: string): Promise<AccessSubject> {
	const anonymous: AccessSubject = { userPk: null, isAdmin: false, namespaces: [] };
	if (!userPk) return anonymous;
	const db = deps.db.kysely;
	const [account, memberships] = await Promise.all([
		db.selectFrom("accounts").select(["name_lower", "is_admin"]).where("pk", "=", userPk).executeTakeFirst(),
		db
			.selectFrom("org_members")
			.innerJoin("accounts", "accounts.pk", "org_members.org_pk")
			.select("accounts.name_lower")
			.where("org_members.user_pk", "=", userPk)
			.execute(),
	]);
	if (!account) return anonymous;
	return {
		userPk,
		isAdmin: account.is_admin === 1,
		namespaces: [account.name_lower, ...memberships.map((row) => row.name_lower)],
	};
}

/**
 * A `where` condition on `repos` keeping what `subject` may download (the `download` need of
 * {@link authorizeRepo} as SQL): readable (public, or private with a role on the namespace), and not
 * gated, or gated with a role on the namespace or an accepted access request. Site admins: every one.
 */
export function downloadableReposFilter(
	subject: AccessSubject,
): (eb: ExpressionBuilder<Database, "repos">) => Expression<SqlBool> {
	if (subject.isAdmin) return () => sql<SqlBool>`1 = 1`;
	return (eb) => {
		const member =
			subject.namespaces.length === 0
				? sql<SqlBool>`1 = 0`
				: eb(eb.fn("lower", ["repos.namespace"]), "in", subject.namespaces);
		const approved =
			subject.userPk === null
				? sql<SqlBool>`1 = 0`
				: eb.exists(
						eb
							.selectFrom("access_requests")
							.select("access_requests.repo_pk")
							.whereRef("access_requests.repo_pk", "=", "repos.pk")
							.where("access_requests.user_pk", "=", subject.userPk)
							.where("access_requests.status", "=", "accepted"),
					);
		return eb.and([
			eb.or([eb("repos.private", "=", 0), member]),
			eb.or([eb("repos.gated", "=", "false"), member, approved]),
		]);
	};
}

/**
 * The {@link AccessSubject} of an account outside any request (the webhook delivery worker asks for a
 * webhook's owner): its organizations' roles, its own namespace, whether a site admin. A disabled or
 * missing account is anonymous.
 */
export async function accessSubjectOfAccount(db: Db, accountPk: string): Promise<AccessSubject> {
	const account = await db.kysely
		.selectFrom("accounts")
		.select(["pk", "name_lower", "is_admin", "disabled_at"])
		.where("pk", "=", accountPk)
		.where("kind", "=", "user")
		.executeTakeFirst();
	if (!account || account.disabled_at !== null) return { userPk: null, isAdmin: false, namespaces: [] };
	const orgs = await db.kysely
		.selectFrom("org_members")
		.innerJoin("accounts", "accounts.pk", "org_members.org_pk")
		.select("accounts.name_lower")
		.where("org_members.user_pk", "=", account.pk)
		.execute();
	return {
		userPk: account.pk,
		isAdmin: Number(account.is_admin) === 1,
		namespaces: [account.name_lower, ...orgs.map((row) => row.name_lower)],
	};
}

/** The `read` rule of {@link authorizeRepo} for an {@link AccessSubject}: public, or a role on the namespace (admins: all). */
export function subjectMayRead(subject: AccessSubject, repo: Pick<RepoRow, "private" | "namespace">): boolean {
	return repo.private !== 1 || subject.isAdmin || subject.namespaces.includes(repo.namespace.toLowerCase());
}
