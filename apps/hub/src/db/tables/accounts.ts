// The accounts' tables: users and organizations, tokens, sessions, membership, gated access, sign-in guards, the audit log.

/** A user or an organization; both own repositories under their `name`. Times are epoch ms. */
export interface AccountsTable {
	/** Opaque 24-hex id. */
	pk: string;
	kind: "user" | "org";
	name: string;
	/** `name` in lower case: names are unique regardless of case. */
	name_lower: string;
	fullname: string;
	email: string | null;
	/** `scrypt$...` (see `auth/passwords.ts`); null for organizations and SSO-only users. */
	password_hash: string | null;
	/** `issuer#subject` of an OpenID Connect identity, when the user signs in through SSO. */
	oidc_subject: string | null;
	is_admin: number;
	/** When an admin disabled the account; its tokens and sessions stop working. */
	disabled_at: number | null;
	created_at: number;
}

/** Access tokens. Only the sha256 of the secret is stored. */
export interface TokensTable {
	pk: string;
	user_pk: string;
	name: string;
	role: "read" | "write";
	secret_hash: string;
	created_at: number;
	last_used_at: number | null;
	revoked_at: number | null;
}

/** Site sessions, keyed by the sha256 of the cookie's secret. */
export interface SessionsTable {
	secret_hash: string;
	user_pk: string;
	created_at: number;
	expires_at: number;
}

/** Members of organizations and their role. */
export interface OrgMembersTable {
	org_pk: string;
	user_pk: string;
	role: "admin" | "write" | "read";
	created_at: number;
}

/** Requests for access to gated repositories. `fields` is the JSON of what the card asked for. */
export interface AccessRequestsTable {
	repo_pk: string;
	user_pk: string;
	status: "pending" | "accepted" | "rejected";
	fields: string;
	created_at: number;
	decided_at: number | null;
	decided_by: string | null;
}

/** Invitations to sign up on an invite-only hub (`ATRIUM_SIGNUP=invite`); single use. */
export interface InvitationsTable {
	secret_hash: string;
	created_by: string;
	created_at: number;
	expires_at: number;
	used_by: string | null;
}

/** Failed sign-in counters per account (`user:<name>`) and per address (`ip:<address>`), in fixed windows. */
export interface SigninAttemptsTable {
	key: string;
	window_start: number;
	failures: number;
}

/** Security events (see `auth/audit.ts`). */
export interface AuditLogTable {
	pk: string;
	at: number;
	event: string;
	actor: string | null;
	target: string | null;
	address: string | null;
	/** JSON object with event details. */
	detail: string;
}
