import type { Context, Hono } from "hono";
import { createFactory } from "hono/factory";
import type { NamespaceRole } from "@atrium/hub-api";
import type { Viewer } from "./auth/viewer.ts";

/**
 * What a request carries through the hub's middleware and routes (decision 028). Each variable has
 * one writer; everyone else reads it through its accessor, which answers for a request it was never
 * set on (an operator route answers before `auth` runs):
 * - `requestId`: set by the request-id middleware, first of all; read by `requestIdOf`;
 * - `viewer`: set by the auth middleware (a signed-in user; left unset for anonymous callers); read
 *   by `viewerOf`, `requireUser`, `requireWriter`;
 * - `namespaceRoles`: the viewer's roles, looked up at most once per request by `namespaceRoles`
 *   (`auth/access.ts`) the first time a rule needs them.
 */
export interface AppVariables {
	requestId?: string;
	viewer?: Viewer;
	namespaceRoles?: Promise<Map<string, NamespaceRole>>;
}

/** The environment of every Hono app and middleware of the hub. */
export interface AppEnv {
	Variables: AppVariables;
}

/** A request's context in the hub. */
export type AppContext = Context<AppEnv>;

/** A hub app or feature sub-app. */
export type AppHono = Hono<AppEnv>;

/** Builds every app (`factory.createApp()`) and middleware (`factory.createMiddleware`) of the hub. */
export const factory = createFactory<AppEnv>();
