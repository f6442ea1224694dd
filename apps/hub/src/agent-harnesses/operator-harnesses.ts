import { AgentHarnessId, EnvVarName, type AgentHarnessList } from "@atrium/hub-api";
import { STANDARD_AGENT_ENV_VARS } from "./agent-harness-registry.ts";

/** The most entries `ATRIUM_AGENT_HARNESSES` may hold, so the answer stays a few kilobytes. */
export const MAX_OPERATOR_HARNESS_ENTRIES = 100;

/** What `ATRIUM_AGENT_HARNESSES` holds, as its error message says it. */
export const OPERATOR_HARNESSES_FORMAT =
	'comma-separated entries "id" (detected by AI_AGENT=id), "id:VAR" (VAR set) or "id:VAR=value" (VAR holds value), e.g. lab-agent:LAB_AGENT,ci-bot:RUNNER_KIND=agent';

/** A value a variable must hold: 1 to 200 printable ASCII characters, no space or comma (`*`: any value). */
const VALUE = /^[\x21-\x2b\x2d-\x7e]{1,200}$/;

/**
 * Reads `ATRIUM_AGENT_HARNESSES` ({@link OPERATOR_HARNESSES_FORMAT}): harnesses in the order of their
 * first entry; a repeated id adds a variable to its harness. Throws an `Error` whose message says what
 * is wrong with which entry.
 */
export function parseOperatorHarnesses(text: string): AgentHarnessList {
	const entries = text.split(",").map((entry) => entry.trim());
	if (entries.length > MAX_OPERATOR_HARNESS_ENTRIES)
		throw new Error(`${entries.length} entries, at most ${MAX_OPERATOR_HARNESS_ENTRIES}`);
	// Maps, not objects: an id or a variable named `constructor` or `__proto__` is an ordinary key.
	const harnesses = new Map<string, Map<string, string>>();
	for (const entry of entries) {
		if (entry === "") throw new Error("an empty entry");
		const colon = entry.indexOf(":");
		const id = colon < 0 ? entry : entry.slice(0, colon);
		if (!AgentHarnessId.safeParse(id).success)
			throw new Error(
				`${JSON.stringify(id)} is not a harness id (a lower-case letter, then up to 63 lower-case letters, digits, ".", "_" or "-")`,
			);
		const envVars = harnesses.get(id) ?? new Map<string, string>();
		harnesses.set(id, envVars);
		if (colon < 0) continue;
		const variable = entry.slice(colon + 1);
		const equals = variable.indexOf("=");
		const name = equals < 0 ? variable : variable.slice(0, equals);
		const value = equals < 0 ? "*" : variable.slice(equals + 1);
		if (!EnvVarName.safeParse(name).success)
			throw new Error(`${JSON.stringify(name)} of ${id} is not an environment variable name`);
		if (STANDARD_AGENT_ENV_VARS.includes(name))
			throw new Error(`${name} is read for every harness already: list ${id} alone`);
		if (!VALUE.test(value))
			throw new Error(`the value of ${name} for ${id}: 1 to 200 printable characters without spaces or commas`);
		if (envVars.has(name)) throw new Error(`${name} is given twice for ${id}`);
		envVars.set(name, value);
	}
	return Object.fromEntries([...harnesses].map(([id, envVars]) => [id, { envVars: Object.fromEntries(envVars) }]));
}
