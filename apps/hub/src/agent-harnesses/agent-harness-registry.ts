import type { AgentHarnesses, AgentHarnessList } from "@atrium/hub-api";

/**
 * Variables any harness may set to its own id (`AI_AGENT=my-agent`): a client reports that id when it
 * is in the registry, and `unknown` otherwise.
 */
export const STANDARD_AGENT_ENV_VARS: readonly string[] = ["AI_AGENT", "AGENT"];

/**
 * The harnesses every hub knows, in the order a client tries them: each one by a variable it sets in
 * the shells it runs commands in (the ones agent detectors such as `@vercel/detect-agent` read).
 * A variable that editors set for people too (`CURSOR_TRACE_ID`, `VSCODE_PID`) does not name an agent.
 */
export const BUILT_IN_HARNESSES: Readonly<AgentHarnessList> = {
	"claude-code": { envVars: { CLAUDECODE: "*" } },
	codex: { envVars: { CODEX_SANDBOX: "*", CODEX_SANDBOX_NETWORK_DISABLED: "*" } },
	cursor: { envVars: { CURSOR_AGENT: "*" } },
	"gemini-cli": { envVars: { GEMINI_CLI: "*" } },
};

/**
 * The registry a hub serves: the standard variables, then the operator's harnesses
 * (`ATRIUM_AGENT_HARNESSES`) before the built-in ones, since they are the more specific to this hub's
 * users; an operator's harness with a built-in id replaces the built-in one.
 */
export function agentHarnessRegistry(operator: Readonly<AgentHarnessList> = {}): AgentHarnesses {
	const builtIn = Object.entries(BUILT_IN_HARNESSES).filter(([id]) => !Object.hasOwn(operator, id));
	return {
		standardEnvVars: [...STANDARD_AGENT_ENV_VARS],
		harnesses: Object.fromEntries([...Object.entries(operator), ...builtIn]),
	};
}
