import { z } from "zod";
import { IsoDate, JsonObject } from "./common.schema.ts";
import { named } from "./registry.ts";

/** A user as admins see them. */
export const AdminUser = named(
	"AdminUser",
	z.strictObject({
		name: z.string(),
		fullname: z.string(),
		email: z.string().nullable(),
		isAdmin: z.boolean(),
		disabled: z.boolean(),
		sso: z.boolean().describe("signs in through single sign-on"),
		createdAt: IsoDate,
	}),
);

/** `GET /api/admin/users`: every user, by name. */
export const AdminUserList = named("AdminUserList", z.array(AdminUser));

/** `POST /api/admin/users/{name}/disable|enable`: the user's state now. */
export const UserStatus = named("UserStatus", z.strictObject({ name: z.string(), disabled: z.boolean() }));

/** `POST /api/admin/invitations` (201): a single-use sign-up code. */
export const Invitation = named("Invitation", z.strictObject({ code: z.string() }));

/** One security event of the audit log. */
export const AuditEntry = named(
	"AuditEntry",
	z.strictObject({
		pk: z.string(),
		at: IsoDate,
		event: z.string().describe("sign-in, user-created, token-created, repo-deleted, …"),
		actor: z.string().nullable().describe("the account that acted"),
		target: z.string().nullable().describe("kind:name of what it acted on"),
		address: z.string().nullable().describe("the client's address"),
		detail: JsonObject,
	}),
);

/** `GET /api/admin/audit?before=&limit=`: entries, newest first. */
export const AuditLog = named("AuditLog", z.array(AuditEntry));

export type AdminUser = z.infer<typeof AdminUser>;
export type AuditEntry = z.infer<typeof AuditEntry>;
export type Invitation = z.infer<typeof Invitation>;
export type UserStatus = z.infer<typeof UserStatus>;
