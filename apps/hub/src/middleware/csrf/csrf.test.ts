import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { setPasswordCost } from "../../auth/passwords.ts";
import { addTestUser } from "../../testing/accounts.ts";
import { Browser } from "../../testing/browser.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";

// Passwords are checked here: the cheapest scrypt cost keeps the suite fast.
setPasswordCost(10);

describeDialects("anti-forgery (CSRF)", (dialect) => {
	let hub: TestHub;
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		await addTestUser(hub.db, "erin");
	});
	afterAll(() => hub.close());
	const browser = (address?: string): Browser => {
		const b = new Browser(() => hub, address);
		b.cookies.set("atrium_csrf", `csrf-${Math.random().toString(36).slice(2)}-0123456789`);
		return b;
	};

	it("requires the anti-forgery token on every changing call that carries cookies", async () => {
		const b = browser();
		await b.call("POST", "/api/auth/signin", { name: "erin", password: "erin-password" });
		for (const csrf of [null, "wrong-token-of-the-same-length-xx"]) {
			const response = await b.call("POST", "/api/settings/tokens", { name: "x", role: "read" }, { csrf });
			expect(response.status).toBe(403);
			expect(await response.json()).toMatchObject({ code: "CsrfRejected" });
		}
		expect((await b.call("POST", "/api/settings/tokens", { name: "x", role: "read" })).status).toBe(201);
		// GETs and token-authenticated calls need none.
		expect((await b.call("GET", "/api/settings/tokens", undefined, { csrf: null })).status).toBe(200);
	});

	it("refuses sign-in and sign-up posted by a page of another site (login CSRF), not command-line clients", async () => {
		const sessionsBefore = await hub.db.kysely.selectFrom("sessions").select("secret_hash").execute();
		const forged: Record<string, string>[] = [
			// A cross-site form: no SameSite=Lax cookie travels with it, the browser says where it came from.
			{
				"sec-fetch-site": "cross-site",
				origin: "https://evil.example",
				"content-type": "application/x-www-form-urlencoded",
			},
			{ "sec-fetch-site": "same-site", origin: "https://sub.hub.example", "content-type": "text/plain" },
			// Browsers without Sec-Fetch-Site: the Origin decides.
			{ origin: "https://evil.example", host: "localhost", "content-type": "text/plain" },
			{ origin: "null", host: "localhost", "content-type": "application/x-www-form-urlencoded" },
		];
		for (const headers of forged)
			for (const path of ["/api/auth/signin", "/api/auth/signup"]) {
				const response = await hub.app.request(path, {
					method: "POST",
					headers,
					body: path.endsWith("signin") ? "name=erin&password=erin-password" : "name=mallory&password=mallory-password",
				});
				expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
				expect(await response.json()).toMatchObject({ code: "CsrfRejected" });
				expect(response.headers.getSetCookie().some((line) => line.startsWith("atrium_session="))).toBe(false);
			}
		expect(await hub.db.kysely.selectFrom("sessions").select("secret_hash").execute()).toEqual(sessionsBefore);
		expect(await hub.db.kysely.selectFrom("accounts").select("name").where("name", "=", "mallory").execute()).toEqual(
			[],
		);
		// The hub's own pages (same origin), and clients that are no browser (no cookie, no Origin), sign in.
		const ours: Record<string, string>[] = [
			{ "sec-fetch-site": "same-origin", origin: "http://localhost" },
			{ origin: "http://localhost", host: "localhost" },
			{},
		];
		for (const headers of ours) {
			const response = await hub.app.request("/api/auth/signin", {
				method: "POST",
				headers: { ...headers, "content-type": "application/json" },
				body: JSON.stringify({ name: "erin", password: "erin-password" }),
			});
			expect(response.status, JSON.stringify(headers)).toBe(200);
		}
	});

	it("refuses a site form posted from another site before the site sees it", async () => {
		const seen: string[] = [];
		const app = createApp({
			db: hub.db,
			storage: hub.storage,
			config: {},
			site: {
				fetch: async (request) => {
					seen.push(request.method);
					return new Response("site");
				},
			},
		});
		const post = (headers: Record<string, string>) =>
			app.request("/login", {
				method: "POST",
				headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
				body: "name=erin&password=erin-password&returnTo=%2F",
			});
		const forged = await post({ "sec-fetch-site": "cross-site", origin: "https://evil.example" });
		expect(forged.status).toBe(403);
		expect(await forged.json()).toMatchObject({ code: "CsrfRejected" });
		expect((await post({ origin: "https://evil.example", host: "localhost" })).status).toBe(403);
		expect(seen).toEqual([]);
		expect((await post({ "sec-fetch-site": "same-origin", origin: "http://localhost" })).status).toBe(200);
		expect(seen).toEqual(["POST"]);
	});
});
