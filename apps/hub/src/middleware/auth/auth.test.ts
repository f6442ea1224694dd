import { afterAll, beforeAll, expect, it } from "vitest";
import { setPasswordCost } from "../../auth/passwords.ts";
import { addTestUser, type TestUser } from "../../testing/accounts.ts";
import type { TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { INVALID_CREDENTIALS_MESSAGE } from "../../auth/access.ts";
import { createToken, revokeToken } from "../../auth/tokens.repository.ts";
import { hubWithUsers } from "../../testing/people-hub.ts";

// Many passwords are hashed and checked here: the cheapest scrypt cost keeps the suite fast.
setPasswordCost(10);

describeDialects("credentials and whoami-v2", (dialect) => {
	let hub: TestHub;
	let alice: TestUser;
	let bob: TestUser;
	beforeAll(async () => {
		({
			hub,
			users: { alice, bob },
		} = await hubWithUsers(dialect, ["alice", "bob"]));
	});
	afterAll(() => hub.close());

	const whoami = (headers: Record<string, string> = {}): Promise<Response> =>
		Promise.resolve(hub.app.request("/api/whoami-v2", { headers }));

	it("answers whoami-v2 in the shape the clients read, for a bearer token", async () => {
		const response = await whoami(alice.auth("write"));
		expect(response.status).toBe(200);
		const body = (await response.json()) as Record<string, unknown>;
		expect(body).toMatchObject({
			type: "user",
			name: "alice",
			email: "alice@example.org",
			orgs: [],
			isAdmin: true,
			auth: { type: "access_token", accessToken: { displayName: "write", role: "write" } },
		});
		const createdAt = (body.auth as { accessToken: { createdAt: string } }).accessToken.createdAt;
		expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
		expect(body.id).toMatch(/^[0-9a-f]{24}$/);
	});

	it("makes only the first account an admin", async () => {
		const body = (await (await whoami(bob.auth("read"))).json()) as Record<string, unknown>;
		expect(body).toMatchObject({ name: "bob", isAdmin: false, auth: { accessToken: { role: "read" } } });
	});

	it("accepts the token as the password of HTTP basic auth, with any user name", async () => {
		const basic = Buffer.from(`whoever:${bob.write}`).toString("base64");
		const response = await whoami({ authorization: `Basic ${basic}` });
		expect(response.status).toBe(200);
		expect(await response.json()).toMatchObject({ name: "bob" });
	});

	it("answers 401 Unauthorized without credentials", async () => {
		const response = await whoami();
		expect(response.status).toBe(401);
		expect(response.headers.get("x-error-code")).toBe("Unauthorized");
		expect(await response.json()).toMatchObject({ code: "Unauthorized" });
	});

	it("refuses unknown tokens, malformed headers and other schemes with the message Python recognises", async () => {
		for (const header of [
			"Bearer hf_unknownunknownunknownunknownunknown",
			"Bearer",
			"Token abc",
			`Basic ${Buffer.from("no-colon").toString("base64")}`,
		]) {
			const response = await hub.app.request("/api/models", { headers: { authorization: header } });
			expect(response.status, header).toBe(401);
			expect(response.headers.get("x-error-message")).toBe(INVALID_CREDENTIALS_MESSAGE);
			expect(response.headers.get("x-error-code")).toBeNull();
			expect(await response.json()).toMatchObject({ code: "InvalidCredentials" });
		}
	});

	it("refuses a revoked token at once, and records when a token was last used", async () => {
		const { token, secret } = await createToken(hub.db.kysely, bob.user.pk, { name: "temp", role: "read" });
		expect((await whoami({ authorization: `Bearer ${secret}` })).status).toBe(200);
		const used = await hub.db.kysely
			.selectFrom("tokens")
			.select("last_used_at")
			.where("pk", "=", token.pk)
			.executeTakeFirstOrThrow();
		expect(used.last_used_at).toBeGreaterThan(0);
		expect(await revokeToken(hub.db.kysely, bob.user.pk, token.pk)).toBe(true);
		expect(await revokeToken(hub.db.kysely, bob.user.pk, token.pk)).toBe(false);
		const refused = await whoami({ authorization: `Bearer ${secret}` });
		expect(refused.status).toBe(401);
		expect(refused.headers.get("x-error-message")).toBe(INVALID_CREDENTIALS_MESSAGE);
	});

	it("stores tokens only as hashes", async () => {
		const rows = await hub.db.kysely.selectFrom("tokens").select("secret_hash").execute();
		const stored = JSON.stringify(rows);
		expect(stored).not.toContain(alice.write);
		expect(stored).not.toContain(alice.read);
		for (const row of rows) expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
		expect(alice.write).toMatch(/^hf_[0-9A-Za-z]{34}$/);
	});

	it("refuses every token of a disabled user at once", async () => {
		const carol = await addTestUser(hub.db, "carol");
		expect((await whoami(carol.auth())).status).toBe(200);
		await hub.db.kysely
			.updateTable("accounts")
			.set({ disabled_at: Date.now() })
			.where("pk", "=", carol.user.pk)
			.execute();
		for (const role of ["read", "write"] as const) {
			const response = await whoami(carol.auth(role));
			expect(response.status).toBe(401);
			expect(response.headers.get("x-error-message")).toBe(INVALID_CREDENTIALS_MESSAGE);
		}
	});
});
