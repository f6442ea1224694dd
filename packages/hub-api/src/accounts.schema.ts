import { z } from "zod";
import { IsoDate } from "./common.schema.ts";
import { named } from "./registry.ts";
import { TokenRole } from "./tokens.schema.ts";

/** A role on a namespace: an organization member's, or a user's on their own (admin). */
export const NamespaceRole = z.enum(["admin", "write", "read"]);

const Org = z.strictObject({
	type: z.literal("org"),
	id: z.string(),
	name: z.string(),
	fullname: z.string(),
	email: z.null(),
	canPay: z.boolean(),
	avatarUrl: z.string(),
	periodEnd: z.null(),
	roleInOrg: NamespaceRole,
});

/** `GET /api/whoami-v2`: the caller, their organizations and how they authenticated (`huggingface_hub.whoami`). */
export const WhoAmI = named(
	"WhoAmI",
	z.strictObject({
		type: z.literal("user"),
		id: z.string(),
		name: z.string(),
		fullname: z.string(),
		email: z.string().nullable(),
		emailVerified: z.boolean(),
		canPay: z.boolean(),
		isPro: z.boolean(),
		periodEnd: z.null(),
		avatarUrl: z.string(),
		billingMode: z.string(),
		isAdmin: z.boolean(),
		orgs: z.array(Org),
		auth: z.union([
			z.strictObject({
				type: z.literal("access_token"),
				accessToken: z.strictObject({ displayName: z.string(), role: TokenRole, createdAt: IsoDate }),
			}),
			z.strictObject({ type: z.literal("session") }),
		]),
	}),
);

const accountFields = {
	name: z.string(),
	fullname: z.string().describe("the name when none was given"),
	createdAt: IsoDate,
	yourRole: NamespaceRole.nullable().describe("the caller's role on this namespace"),
};

/** `GET /api/accounts/{name}`: a user (and their organizations) or an organization (members only to members). */
export const Account = named(
	"Account",
	z.discriminatedUnion("type", [
		z.strictObject({ type: z.literal("user"), ...accountFields, orgs: z.array(z.string()) }),
		z.strictObject({
			type: z.literal("org"),
			...accountFields,
			members: z.array(z.strictObject({ name: z.string(), role: NamespaceRole })).optional(),
		}),
	]),
);

export type NamespaceRole = z.infer<typeof NamespaceRole>;
export type WhoAmI = z.infer<typeof WhoAmI>;
export type Account = z.infer<typeof Account>;
