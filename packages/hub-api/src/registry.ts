import { z } from "zod";

/**
 * The named schemas of the API contract: each becomes `#/components/schemas/{id}` in the OpenAPI
 * document. A registry of our own (not zod's global one), so other schemas in the process stay out.
 */
export const apiSchemas = z.registry<{ id: string; description?: string }>();

const byId = new Map<string, z.ZodType>();

/** Registers `schema` under `id` (and an optional description) and returns it. */
export function named<S extends z.ZodType>(id: string, schema: S, description?: string): S {
	if (byId.has(id)) throw new Error(`Two API schemas are named ${id}`);
	apiSchemas.add(schema as z.ZodType, description ? { id, description } : { id });
	byId.set(id, schema);
	return schema;
}

/** The schema registered under `id` (the name after `#/components/schemas/`). */
export function schemaNamed(id: string): z.ZodType | undefined {
	return byId.get(id);
}
