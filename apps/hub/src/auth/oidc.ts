import * as client from "openid-client";
import type { Kysely } from "kysely";
import type { AccountRow, Database } from "../db/database.ts";
import { ApiError } from "../errors.ts";
import { checkAccountName, createUser } from "./accounts.repository.ts";
import { namespaceHolder } from "./namespace-claims.ts";

/** The identity provider's settings (`ATRIUM_OIDC_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET`). */
export interface OidcSettings {
	issuer: string;
	clientId: string;
	clientSecret: string;
}

/** What the sign-in keeps between leaving for the provider and coming back (in a short-lived cookie). */
export interface OidcPending {
	state: string;
	nonce: string;
	verifier: string;
	returnTo: string;
}

/** Plain http is accepted only for a provider on this machine (tests, local development). */
function isLoopback(url: URL): boolean {
	return url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
}

const configurations = new Map<string, Promise<client.Configuration>>();

/** The provider's configuration, discovered once per process (a failed discovery is retried next time). */
export function oidcConfiguration(settings: OidcSettings): Promise<client.Configuration> {
	const key = `${settings.issuer}\n${settings.clientId}`;
	let found = configurations.get(key);
	if (!found) {
		const issuer = new URL(settings.issuer);
		found = client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
			...(issuer.protocol === "http:" && isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
		});
		found.catch(() => configurations.delete(key));
		configurations.set(key, found);
	}
	return found;
}

/** Starts a sign-in: the provider's authorization URL (code flow with PKCE, state and nonce) and what to keep. */
export async function startOidc(
	settings: OidcSettings,
	redirectUri: string,
	returnTo: string,
): Promise<{ url: URL; pending: OidcPending }> {
	const config = await oidcConfiguration(settings);
	const pending: OidcPending = {
		state: client.randomState(),
		nonce: client.randomNonce(),
		verifier: client.randomPKCECodeVerifier(),
		returnTo,
	};
	const url = client.buildAuthorizationUrl(config, {
		redirect_uri: redirectUri,
		scope: "openid email profile",
		code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
		code_challenge_method: "S256",
		state: pending.state,
		nonce: pending.nonce,
	});
	return { url, pending };
}

/** The claims of a finished sign-in, checked by the library (state, nonce, PKCE, ID token signature). */
export async function finishOidc(
	settings: OidcSettings,
	callbackUrl: URL,
	pending: OidcPending,
): Promise<{ subject: string; email?: string; name?: string; username?: string }> {
	const config = await oidcConfiguration(settings);
	const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
		pkceCodeVerifier: pending.verifier,
		expectedState: pending.state,
		expectedNonce: pending.nonce,
		idTokenExpected: true,
	});
	const idClaims = tokens.claims();
	if (!idClaims) throw new ApiError("SignInFailed", "The identity provider sent no ID token");
	// Many providers put only `sub` in the ID token: the profile comes from the userinfo endpoint (same subject, checked).
	const profile = config.serverMetadata().userinfo_endpoint
		? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)
		: {};
	const claims = { ...profile, ...idClaims } as Record<string, unknown> & { iss: string; sub: string };
	const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);
	const email = text(claims.email_verified === false ? undefined : claims.email);
	const name = text(claims.name);
	const username = text(claims.preferred_username);
	return {
		subject: `${claims.iss}#${claims.sub}`,
		...(email ? { email } : {}),
		...(name ? { name } : {}),
		...(username ? { username } : {}),
	};
}

/**
 * A free account name from what the provider says (preferred user name, email's local part), made
 * valid. Free as `namespace-claims.ts` says: a name held by a user, an organization or repositories
 * (the sample catalogue's `atrium`, an imported namespace) is never given; a suffix is added instead.
 */
async function freeName(db: Kysely<Database>, wanted: string): Promise<string> {
	const base =
		wanted
			.replace(/[^A-Za-z0-9_-]+/g, "-")
			.replace(/^[-_]+|[-_]+$/g, "")
			.slice(0, 36) || "user";
	const padded = base.length < 2 ? `${base}-user` : base;
	for (let suffix = 0; suffix < 50; suffix++) {
		const candidate = suffix === 0 ? padded : `${padded}-${suffix + 1}`;
		if (!isValidName(candidate)) continue;
		if ((await namespaceHolder(db, candidate)) === undefined) return candidate;
	}
	throw new ApiError("NameTaken", "No free account name could be derived from the identity provider's user name");
}

function isValidName(name: string): boolean {
	try {
		checkAccountName(name);
		return true;
	} catch {
		return false;
	}
}

/**
 * The account of an OpenID Connect identity: found by `issuer#subject`, or created on first sign-in
 * (single sign-on is the operator's choice of who may enter, whatever `ATRIUM_SIGNUP` says).
 * Throws `SignInFailed` for a disabled account.
 */
export async function accountForOidc(
	db: Kysely<Database>,
	identity: { subject: string; email?: string; name?: string; username?: string },
): Promise<{ account: AccountRow; created: boolean }> {
	const existing = await db
		.selectFrom("accounts")
		.selectAll()
		.where("oidc_subject", "=", identity.subject)
		.executeTakeFirst();
	if (existing) {
		if (existing.disabled_at !== null) throw new ApiError("SignInFailed", "This account is disabled");
		return { account: existing, created: false };
	}
	const name = await freeName(db, identity.username ?? identity.email?.split("@")[0] ?? "user");
	const account = await createUser(db, {
		name,
		oidcSubject: identity.subject,
		...(identity.email ? { email: identity.email } : {}),
		...(identity.name ? { fullname: identity.name } : {}),
	});
	return { account, created: true };
}
