import { z } from "zod";
import { named } from "./registry.ts";

/** How new accounts come to be: anyone signs up, only with an invitation, or only by an admin. */
export const SignupMode = z.enum(["open", "invite", "closed"]);

/** `GET /api/auth/settings`: what the sign-in and sign-up pages offer. */
export const AuthSettings = named(
	"AuthSettings",
	z.strictObject({ signup: SignupMode, oidc: z.strictObject({ enabled: z.boolean() }) }),
);

/** `POST /api/auth/signin`, and `POST /api/auth/signup` (201): who the new session belongs to (cookie set). */
export const SignedIn = named("SignedIn", z.strictObject({ name: z.string(), isAdmin: z.boolean() }));

/** `POST /api/auth/signout`: the session is over (cookie cleared). */
export const SignedOut = named("SignedOut", z.strictObject({ signedOut: z.literal(true) }));

/** `POST /api/auth/password`: changed; the user's other sessions are over. */
export const PasswordChanged = named("PasswordChanged", z.strictObject({ changed: z.literal(true) }));

export type SignupMode = z.infer<typeof SignupMode>;
export type AuthSettings = z.infer<typeof AuthSettings>;
export type SignedIn = z.infer<typeof SignedIn>;
export type SignedOut = z.infer<typeof SignedOut>;
export type PasswordChanged = z.infer<typeof PasswordChanged>;
