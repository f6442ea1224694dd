import {
	AccessTokenList,
	Account,
	AdminUserList,
	AuditLog,
	AuthSettings,
	Invitation,
	MemberRemoved,
	Membership,
	NewAccessToken,
	OrganizationCreated,
	PasswordChanged,
	SignedIn,
	SignedOut,
	TokenRevoked,
	UserStatus,
	WhoAmI,
} from "@atrium/hub-api";
import { membersListOp } from "./openapi-people.ts";
import { created, op, query, redirectOp } from "./openapi-operations.ts";

/** Accounts (features/accounts, auth, admin): sign-in and single sign-on, tokens, organizations, admin, whoami. */
export function accountPaths(): Record<string, unknown> {
	return {
		"/auth/oidc/start": {
			get: redirectOp("Single sign-on: redirect to the OpenID Connect provider (?returnTo=/path)"),
		},
		"/auth/oidc/callback": {
			get: redirectOp("Single sign-on: the provider's redirect back; starts a session and redirects to returnTo"),
		},
		"/api/auth/settings": {
			get: op("Sign-up mode and whether single sign-on is configured", [], {}, AuthSettings),
		},
		"/api/auth/signup": {
			post: created("Create an account and a session: { name, password, email?, fullname?, invite? }", [], SignedIn),
		},
		"/api/auth/signin": { post: op("Start a session: { name, password } (rate-limited)", [], {}, SignedIn) },
		"/api/auth/signout": { post: op("End the session", [], {}, SignedOut) },
		"/api/auth/password": {
			post: op("Change the password: { current, password } (signed in)", [], {}, PasswordChanged),
		},
		"/api/settings/tokens": {
			get: op("The signed-in user's access tokens", [], {}, AccessTokenList),
			post: created("Create a token: { name, role }; the answer holds it once", [], NewAccessToken),
		},
		"/api/settings/tokens/{id}": { delete: op("Revoke a token", ["id"], {}, TokenRevoked) },
		"/api/accounts/{name}": { get: op("A user or organization", ["name"], {}, Account) },
		"/api/organizations": {
			post: created("Create an organization: { name, fullname? }", [], OrganizationCreated),
		},
		"/api/organizations/{name}/members": {
			get: membersListOp(),
			post: op("Add a member or change their role: { user, role }", ["name"], {}, Membership),
		},
		"/api/organizations/{name}/members/{user}": {
			delete: op("Remove a member", ["name", "user"], {}, MemberRemoved),
		},
		"/api/admin/users": { get: op("Every user (admins)", [], {}, AdminUserList) },
		"/api/admin/users/{name}/disable": {
			post: op("Disable a user: their tokens and sessions stop at once", ["name"], {}, UserStatus),
		},
		"/api/admin/users/{name}/enable": { post: op("Enable a disabled user", ["name"], {}, UserStatus) },
		"/api/admin/invitations": { post: created("Create a single-use sign-up invitation (admins)", [], Invitation) },
		"/api/admin/audit": {
			get: op(
				"The audit log, newest first (admins); ?before=<epoch ms>&limit=<1-500, default 100>",
				[],
				{
					parameters: [
						query("before", "Entries before this time (epoch milliseconds)", { type: "integer" }),
						query("limit", "At most this many entries (1-500, default 100)", { type: "integer" }),
					],
				},
				AuditLog,
			),
		},
		"/api/whoami-v2": {
			get: op("The caller's account, organizations and token (401 without credentials)", [], {}, WhoAmI),
		},
	};
}
