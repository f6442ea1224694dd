import { factory, type AppContext, type AppHono } from "../../app-env.ts";
import type { Account, MemberRemoved, Membership, OrganizationCreated } from "@atrium/hub-api";
import type { AppDeps } from "../../app-deps.ts";
import { requireWriter, roleOn } from "../../auth/access.ts";
import { findAccount } from "../../auth/accounts.repository.ts";
import { recordAuditFor } from "../../auth/audit.ts";
import { createOrg, listMembers, ORG_ROLES, removeMember, setMember } from "../../auth/orgs.repository.ts";
import type { AccountRow } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { field, readBody } from "./body.ts";

/** Accounts (users and organizations) as the site shows them, and organization membership. */
export function orgsRoutes(deps: AppDeps): AppHono {
	const db = deps.db.kysely;
	const app = factory.createApp();

	const loadOrg = async (name: string): Promise<AccountRow> => {
		const org = await findAccount(db, name);
		if (!org || org.kind !== "org")
			throw new ApiError("AccountNotFound", `No organization named "${name.slice(0, 60)}"`);
		return org;
	};
	const requireOrgAdmin = async (c: AppContext, org: AccountRow): Promise<void> => {
		requireWriter(c, "change an organization");
		if ((await roleOn(c, deps, org.name)) !== "admin")
			throw new ApiError("Forbidden", `Only admins of ${org.name} can change its members`);
	};

	// A user's or organization's public face; members of an organization are listed to its members.
	app.get("/api/accounts/:name", async (c) => {
		const account = await findAccount(db, c.req.param("name"));
		if (!account || (account.kind === "user" && account.disabled_at !== null))
			throw new ApiError("AccountNotFound", `No user or organization named "${c.req.param("name").slice(0, 60)}"`);
		const role = await roleOn(c, deps, account.name);
		const fields = {
			name: account.name,
			fullname: account.fullname || account.name,
			createdAt: new Date(account.created_at).toISOString(),
			yourRole: role ?? null,
		};
		if (account.kind === "org") {
			const members = role
				? (await listMembers(db, account.pk)).map((member) => ({ name: member.name, role: member.role }))
				: undefined;
			return c.json({ type: "org", ...fields, ...(members ? { members } : {}) } satisfies Account);
		}
		const orgs = await db
			.selectFrom("org_members")
			.innerJoin("accounts", "accounts.pk", "org_members.org_pk")
			.select("accounts.name")
			.where("org_members.user_pk", "=", account.pk)
			.orderBy("accounts.name_lower")
			.execute();
		return c.json({ type: "user", ...fields, orgs: orgs.map((row) => row.name) } satisfies Account);
	});

	app.post("/api/organizations", async (c) => {
		const viewer = requireWriter(c, "create an organization");
		const body = await readBody(c);
		const org = await createOrg(db, {
			name: field(body, "name").trim(),
			fullname: field(body, "fullname"),
			creatorPk: viewer.userId,
		});
		await recordAuditFor(c, deps, "org-created", `org:${org.name}`);
		return c.json({ name: org.name } satisfies OrganizationCreated, 201);
	});

	app.post("/api/organizations/:name/members", async (c) => {
		const org = await loadOrg(c.req.param("name"));
		await requireOrgAdmin(c, org);
		const body = await readBody(c);
		const role = ORG_ROLES.find((known) => known === (field(body, "role") || "read"));
		if (!role) throw new ApiError("InvalidAccountInput", `A member's role is one of ${ORG_ROLES.join(", ")}`);
		const user = await findAccount(db, field(body, "user").trim());
		if (!user || user.kind !== "user")
			throw new ApiError("AccountNotFound", `No user named "${field(body, "user").slice(0, 60)}"`);
		await setMember(db, org.pk, user.pk, role);
		await recordAuditFor(c, deps, "member-added", `org:${org.name}`, { user: user.name, role });
		return c.json({ user: user.name, role } satisfies Membership);
	});

	app.delete("/api/organizations/:name/members/:user", async (c) => {
		const org = await loadOrg(c.req.param("name"));
		await requireOrgAdmin(c, org);
		const user = await findAccount(db, c.req.param("user"));
		if (!user || !(await removeMember(db, org.pk, user.pk)))
			throw new ApiError("AccountNotFound", `${c.req.param("user").slice(0, 60)} is not a member of ${org.name}`);
		await recordAuditFor(c, deps, "member-removed", `org:${org.name}`, { user: user.name });
		return c.json({ removed: user.name } satisfies MemberRemoved);
	});

	return app;
}
