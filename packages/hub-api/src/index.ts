/**
 * @atrium/hub-api — the hub's API contract: one zod schema per response, the source of the hub's
 * OpenAPI document, of its route tests' validation and of the site's types. Browser-safe (zod only).
 */
export * from "./common.schema.ts";
export * from "./repo.schema.ts";
export * from "./tree.schema.ts";
export * from "./git-refs.schema.ts";
export * from "./catalogue.schema.ts";
export * from "./snippets.schema.ts";
export * from "./collections.schema.ts";
export { apiSchemas, schemaNamed } from "./registry.ts";
export * from "./accounts.schema.ts";
export * from "./gated.schema.ts";
export * from "./uploads.schema.ts";
export * from "./xet.schema.ts";
export * from "./auth.schema.ts";
export * from "./tokens.schema.ts";
export * from "./organizations.schema.ts";
export * from "./admin.schema.ts";
export * from "./repo-admin.schema.ts";
export * from "./storage.schema.ts";
export * from "./commit-created.schema.ts";
export * from "./likes.schema.ts";
export * from "./validate-yaml.schema.ts";
export * from "./people.schema.ts";
export * from "./webhooks.schema.ts";
export * from "./dataset-viewer.schema.ts";
export * from "./discussions.schema.ts";
export * from "./spaces.schema.ts";
export * from "./agent-harnesses.schema.ts";
