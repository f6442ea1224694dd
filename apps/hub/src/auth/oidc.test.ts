import { afterAll, beforeAll, expect, it } from "vitest";
import { addTestRepo, addTestUser } from "../testing/accounts.ts";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";
import { startOidcProvider, type TestOidcProvider } from "../testing/oidc-provider.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { setPasswordCost } from "./passwords.ts";
import { listen } from "../testing/listen.ts";

setPasswordCost(10);

/** A browser stand-in: follows redirects by hand, keeps cookies per host (and per path prefix). */
class CookieClient {
	jar = new Map<string, { value: string; path: string }>();
	cookieHeader(url: URL): string {
		return [...this.jar]
			.filter(([key, cookie]) => key.startsWith(`${url.host} `) && url.pathname.startsWith(cookie.path))
			.map(([key, cookie]) => `${key.split(" ")[1]}=${cookie.value}`)
			.join("; ");
	}
	async request(url: URL, init: RequestInit = {}): Promise<Response> {
		const headers = new Headers(init.headers);
		const cookie = this.cookieHeader(url);
		if (cookie) headers.set("cookie", cookie);
		const response = await fetch(url, { ...init, headers, redirect: "manual" });
		for (const line of response.headers.getSetCookie()) {
			const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
			const index = pair.indexOf("=");
			const name = pair.slice(0, index);
			const value = pair.slice(index + 1);
			const path = attributes.find((a) => a.toLowerCase().startsWith("path="))?.slice(5) ?? "/";
			const expired = attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=.*1970/i.test(a));
			if (expired || value === "") this.jar.delete(`${url.host} ${name}`);
			else this.jar.set(`${url.host} ${name}`, { value, path });
		}
		return response;
	}
	/** GETs `url` and follows redirects until a non-redirect answer or a URL `stop` accepts. */
	async follow(start: URL, stop: (url: URL) => boolean = () => false): Promise<{ url: URL; response: Response }> {
		let url = start;
		for (let hop = 0; hop < 20; hop++) {
			const response = await this.request(url);
			const location = response.headers.get("location");
			if (response.status < 300 || response.status >= 400 || !location) return { url, response };
			url = new URL(location, url);
			if (stop(url)) return { url, response };
		}
		throw new Error("too many redirects");
	}
}

/** Signs in at the provider's development login and consent forms, then returns to the hub. */
async function signInAtProvider(
	client: CookieClient,
	start: URL,
	login: string,
): Promise<{ url: URL; response: Response }> {
	let { url, response } = await client.follow(start);
	for (let step = 0; step < 4 && url.pathname.startsWith("/interaction/"); step++) {
		const page = await response.text();
		const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
		const body = new URLSearchParams({ prompt: prompt ?? "login", login, password: "any" });
		const posted = await client.request(url, {
			method: "POST",
			headers: { "content-type": "application/x-www-form-urlencoded" },
			body: body.toString(),
		});
		({ url, response } = await client.follow(new URL(posted.headers.get("location") ?? "/", url)));
	}
	return { url, response };
}

describeDialects("single sign-on with OpenID Connect", (dialect) => {
	let provider: TestOidcProvider;
	let hub: TestHub;
	let server: { url: string; close: () => Promise<void> };
	let hubUrl: string;
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		server = await listen(hub.app);
		hubUrl = server.url;
		hub.config.publicUrl = hubUrl;
		provider = await startOidcProvider([`${hubUrl}/auth/oidc/callback`]);
		hub.config.oidc = { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret };
		await addTestUser(hub.db, "root");
		await addTestUser(hub.db, "sam");
	});
	afterAll(async () => {
		await server.close();
		await hub.close();
		await provider.close();
	});

	it("signs in through the provider, creates the account once, and the session works", async () => {
		const client = new CookieClient();
		const start = await client.request(new URL(`${hubUrl}/auth/oidc/start?returnTo=/settings/tokens`));
		expect(start.status).toBe(302);
		const authorize = new URL(start.headers.get("location") ?? "");
		expect(authorize.origin).toBe(provider.issuer);
		expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
		expect(authorize.searchParams.get("redirect_uri")).toBe(`${hubUrl}/auth/oidc/callback`);

		const back = await signInAtProvider(client, authorize, "sam");
		expect(back.url.pathname).toBe("/settings/tokens");
		const me = await client.request(new URL(`${hubUrl}/api/whoami-v2`));
		// "sam" is taken by a password account: the SSO account gets a free name, never that account.
		expect(await me.json()).toMatchObject({ name: "sam-2", email: "sam@corp.example", fullname: "Sam Example" });

		const again = new CookieClient();
		// A returnTo a browser would read as another origin (it drops the tab: //evil.example) comes back home.
		const second = await again.request(new URL(`${hubUrl}/auth/oidc/start?returnTo=/%09/evil.example`));
		const home = await signInAtProvider(again, new URL(second.headers.get("location") ?? ""), "sam");
		expect(home.url.href).toBe(`${hubUrl}/`);
		expect(await (await again.request(new URL(`${hubUrl}/api/whoami-v2`))).json()).toMatchObject({ name: "sam-2" });
		const accounts = await hub.db.kysely
			.selectFrom("accounts")
			.select(["name", "oidc_subject"])
			.where("oidc_subject", "is not", null)
			.execute();
		expect(accounts).toEqual([{ name: "sam-2", oidc_subject: `${provider.issuer}#sam` }]);
		const events = await hub.db.kysely
			.selectFrom("audit_log")
			.select(["event", "detail"])
			.where("actor", "=", "sam-2")
			.execute();
		expect(events.filter((event) => event.event === "sign-in").map((event) => JSON.parse(event.detail))).toEqual([
			{ method: "oidc" },
			{ method: "oidc" },
		]);
	});

	it("never hands out a namespace that holds repositories: the SSO account gets a free name and no access", async () => {
		// Issue 18: an imported private repository under a name nobody had signed up for yet.
		await addTestRepo(hub, { type: "model", id: "sso-lab/secret", files: { "config.json": "{}" }, private: true });
		const client = new CookieClient();
		const start = await client.request(new URL(`${hubUrl}/auth/oidc/start`));
		await signInAtProvider(client, new URL(start.headers.get("location") ?? ""), "SSO-Lab");
		const me = (await (await client.request(new URL(`${hubUrl}/api/whoami-v2`))).json()) as Record<string, unknown>;
		expect(me).toMatchObject({ name: "SSO-Lab-2", orgs: [] });
		expect((await client.request(new URL(`${hubUrl}/api/models/sso-lab/secret`))).status).toBe(404);
		expect(
			await hub.db.kysely
				.selectFrom("accounts")
				.select(["kind", "oidc_subject"])
				.where("name_lower", "=", "sso-lab")
				.execute(),
		).toEqual([{ kind: "org", oidc_subject: null }]);
	});

	it("refuses a callback without the sign-in's cookie or with a forged state, and disabled accounts", async () => {
		const client = new CookieClient();
		const start = await client.request(new URL(`${hubUrl}/auth/oidc/start`));
		const authorize = new URL(start.headers.get("location") ?? "");
		const back = await signInAtProvider(client, authorize, "zoe");
		expect(back.url.pathname).toBe("/");
		// Replaying the provider's redirect without the pending cookie (another browser) fails.
		const stranger = new CookieClient();
		const forged = new URL(`${hubUrl}/auth/oidc/callback?code=abc&state=${authorize.searchParams.get("state") ?? ""}`);
		const refused = await stranger.request(forged);
		expect(refused.status).toBe(401);
		expect(await refused.json()).toMatchObject({ code: "SignInFailed" });
		// A state that does not match the pending one fails verification.
		const third = new CookieClient();
		await third.request(new URL(`${hubUrl}/auth/oidc/start`));
		const mismatch = await third.request(new URL(`${hubUrl}/auth/oidc/callback?code=abc&state=not-the-state`));
		expect(mismatch.status).toBe(401);

		await hub.db.kysely.updateTable("accounts").set({ disabled_at: Date.now() }).where("name", "=", "zoe").execute();
		const disabled = new CookieClient();
		const restart = await disabled.request(new URL(`${hubUrl}/auth/oidc/start`));
		const result = await signInAtProvider(disabled, new URL(restart.headers.get("location") ?? ""), "zoe");
		expect(result.response.status).toBe(401);
	});

	it("answers NotFound when single sign-on is not configured", async () => {
		const saved = hub.config.oidc;
		delete hub.config.oidc;
		try {
			expect((await fetch(`${hubUrl}/auth/oidc/start`, { redirect: "manual" })).status).toBe(404);
		} finally {
			hub.config.oidc = saved;
		}
	});
});
