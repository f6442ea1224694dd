import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Invitation } from "@atrium/hub-api";
import { importFolder } from "../commits/import-folder.ts";
import { seedCatalogue } from "../../seed/seed-catalogue.ts";
import { handmadeRepos } from "../../seed/handmade-repos.ts";
import { addTestRepo, addTestUser, type TestUser } from "../testing/accounts.ts";
import { readJson } from "../testing/contract-check.ts";
import { createTestHub, type TestHub } from "../testing/create-test-hub.ts";
import { describeDialects } from "../testing/describe-backends.ts";
import { createUser, findAccount } from "./accounts.repository.ts";
import { createOrg, listMembers } from "./orgs.repository.ts";
import { setPasswordCost } from "./passwords.ts";

setPasswordCost(10);

/**
 * Issue 18, item 2: a namespace that holds repositories is never free. The sample catalogue and
 * `atrium import` used to leave their namespaces without an account, and whoever signed up (or made
 * an organization) under such a name first became its admin.
 */
describeDialects("namespaces belong to someone", (dialect) => {
	let hub: TestHub;
	let root: TestUser;
	let member: TestUser;
	let folder: string;
	beforeAll(async () => {
		// Seeded like a fresh hub: the catalogue (atrium/…) is loaded before anyone has an account.
		hub = await createTestHub(dialect, "fs");
		root = await addTestUser(hub.db, "claims-root", { admin: true });
		member = await addTestUser(hub.db, "claims-member");
		folder = await mkdtemp(join(tmpdir(), "atrium-claims-"));
		await mkdir(folder, { recursive: true });
		await writeFile(join(folder, "config.json"), '{"model_type":"bert"}');
	});
	afterAll(() => hub.close());

	const post = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
		hub.app.request(path, {
			method: "POST",
			headers: { "content-type": "application/json", ...headers },
			body: JSON.stringify(body),
		});
	const accountCount = async () =>
		Number(
			(
				await hub.db.kysely
					.selectFrom("accounts")
					.select((eb) => eb.fn.countAll().as("n"))
					.executeTakeFirstOrThrow()
			).n,
		);

	/** A refused claim: 409 `NameTaken`, a message saying why, no session, nothing written. */
	async function expectRefused(response: Response, why: RegExp, before: number): Promise<void> {
		expect(response.status).toBe(409);
		expect(response.headers.get("x-error-code")).toBe("NameTaken");
		expect(response.headers.getSetCookie().filter((line) => line.startsWith("atrium_session="))).toEqual([]);
		const body = (await response.json()) as { code: string; error: string };
		expect(body.code).toBe("NameTaken");
		expect(body.error).toMatch(why);
		expect(body.error).toMatch(/Choose another name/);
		expect(await accountCount()).toBe(before);
	}

	it("the seed's namespace is an organization run by the site admins; nobody can sign up or found an org under it", async () => {
		const atrium = await findAccount(hub.db.kysely, "atrium");
		expect(atrium).toMatchObject({ kind: "org", name: "atrium" });
		expect(await listMembers(hub.db.kysely, atrium?.pk ?? "")).toEqual([]);
		// Re-seeding keeps the one organization.
		await seedCatalogue(hub, handmadeRepos().slice(0, 1));
		expect(
			await hub.db.kysely.selectFrom("accounts").select("kind").where("name_lower", "=", "atrium").execute(),
		).toEqual([{ kind: "org" }]);
		const before = await accountCount();
		for (const name of ["atrium", "ATRIUM", "Atrium"])
			await expectRefused(
				await post("/api/auth/signup", { name, password: "a-long-password" }),
				/organization of that name exists/,
				before,
			);
		await expectRefused(
			await post("/api/organizations", { name: "Atrium" }, member.auth()),
			/organization of that name exists/,
			before,
		);
		// The site admins administer it: a site admin adds a member, who then may write there.
		expect(
			(await post("/api/organizations/atrium/members", { user: "claims-member", role: "write" }, root.auth())).status,
		).toBe(200);
		// The stranger of the report could commit to atrium/tiny-gpt; a user without a role still cannot.
		const stranger = await addTestUser(hub.db, "claims-stranger");
		const commit = await hub.app.request("/api/models/atrium/tiny-bert-mlm/commit/main", {
			method: "POST",
			headers: { ...stranger.auth(), "content-type": "application/x-ndjson" },
			body: '{"key":"header","value":{"summary":"take over"}}\n{"key":"file","value":{"path":"x.txt","content":"eA=="}}\n',
		});
		expect(commit.status).toBe(403);
	});

	it("an imported private repository's namespace cannot be claimed by sign-up, invitation, organization or CLI", async () => {
		const result = await importFolder(hub, { folder, repoId: "research-lab/secret", type: "model", private: true });
		expect(result.created).toBe(true);
		expect(await findAccount(hub.db.kysely, "research-lab")).toMatchObject({ kind: "org" });
		const before = await accountCount();
		await expectRefused(
			await post("/api/auth/signup", { name: "Research-Lab", password: "a-long-password" }),
			/organization of that name exists/,
			before,
		);
		await expectRefused(
			await post("/api/organizations", { name: "research-lab" }, member.auth()),
			/organization of that name exists/,
			before,
		);
		// By invitation: refused, and the invitation is still good for a free name (no partial write).
		hub.config.signup = "invite";
		try {
			const invite = await readJson(
				await hub.app.request("/api/admin/invitations", { method: "POST", headers: root.auth() }),
				Invitation,
				201,
			);
			await expectRefused(
				await post("/api/auth/signup", { name: "research-lab", password: "a-long-password", invite: invite.code }),
				/organization of that name exists/,
				before,
			);
			expect(
				(await post("/api/auth/signup", { name: "research-fan", password: "a-long-password", invite: invite.code }))
					.status,
			).toBe(201);
		} finally {
			delete hub.config.signup;
		}
		// `atrium users add` and every other creator of users call the same rule.
		await expect(
			createUser(hub.db.kysely, { name: "RESEARCH-LAB", password: "a-long-password" }),
		).rejects.toMatchObject({ code: "NameTaken" });
		await expect(createOrg(hub.db.kysely, { name: "research-lab", creatorPk: member.user.pk })).rejects.toMatchObject({
			code: "NameTaken",
		});
		// The repository stays hidden from everyone without a role.
		expect((await hub.app.request("/api/models/research-lab/secret", { headers: member.auth() })).status).toBe(404);
	});

	it("a namespace holding repositories or old names but no account (a database from before) is taken too", async () => {
		// Rows as the code before this change left them: repositories and a redirect, no account.
		const repo = await addTestRepo(hub, { type: "model", id: "claims-root/ghost", files: { "a.txt": "a" } });
		await hub.db.kysely
			.updateTable("repos")
			.set({ namespace: "Orphan-Ns", full_id: "Orphan-Ns/ghost" })
			.where("pk", "=", repo.pk)
			.execute();
		await hub.db.kysely
			.insertInto("repo_redirects")
			.values({ type: "model", from_id: "gone-ns/old", repo_pk: repo.pk })
			.execute();
		const before = await accountCount();
		for (const [name, path] of [
			["orphan-ns", "/api/auth/signup"],
			["GONE-NS", "/api/auth/signup"],
			["orphan-ns", "/api/organizations"],
			["gone-ns", "/api/organizations"],
		] as const)
			await expectRefused(
				await post(path, { name, password: "a-long-password" }, path === "/api/organizations" ? member.auth() : {}),
				/repositories live under/,
				before,
			);
	});

	it("a site admin creating or moving a repository into a namespace nobody owns makes its organization", async () => {
		const created = await post(
			"/api/repos/create",
			{ name: "model", organization: "fresh-team", type: "model" },
			root.auth(),
		);
		expect(created.status).toBe(200);
		expect(await findAccount(hub.db.kysely, "fresh-team")).toMatchObject({ kind: "org" });
		const moved = await post(
			"/api/repos/move",
			{ fromRepo: "fresh-team/model", toRepo: "moved-team/model", type: "model" },
			root.auth(),
		);
		expect(moved.status).toBe(200);
		expect(await findAccount(hub.db.kysely, "moved-team")).toMatchObject({ kind: "org" });
		const before = await accountCount();
		for (const name of ["fresh-team", "moved-team"])
			await expectRefused(
				await post("/api/auth/signup", { name, password: "a-long-password" }),
				/organization of that name exists/,
				before,
			);
		// A user who is not a site admin still cannot create repositories in a namespace that is not theirs.
		expect(
			(await post("/api/repos/create", { name: "model", organization: "other-team", type: "model" }, member.auth()))
				.status,
		).toBe(403);
		expect(await findAccount(hub.db.kysely, "other-team")).toBeUndefined();
	});
});
