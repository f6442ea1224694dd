import { afterAll, beforeAll, expect, it } from "vitest";
import { setPasswordCost } from "../../auth/passwords.ts";
import { addTestRepo, addTestUser, type TestUser } from "../../testing/accounts.ts";
import type { TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { hubWithUsers } from "../../testing/people-hub.ts";

// Many passwords are hashed and checked here: the cheapest scrypt cost keeps the suite fast.
setPasswordCost(10);

const CARD = `---
license: other
extra_gated_prompt: Tell us who you are.
extra_gated_fields:
  Company: text
  Use:
    type: select
    options: [research, commercial]
  I agree to the terms: checkbox
---
# Gated model
`;

describeDialects("gated repositories", (dialect) => {
	let hub: TestHub;
	let alice: TestUser;
	let bob: TestUser;
	let carol: TestUser;
	beforeAll(async () => {
		({
			hub,
			users: { alice, bob, carol },
		} = await hubWithUsers(dialect, ["alice", "bob", "carol"]));
		const files = { "README.md": CARD, "config.json": '{"model_type":"bert"}' };
		await addTestRepo(hub, { type: "model", id: "alice/manual", files, gated: "manual" });
		await addTestRepo(hub, { type: "model", id: "alice/auto", files, gated: "auto" });
		await addTestRepo(hub, { type: "model", id: "alice/hidden", files, gated: "manual", private: true });
		await addTestRepo(hub, { type: "dataset", id: "alice/data", files: { "data.csv": "a\n1\n" }, gated: "auto" });
	});
	afterAll(() => hub.close());

	const get = (path: string, headers: Record<string, string> = {}): Promise<Response> =>
		Promise.resolve(hub.app.request(path, { headers }));
	const post = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
		Promise.resolve(
			hub.app.request(path, {
				method: "POST",
				headers: { ...headers, "content-type": "application/json" },
				body: JSON.stringify(body),
			}),
		);
	const answers = { Company: "Acme", Use: "research", "I agree to the terms": true };

	it("keeps the card and file list readable but refuses downloads before approval", async () => {
		const info = (await (await get("/api/models/alice/manual")).json()) as Record<string, unknown>;
		expect(info).toMatchObject({ id: "alice/manual", gated: "manual" });
		expect((await get("/api/models/alice/manual/tree/main")).status).toBe(200);
		const anonymous = await get("/alice/manual/resolve/main/config.json");
		expect(anonymous.status).toBe(401);
		expect(anonymous.headers.get("x-error-code")).toBe("GatedRepo");
		expect(anonymous.headers.get("x-error-message")).toMatch(/Please log in/);
		const head = await hub.app.request("/alice/manual/resolve/main/config.json", {
			method: "HEAD",
			headers: bob.auth(),
		});
		expect(head.status).toBe(403);
		expect(head.headers.get("x-error-code")).toBe("GatedRepo");
		// The card itself stays readable to everyone.
		expect(await (await get("/alice/manual/resolve/main/README.md")).text()).toBe(CARD);
		for (const path of ["/alice/manual/resolve/main/config.json", "/alice/manual/raw/main/config.json"]) {
			const response = await get(path, bob.auth("read"));
			expect(response.status, path).toBe(403);
			expect(await response.json()).toMatchObject({ code: "GatedRepo" });
		}
		// The owner downloads without asking.
		expect((await get("/alice/manual/resolve/main/config.json", alice.auth("read"))).status).toBe(200);
	});

	it("describes the fields to fill in and the viewer's request", async () => {
		const state = (await (await get("/api/models/alice/manual/access-request", bob.auth())).json()) as Record<
			string,
			unknown
		>;
		expect(state).toMatchObject({
			gated: "manual",
			prompt: "Tell us who you are.",
			request: null,
			canDownload: false,
			canManage: false,
			fields: [
				{ name: "Company", type: "text", options: [] },
				{ name: "Use", type: "select", options: ["research", "commercial"] },
				{ name: "I agree to the terms", type: "checkbox", options: [] },
			],
		});
		expect(await (await get("/api/models/alice/manual/access-request", alice.auth())).json()).toMatchObject({
			canDownload: true,
			canManage: true,
		});
	});

	it("takes a request with every field, then the owner accepts, rejects and grants", async () => {
		expect((await post("/api/models/alice/manual/ask-access", { fields: answers })).status).toBe(401);
		const missing = await post("/api/models/alice/manual/ask-access", { fields: { Company: "Acme" } }, bob.auth());
		expect(missing.status).toBe(400);
		expect(await missing.json()).toMatchObject({ code: "BadRequest", error: expect.stringMatching(/"Use"/) });
		const badOption = await post(
			"/api/models/alice/manual/ask-access",
			{ fields: { ...answers, Use: "war" } },
			bob.auth(),
		);
		expect(badOption.status).toBe(400);
		const unticked = await post(
			"/api/models/alice/manual/ask-access",
			{ fields: { ...answers, "I agree to the terms": "" } },
			bob.auth(),
		);
		expect(unticked.status).toBe(400);
		expect(await (await post("/api/models/alice/manual/ask-access", { fields: answers }, bob.auth())).json()).toEqual({
			status: "pending",
		});
		expect((await get("/alice/manual/resolve/main/config.json", bob.auth())).status).toBe(403);

		// Only owners see and decide requests.
		expect((await get("/api/models/alice/manual/user-access-request/pending", bob.auth())).status).toBe(403);
		expect((await get("/api/models/alice/manual/user-access-request/pending", alice.auth("read"))).status).toBe(403);
		const pending = (await (
			await get("/api/models/alice/manual/user-access-request/pending", alice.auth())
		).json()) as unknown[];
		expect(pending).toEqual([
			expect.objectContaining({
				user: { user: "bob", fullname: "bob", email: "bob@example.org" },
				status: "pending",
				fields: { Company: "Acme", Use: "research", "I agree to the terms": "on" },
			}),
		]);
		const handle = (user: string, status: string, headers = alice.auth()): Promise<Response> =>
			post("/api/models/alice/manual/user-access-request/handle", { user, status }, headers);
		expect((await handle("bob", "accepted", bob.auth())).status).toBe(403);
		expect((await handle("carol", "accepted")).status).toBe(404);
		expect((await handle("nobody", "accepted")).status).toBe(404);
		expect((await handle("bob", "maybe")).status).toBe(400);
		expect((await handle("bob", "accepted")).status).toBe(200);
		const after = await get("/alice/manual/resolve/main/config.json", bob.auth("read"));
		expect(after.status).toBe(200);
		expect(await after.text()).toBe('{"model_type":"bert"}');
		expect((await handle("bob", "rejected")).status).toBe(200);
		expect((await get("/alice/manual/resolve/main/config.json", bob.auth())).status).toBe(403);
		const rejected = (await (
			await get("/api/models/alice/manual/user-access-request/rejected", alice.auth())
		).json()) as {
			decidedBy: string;
		}[];
		expect(rejected.map((row) => row.decidedBy)).toEqual(["alice"]);

		expect(
			(await post("/api/models/alice/manual/user-access-request/grant", { user: "carol" }, alice.auth())).status,
		).toBe(200);
		expect((await get("/alice/manual/resolve/main/config.json", carol.auth())).status).toBe(200);
		const audit = await hub.db.kysely
			.selectFrom("audit_log")
			.selectAll()
			.where("event", "=", "access-request-decided")
			.execute();
		expect(audit.map((row) => [row.actor, row.target, JSON.parse(row.detail)])).toEqual(
			expect.arrayContaining([
				["alice", "model:alice/manual", { user: "bob", status: "accepted" }],
				["alice", "model:alice/manual", { user: "carol", status: "accepted" }],
			]),
		);
	});

	it("accepts at once when gating is automatic (datasets too)", async () => {
		expect((await get("/alice/auto/resolve/main/config.json", carol.auth())).status).toBe(403);
		expect(await (await post("/api/models/alice/auto/ask-access", { fields: answers }, carol.auth())).json()).toEqual({
			status: "accepted",
		});
		expect((await get("/alice/auto/resolve/main/config.json", carol.auth())).status).toBe(200);
		expect((await get("/datasets/alice/data/resolve/main/data.csv", carol.auth())).status).toBe(403);
		const form = await hub.app.request("/api/datasets/alice/data/ask-access", {
			method: "POST",
			headers: { ...carol.auth(), "content-type": "application/x-www-form-urlencoded" },
			body: "",
		});
		expect(await form.json()).toEqual({ status: "accepted" });
		expect((await get("/datasets/alice/data/resolve/main/data.csv", carol.auth())).status).toBe(200);
	});

	it("keeps a rejected request rejected when the user asks again, even on an auto-gated repository", async () => {
		const dave = await addTestUser(hub.db, "dave");
		expect(await (await post("/api/models/alice/auto/ask-access", { fields: answers }, dave.auth())).json()).toEqual({
			status: "accepted",
		});
		const reject = await post(
			"/api/models/alice/auto/user-access-request/handle",
			{ user: "dave", status: "rejected" },
			alice.auth(),
		);
		expect(reject.status).toBe(200);
		expect((await get("/alice/auto/resolve/main/config.json", dave.auth())).status).toBe(403);
		// Asking again (the old code reset the request and auto-gating accepted it at once).
		expect(await (await post("/api/models/alice/auto/ask-access", { fields: answers }, dave.auth())).json()).toEqual({
			status: "rejected",
		});
		expect((await get("/alice/auto/resolve/main/config.json", dave.auth())).status).toBe(403);
		// On a manual repository too: no new pending request appears for the owner.
		await post("/api/models/alice/manual/ask-access", { fields: answers }, dave.auth());
		await post(
			"/api/models/alice/manual/user-access-request/handle",
			{ user: "dave", status: "rejected" },
			alice.auth(),
		);
		expect(await (await post("/api/models/alice/manual/ask-access", { fields: answers }, dave.auth())).json()).toEqual({
			status: "rejected",
		});
		const pending = (await (
			await get("/api/models/alice/manual/user-access-request/pending", alice.auth())
		).json()) as { user: { user: string } }[];
		expect(pending.map((row) => row.user.user)).not.toContain("dave");
		// Until an owner changes it.
		await post("/api/models/alice/auto/user-access-request/handle", { user: "dave", status: "accepted" }, alice.auth());
		expect((await get("/alice/auto/resolve/main/config.json", dave.auth())).status).toBe(200);
	});

	it("refuses a read token's request for access (read means read)", async () => {
		const erin = await addTestUser(hub.db, "erin");
		const response = await post("/api/models/alice/auto/ask-access", { fields: answers }, erin.auth("read"));
		expect(response.status).toBe(403);
		expect(await response.json()).toMatchObject({ code: "Forbidden", error: expect.stringMatching(/read-only/) });
		const rows = await hub.db.kysely
			.selectFrom("access_requests")
			.select("status")
			.where("user_pk", "=", erin.user.pk)
			.execute();
		expect(rows).toEqual([]);
		// Owners deciding with a read token are refused too.
		const decided = await post(
			"/api/models/alice/manual/user-access-request/grant",
			{ user: "erin" },
			alice.auth("read"),
		);
		expect(decided.status).toBe(403);
	});

	it("hides a private gated repository entirely and refuses requests on ungated ones", async () => {
		const response = await post("/api/models/alice/hidden/ask-access", { fields: answers }, bob.auth());
		expect(response.status).toBe(404);
		expect(response.headers.get("x-error-code")).toBe("RepoNotFound");
		expect((await get("/api/models/alice/hidden/access-request", bob.auth())).status).toBe(404);
		await hub.db.kysely.updateTable("repos").set({ gated: "false" }).where("full_id", "=", "alice/auto").execute();
		expect((await post("/api/models/alice/auto/ask-access", { fields: answers }, bob.auth())).status).toBe(400);
	});
});
