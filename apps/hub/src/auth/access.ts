import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { NamespaceRole } from "../api/index.ts";
import type { Db } from "../db/create-db.ts";
import type { Database, RepoRow, RepoType } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { loadRepo, repoNotFound, type MayReadRepo } from "../features/repos/resolve-repo.ts";
import { csrfTokenMatches } from "./csrf-token.ts";
import { secretHash, touchToken, type TokenRole } from "./tokens.repository.ts";
import { CAS_PATH } from "../xet/cas-path.ts";

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

/** A caller without (valid) credentials. */
export interface AnonymousViewer {
	kind: "anonymous";
}

/** A signed-in user, through an access token or a site session. */
export interface UserViewer {
	kind: "user";
	userId: string;
	name: string;
	isAdmin: boolean;
	/** Present when the request carried an access token. */
	token?: { id: string; role: TokenRole; name: string; createdAt: number };
	/** sha256 of the session secret, when the request came with the session cookie. */
	sessionHash?: string;
}

/** Who is asking. */
export type Viewer = AnonymousViewer | UserViewer;

export type { NamespaceRole };

const ANONYMOUS: AnonymousViewer = { kind: "anonymous" };
// Keyed by the request's context (middleware such as a body limit may replace `c.req.raw`).
const viewers = new WeakMap<Context, Viewer>();
const rolesCache = new WeakMap<Context, Promise<Map<string, NamespaceRole>>>();

/** Who is asking (set by {@link authMiddleware}; anonymous when no credentials came). */
export function viewerOf(c: Context): Viewer {
	return viewers.get(c) ?? ANONYMOUS;
}

/** The signed-in user, or a 401 `Unauthorized`. */
export function requireUser(c: Context): UserViewer {
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
export function requireWriter(c: Context, action = "change anything"): UserViewer {
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
 * LFS uploads carry it), see {@link authMiddleware} and decision 020.
 */
export function isGitProtocolPath(path: string): boolean {
	return GIT_PATH.test(path) || LFS_PATH.test(path);
}
const GIT_PATH = /^\/(?:(?:datasets|spaces)\/)?[^/]+\/[^/]+\/(?:info\/refs|git-upload-pack|git-receive-pack)$/;
const LFS_PATH = /^\/(?:(?:datasets|spaces)\/)?[^/]+\/[^/]+\.git\/info\/lfs\//;

/** The credential of an `Authorization` header: a bearer token, or the password of HTTP basic auth. */
function credentialOf(header: string): string | undefined {
	const [scheme = "", value = ""] = header.trim().split(/\s+/, 2);
	if (/^bearer$/i.test(scheme)) return value || undefined;
	if (/^basic$/i.test(scheme)) {
		const decoded = Buffer.from(value, "base64").toString("utf8");
		const colon = decoded.indexOf(":");
		return colon === -1 ? undefined : decoded.slice(colon + 1) || undefined;
	}
	return undefined;
}

/**
 * Reads the caller's credentials once per request: `Authorization: Bearer <token>`, HTTP basic auth
 * with the token as password (any user name), or the session cookie (on git and git-lfs paths,
 * {@link isGitProtocolPath}, only together with the anti-forgery token). A token that is unknown, revoked or belongs to a disabled user
 * is refused (401, docs/reference/protocol.md#authentication); a stale session cookie just leaves the caller anonymous. Every check reads the database, so a revocation or a disabled
 * account takes effect at once in every hub process.
 */
export function authMiddleware(deps: { db: Db }): MiddlewareHandler {
	const db = deps.db.kysely;
	return async (c, next) => {
		// The Xet CAS checks its own short-lived tokens (features/xet); its callers stay anonymous here.
		if (c.req.path.startsWith(`${CAS_PATH}/`)) return next();
		const header = c.req.header("authorization");
		if (header !== undefined && header.trim() !== "") {
			const secret = credentialOf(header);
			const row = secret
				? await db
						.selectFrom("tokens")
						.innerJoin("accounts", "accounts.pk", "tokens.user_pk")
						.selectAll("tokens")
						.select(["accounts.name as user_name", "accounts.is_admin"])
						.where("tokens.secret_hash", "=", secretHash(secret))
						.where("tokens.revoked_at", "is", null)
						.where("accounts.disabled_at", "is", null)
						.executeTakeFirst()
				: undefined;
			if (!row) throw new ApiError("InvalidCredentials", INVALID_CREDENTIALS_MESSAGE);
			const { user_name, is_admin, ...token } = row;
			await touchToken(db, token);
			viewers.set(c, {
				kind: "user",
				userId: token.user_pk,
				name: user_name,
				isAdmin: is_admin === 1,
				token: { id: token.pk, role: token.role, name: token.name, createdAt: token.created_at },
			});
		} else {
			const cookie = isGitProtocolPath(c.req.path) && !csrfTokenMatches(c) ? undefined : getCookie(c, SESSION_COOKIE);
			if (cookie) {
				const hash = secretHash(cookie);
				const row = await db
					.selectFrom("sessions")
					.innerJoin("accounts", "accounts.pk", "sessions.user_pk")
					.select(["accounts.pk", "accounts.name", "accounts.is_admin"])
					.where("sessions.secret_hash", "=", hash)
					.where("sessions.expires_at", ">", Date.now())
					.where("accounts.disabled_at", "is", null)
					.executeTakeFirst();
				if (row)
					viewers.set(c, {
						kind: "user",
						userId: row.pk,
						name: row.name,
						isAdmin: row.is_admin === 1,
						sessionHash: hash,
					});
			}
		}
		await next();
	};
}

/** The viewer's roles by lower-case namespace: their own name (`admin`) and their organizations. Once per request. */
export function namespaceRoles(c: Context, deps: { db: Db }): Promise<Map<string, NamespaceRole>> {
	const cached = rolesCache.get(c);
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
	rolesCache.set(c, roles);
	return roles;
}

/** The viewer's role on a namespace (site admins: `admin` everywhere), or undefined. */
export async function roleOn(c: Context, deps: { db: Db }, namespace: string): Promise<NamespaceRole | undefined> {
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
	c: Context,
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
export function mayReadRepo(c: Context, deps: { db: Db }): MayReadRepo {
	return async (repo) => repo.private !== 1 || (await roleOn(c, deps, repo.namespace)) !== undefined;
}

/**
 * Loads a repository by name for this request. The old name of a moved repository redirects (307, by
 * `app.onError`) only callers who may read it at its new name; for anyone else the old name answers
 * exactly like a missing repository. Every route that names a repository loads it through this (or
 * {@link loadRepoAs}).
 */
export async function loadRepoFor(
	c: Context,
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
export async function authorizeRepo(c: Context, deps: { db: Db }, repo: RepoRow, need: RepoNeed): Promise<void> {
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
	c: Context,
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
export async function canWriteNamespace(c: Context, deps: { db: Db }, namespace: string): Promise<boolean> {
	const viewer = viewerOf(c);
	if (viewer.kind === "anonymous" || viewer.token?.role === "read") return false;
	const role = await roleOn(c, deps, namespace);
	return role === "write" || role === "admin";
}

/**
 * Whether some repository the viewer may read references a blob (content de-duplication must not
 * reveal blobs of repositories the asker cannot read). Readable means `read`, not `download`.
 */
export async function canReadBlob(c: Context, deps: { db: Db }, sha256: string): Promise<boolean> {
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
export async function accessSubjectOf(c: Context, deps: { db: Db }): Promise<AccessSubject> {
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
