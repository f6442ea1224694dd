import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 for tests: any login name signs in as itself. */
export interface TestOidcProvider {
	issuer: string;
	clientId: string;
	clientSecret: string;
	close: () => Promise<void>;
}

/** Starts the provider with one confidential client redirecting to `redirectUris`; claims derive from the login name. */
export async function startOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
	// The issuer URL holds the port, so the provider is made after the server listens.
	const handler: { current?: RequestListener } = {};
	const server: Server = createServer((req, res) => handler.current?.(req, res));
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	const client = { client_id: "atrium-test", client_secret: "atrium-test-secret-0123456789" };
	const provider = new Provider(issuer, {
		clients: [
			{ ...client, redirect_uris: redirectUris, grant_types: ["authorization_code"], response_types: ["code"] },
		],
		async findAccount(_ctx, id) {
			return {
				accountId: id,
				claims: () => ({
					sub: id,
					email: `${id}@corp.example`,
					email_verified: true,
					name: `${id[0]?.toUpperCase() ?? ""}${id.slice(1)} Example`,
					preferred_username: id,
				}),
			};
		},
		claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "preferred_username"] },
		pkce: { required: () => true },
		features: { devInteractions: { enabled: true } },
	});
	provider.on("server_error", (_ctx, error) => console.error("[oidc-provider]", error));
	handler.current = provider.callback();
	return {
		issuer,
		clientId: client.client_id,
		clientSecret: client.client_secret,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
}
