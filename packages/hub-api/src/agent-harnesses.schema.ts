import { z } from "zod";
import { named } from "./registry.ts";

/**
 * A harness id: a lower-case letter, then up to 63 lower-case letters, digits, `.`, `_` or `-`.
 * Lower case because the Python client compares a lower-cased `AI_AGENT` value with the ids; a
 * leading letter so no id reads as an array index, which would move it first in a JSON object.
 */
export const AgentHarnessId = z.string().regex(/^[a-z][a-z0-9._-]{0,63}$/);

/** An environment variable's name: a letter or `_`, then up to 127 letters, digits or `_`. */
export const EnvVarName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/);

/**
 * What tells a harness apart: variable name → `"*"` (set to any non-empty value) or the exact value
 * it holds. A harness matches when any one of its variables does; an empty map leaves only the
 * standard variables holding its id.
 */
export const AgentHarness = named("AgentHarness", z.strictObject({ envVars: z.record(EnvVarName, z.string().min(1)) }));

/** Harnesses by id, in the order a client tries them (the first match wins). */
export const AgentHarnessList = z.record(AgentHarnessId, AgentHarness);

/**
 * `GET /api/agent-harnesses`: how Python `huggingface_hub` tells which AI agent runs it (the
 * `agent/<id>` part of its user agent). `standardEnvVars` name variables any harness may set to its id.
 */
export const AgentHarnesses = named(
	"AgentHarnesses",
	z.strictObject({ standardEnvVars: z.array(EnvVarName), harnesses: AgentHarnessList }),
);

export type AgentHarness = z.infer<typeof AgentHarness>;
export type AgentHarnessList = z.infer<typeof AgentHarnessList>;
export type AgentHarnesses = z.infer<typeof AgentHarnesses>;
