import { afterAll, beforeAll, expect, it } from "vitest";
import {
	AccessTokenList,
	Account,
	AdminUserList,
	AuditLog,
	AuthSettings,
	Invitation,
	NewAccessToken,
	WhoAmI,
} from "@atrium/hub-api";
import { kdfRunCount, setPasswordCost } from "../../auth/passwords.ts";
import { ACCOUNT_FAILURE_LIMIT } from "../../auth/sign-in.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import { Browser } from "../../testing/browser.ts";
import { readJson } from "../../testing/contract-check.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";

// Many passwords are hashed and checked here: the cheapest scrypt cost keeps the suite fast.
setPasswordCost(10);

describeDialects("accounts API", (dialect) => {
	let hub: TestHub;
	let root: TestUser;
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		root = await addTestUser(hub.db, "root");
	});
	afterAll(() => hub.close());
	const browser = (address?: string): Browser => {
		const b = new Browser(() => hub, address);
		b.cookies.set("atrium_csrf", `csrf-${Math.random().toString(36).slice(2)}-0123456789`);
		return b;
	};

	it("signs up (open), sets an HttpOnly SameSite session cookie, and the session identifies the user", async () => {
		const b = browser();
		const response = await b.call("POST", "/api/auth/signup", {
			name: "erin",
			password: "erin-password",
			email: "erin@example.org",
		});
		expect(response.status).toBe(201);
		const cookie = response.headers.getSetCookie().find((line) => line.startsWith("atrium_session="));
		expect(cookie).toMatch(/HttpOnly/);
		expect(cookie).toMatch(/SameSite=Lax/);
		expect(cookie).not.toMatch(/Secure/);
		const me = await b.call("GET", "/api/whoami-v2");
		expect(await me.json()).toMatchObject({ name: "erin", isAdmin: false, auth: { type: "session" } });
		expect((await b.call("POST", "/api/auth/signup", { name: "ERIN", password: "another-password" })).status).toBe(409);
		const weak = await b.call("POST", "/api/auth/signup", { name: "frank", password: "short" });
		expect(weak.status).toBe(400);
		expect(await weak.json()).toMatchObject({ code: "InvalidAccountInput" });
		expect((await b.call("POST", "/api/auth/signup", { name: "settings", password: "long-enough-1" })).status).toBe(
			400,
		);
	});

	it("marks the cookie Secure behind https", async () => {
		const b = browser();
		hub.config.publicUrl = "https://hub.example.org";
		try {
			const response = await b.call("POST", "/api/auth/signin", { name: "erin", password: "erin-password" });
			expect(response.status).toBe(200);
			expect(response.headers.getSetCookie().find((line) => line.startsWith("atrium_session="))).toMatch(/Secure/);
		} finally {
			delete hub.config.publicUrl;
		}
	});

	it("tells the sign-in pages the sign-up mode and whether single sign-on is configured", async () => {
		const settings = async () => readJson(await hub.app.request("/api/auth/settings"), AuthSettings);
		expect(await settings()).toEqual({ signup: "open", oidc: { enabled: false } });
		hub.config.signup = "invite";
		hub.config.oidc = { issuer: "https://login.example.org", clientId: "atrium", clientSecret: "not-used" };
		try {
			expect(await settings()).toEqual({ signup: "invite", oidc: { enabled: true } });
		} finally {
			delete hub.config.signup;
			delete hub.config.oidc;
		}
	});

	it("refuses sign-up when closed, and takes it by invitation only when invite-only", async () => {
		hub.config.signup = "closed";
		const closed = await browser().call("POST", "/api/auth/signup", { name: "gina", password: "gina-password" });
		expect(closed.status).toBe(403);
		expect(await closed.json()).toMatchObject({ code: "SignupClosed" });
		hub.config.signup = "invite";
		expect((await browser().call("POST", "/api/auth/signup", { name: "gina", password: "gina-password" })).status).toBe(
			403,
		);
		const invite = await readJson(
			await hub.app.request("/api/admin/invitations", { method: "POST", headers: root.auth() }),
			Invitation,
			201,
		);
		expect(invite.code).toMatch(/^inv_/);
		expect(
			(
				await browser().call("POST", "/api/auth/signup", {
					name: "gina",
					password: "gina-password",
					invite: invite.code,
				})
			).status,
		).toBe(201);
		const reused = await browser().call("POST", "/api/auth/signup", {
			name: "hank",
			password: "hank-password",
			invite: invite.code,
		});
		expect(reused.status).toBe(403);
		hub.config.signup = "open";
	});

	it("signs in with a wrong password the same way for known and unknown names: one KDF run, one message", async () => {
		const answers: unknown[] = [];
		for (const name of ["erin", "no-such-user"]) {
			const before = kdfRunCount();
			const response = await browser(`198.51.100.${name.length}`).call("POST", "/api/auth/signin", {
				name,
				password: "wrong-password",
			});
			expect(kdfRunCount() - before, name).toBe(1);
			expect(response.status).toBe(401);
			const body = (await response.json()) as Record<string, unknown>;
			answers.push(body.error);
			expect(body.code).toBe("SignInFailed");
		}
		expect(answers[0]).toBe(answers[1]);
	});

	it("limits failed sign-ins per account and per address, with a clear message and Retry-After", async () => {
		await addTestUser(hub.db, "ivan");
		for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT; attempt++) {
			const response = await browser(`203.0.113.${attempt}`).call("POST", "/api/auth/signin", {
				name: "ivan",
				password: "nope-nope",
			});
			expect(response.status).toBe(401);
		}
		// Even the right password is refused now, from any address.
		const limited = await browser("203.0.113.200").call("POST", "/api/auth/signin", {
			name: "ivan",
			password: "ivan-password",
		});
		expect(limited.status).toBe(429);
		expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
		expect(await limited.json()).toMatchObject({
			code: "TooManyAttempts",
			error: expect.stringMatching(/for this account.*minute/),
		});
		// Another account from a fresh address is unaffected.
		expect(
			(await browser("203.0.113.201").call("POST", "/api/auth/signin", { name: "erin", password: "erin-password" }))
				.status,
		).toBe(200);
		// Per address: many names from one address.
		const spray = browser("233.252.0.9");
		let status = 0;
		for (let attempt = 0; attempt < 60 && status !== 429; attempt++)
			status = (await spray.call("POST", "/api/auth/signin", { name: `spray${attempt}`, password: "nope-nope" }))
				.status;
		expect(status).toBe(429);
		const stillLimited = await spray.call("POST", "/api/auth/signin", { name: "erin", password: "erin-password" });
		expect(await stillLimited.json()).toMatchObject({ error: expect.stringMatching(/from your address/) });
		const counters = await hub.db.kysely
			.selectFrom("signin_attempts")
			.selectAll()
			.where("key", "=", "ip:233.252.0.9")
			.execute();
		expect(counters[0]?.failures).toBe(50);
	});

	it("checks at most the limit of passwords when many wrong ones arrive at once (attempts are reserved first)", async () => {
		await addTestUser(hub.db, "kate");
		const before = kdfRunCount();
		const answers = await Promise.all(
			Array.from({ length: 40 }, (_, attempt) =>
				browser(`198.18.0.${attempt}`).call("POST", "/api/auth/signin", { name: "kate", password: "nope-nope" }),
			),
		);
		const statuses = answers.map((response) => response.status);
		expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
		expect(statuses.filter((status) => status === 429)).toHaveLength(40 - ACCOUNT_FAILURE_LIMIT);
		expect(kdfRunCount() - before).toBe(ACCOUNT_FAILURE_LIMIT);
		// The right password waits for the window too.
		expect(
			(await browser("198.18.1.1").call("POST", "/api/auth/signin", { name: "kate", password: "kate-password" }))
				.status,
		).toBe(429);
	});

	it("limits wrong current passwords when changing the password, like sign-in", async () => {
		await addTestUser(hub.db, "lena");
		const b = browser("198.18.2.1");
		expect((await b.call("POST", "/api/auth/signin", { name: "lena", password: "lena-password" })).status).toBe(200);
		const before = kdfRunCount();
		const answers = await Promise.all(
			Array.from({ length: 20 }, () =>
				b.call("POST", "/api/auth/password", { current: "guess-guess", password: "lena-new-password" }),
			),
		);
		const statuses = answers.map((response) => response.status);
		expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
		expect(statuses.filter((status) => status === 429)).toHaveLength(20 - ACCOUNT_FAILURE_LIMIT);
		expect(kdfRunCount() - before).toBe(ACCOUNT_FAILURE_LIMIT);
		const right = await b.call("POST", "/api/auth/password", {
			current: "lena-password",
			password: "lena-new-password",
		});
		expect(right.status).toBe(429);
		expect(await right.json()).toMatchObject({ code: "TooManyAttempts" });
		expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
	});

	it("creates, lists and revokes tokens from a session; the secret is shown once; last use is recorded", async () => {
		const b = browser();
		await b.call("POST", "/api/auth/signin", { name: "erin", password: "erin-password" });
		const created = await readJson(
			await b.call("POST", "/api/settings/tokens", { name: "laptop", role: "write" }),
			NewAccessToken,
			201,
		);
		expect(created.token).toMatch(/^hf_/);
		expect(
			(await hub.app.request("/api/whoami-v2", { headers: { authorization: `Bearer ${created.token}` } })).status,
		).toBe(200);
		const list = await readJson(await b.call("GET", "/api/settings/tokens"), AccessTokenList);
		const laptop = list.find((token) => token.id === created.id);
		expect(laptop).toMatchObject({ name: "laptop", role: "write", lastUsedAt: expect.stringMatching(/Z$/) });
		expect(JSON.stringify(list)).not.toContain(created.token);
		// A token cannot manage tokens.
		expect(
			(await hub.app.request("/api/settings/tokens", { headers: { authorization: `Bearer ${created.token}` } })).status,
		).toBe(403);
		expect((await b.call("DELETE", `/api/settings/tokens/${created.id}`)).status).toBe(200);
		expect((await b.call("DELETE", `/api/settings/tokens/${created.id}`)).status).toBe(404);
		expect(
			(await hub.app.request("/api/whoami-v2", { headers: { authorization: `Bearer ${created.token}` } })).status,
		).toBe(401);
		expect((await b.call("POST", "/api/settings/tokens", { name: "", role: "write" })).status).toBe(400);
	});

	it("changes the password (old one checked), signs out other sessions, and signs out", async () => {
		const first = browser();
		const second = browser();
		await first.call("POST", "/api/auth/signin", { name: "gina", password: "gina-password" });
		await second.call("POST", "/api/auth/signin", { name: "gina", password: "gina-password" });
		expect(
			(await first.call("POST", "/api/auth/password", { current: "wrong-one", password: "gina-new-password" })).status,
		).toBe(401);
		expect(
			(await first.call("POST", "/api/auth/password", { current: "gina-password", password: "gina-new-password" }))
				.status,
		).toBe(200);
		expect((await first.call("GET", "/api/whoami-v2")).status).toBe(200);
		expect((await second.call("GET", "/api/whoami-v2")).status).toBe(401);
		expect((await browser().call("POST", "/api/auth/signin", { name: "gina", password: "gina-password" })).status).toBe(
			401,
		);
		expect(
			(await browser().call("POST", "/api/auth/signin", { name: "gina", password: "gina-new-password" })).status,
		).toBe(200);
		const out = await first.call("POST", "/api/auth/signout");
		expect(out.status).toBe(200);
		expect(first.cookies.has("atrium_session")).toBe(false);
		expect((await first.call("GET", "/api/whoami-v2")).status).toBe(401);
	});

	it("runs organizations: create, add members with roles, permissions follow the roles, remove", async () => {
		const olga = await addTestUser(hub.db, "olga");
		const walt = await addTestUser(hub.db, "walt");
		const rita = await addTestUser(hub.db, "rita");
		const post = (path: string, body: unknown, headers: Record<string, string>) =>
			hub.app.request(path, {
				method: "POST",
				headers: { ...headers, "content-type": "application/json" },
				body: JSON.stringify(body),
			});
		expect((await post("/api/organizations", { name: "acme", fullname: "Acme" }, olga.auth())).status).toBe(201);
		expect((await post("/api/organizations", { name: "acme" }, walt.auth())).status).toBe(409);
		expect((await post("/api/organizations", { name: "olga" }, walt.auth())).status).toBe(409);
		expect((await post("/api/organizations/acme/members", { user: "walt", role: "write" }, olga.auth())).status).toBe(
			200,
		);
		expect((await post("/api/organizations/acme/members", { user: "rita", role: "read" }, olga.auth())).status).toBe(
			200,
		);
		expect((await post("/api/organizations/acme/members", { user: "rita", role: "admin" }, walt.auth())).status).toBe(
			403,
		);
		expect((await post("/api/organizations/acme/members", { user: "nobody", role: "read" }, olga.auth())).status).toBe(
			404,
		);
		expect((await post("/api/organizations/acme/members", { user: "rita", role: "owner" }, olga.auth())).status).toBe(
			400,
		);

		await addTestRepo(hub, { type: "model", id: "acme/internal", files: { "config.json": "{}" }, private: true });
		for (const user of [olga, walt, rita])
			expect((await hub.app.request("/api/models/acme/internal", { headers: user.auth("read") })).status).toBe(200);
		expect((await hub.app.request("/api/models/acme/internal", { headers: root.auth("read") })).status).toBe(200);
		const outsider = await addTestUser(hub.db, "outsider");
		expect((await hub.app.request("/api/models/acme/internal", { headers: outsider.auth() })).status).toBe(404);

		const whoami = await readJson(await hub.app.request("/api/whoami-v2", { headers: walt.auth() }), WhoAmI);
		expect(whoami.orgs).toEqual([
			expect.objectContaining({ type: "org", name: "acme", fullname: "Acme", roleInOrg: "write" }),
		]);
		const account = await readJson(await hub.app.request("/api/accounts/acme", { headers: rita.auth() }), Account);
		expect(account).toMatchObject({
			type: "org",
			yourRole: "read",
			members: expect.arrayContaining([{ name: "walt", role: "write" }]),
		});
		expect(await (await hub.app.request("/api/accounts/acme")).json()).not.toHaveProperty("members");
		expect(await readJson(await hub.app.request("/api/accounts/walt"), Account)).toMatchObject({
			type: "user",
			name: "walt",
			yourRole: null,
			orgs: ["acme"],
		});

		const remove = (user: string, headers: Record<string, string>) =>
			hub.app.request(`/api/organizations/acme/members/${user}`, { method: "DELETE", headers });
		expect((await remove("olga", olga.auth())).status).toBe(400);
		expect((await remove("rita", olga.auth())).status).toBe(200);
		expect((await hub.app.request("/api/models/acme/internal", { headers: rita.auth() })).status).toBe(404);
		const events = await hub.db.kysely
			.selectFrom("audit_log")
			.select(["event", "actor", "target"])
			.where("target", "=", "org:acme")
			.execute();
		expect(events.map((event) => event.event).sort()).toEqual([
			"member-added",
			"member-added",
			"member-removed",
			"org-created",
		]);
	});

	it("lets admins list and disable users (sessions and tokens stop at once), and read the audit log", async () => {
		const victim = await addTestUser(hub.db, "victim");
		const session = browser();
		await session.call("POST", "/api/auth/signin", { name: "victim", password: "victim-password" });
		expect((await session.call("GET", "/api/whoami-v2")).status).toBe(200);
		expect((await hub.app.request("/api/admin/users", { headers: victim.auth() })).status).toBe(403);
		const users = await readJson(
			await hub.app.request("/api/admin/users", { headers: root.auth("read") }),
			AdminUserList,
		);
		expect(users.find((user) => user.name === "root")).toMatchObject({ isAdmin: true });
		expect(users.map((user) => user.name)).toContain("victim");
		expect(
			(await hub.app.request("/api/admin/users/victim/disable", { method: "POST", headers: root.auth("read") })).status,
		).toBe(403);
		expect(
			(await hub.app.request("/api/admin/users/victim/disable", { method: "POST", headers: root.auth() })).status,
		).toBe(200);
		expect((await session.call("GET", "/api/whoami-v2")).status).toBe(401);
		expect((await hub.app.request("/api/whoami-v2", { headers: victim.auth() })).status).toBe(401);
		expect(
			(await browser().call("POST", "/api/auth/signin", { name: "victim", password: "victim-password" })).status,
		).toBe(401);
		expect(
			(await hub.app.request("/api/admin/users/victim/enable", { method: "POST", headers: root.auth() })).status,
		).toBe(200);
		expect((await hub.app.request("/api/whoami-v2", { headers: victim.auth() })).status).toBe(200);

		const audit = await readJson(
			await hub.app.request("/api/admin/audit?limit=500", { headers: root.auth() }),
			AuditLog,
		);
		const events = new Set(audit.map((entry) => entry.event));
		for (const event of [
			"sign-in",
			"sign-in-failed",
			"user-created",
			"token-created",
			"token-revoked",
			"password-changed",
			"user-disabled",
			"user-enabled",
			"member-added",
			"member-removed",
		])
			expect(events, event).toContain(event);
		expect(audit.find((entry) => entry.event === "sign-in-failed")?.address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
	});

	it("ignores audit paging values that are not whole numbers (a float LIMIT once failed with 500)", async () => {
		for (const query of ["limit=1.5", "limit=1e300", "before=1.5", "before=1e300", "limit=-1&before=NaN"]) {
			const response = await hub.app.request(`/api/admin/audit?${query}`, { headers: root.auth("read") });
			expect(response.status, query).toBe(200);
		}
	});
});
