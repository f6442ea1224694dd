import { z } from "zod";
import { NamespaceRole } from "./accounts.schema.ts";
import { named } from "./registry.ts";

/** `POST /api/organizations` (201): the new organization, its creator its admin. */
export const OrganizationCreated = named("OrganizationCreated", z.strictObject({ name: z.string() }));

/** `POST /api/organizations/{name}/members`: the member and the role they now have. */
export const Membership = named("Membership", z.strictObject({ user: z.string(), role: NamespaceRole }));

/** `DELETE /api/organizations/{name}/members/{user}`: the user who is no longer a member. */
export const MemberRemoved = named("MemberRemoved", z.strictObject({ removed: z.string() }));

export type OrganizationCreated = z.infer<typeof OrganizationCreated>;
export type Membership = z.infer<typeof Membership>;
export type MemberRemoved = z.infer<typeof MemberRemoved>;
