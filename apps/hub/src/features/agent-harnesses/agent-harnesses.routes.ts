import { factory, type AppHono } from "../../app-env.ts";
import type { AppDeps } from "../../app-deps.ts";
import { agentHarnessRegistry } from "../../agent-harnesses/agent-harness-registry.ts";

/**
 * How long a browser or a proxy may reuse the answer: an hour, so a changed list (a new release, a
 * changed `ATRIUM_AGENT_HARNESSES`) reaches clients soon after the restart that applies it (Python
 * keeps its own copy for a day).
 */
const CACHE_CONTROL = "public, max-age=3600";

/**
 * `GET /api/agent-harnesses` (docs/reference/protocol.md#agent-harnesses): the registry Python
 * `huggingface_hub` reads to tell which AI agent runs it. The answer depends on the settings alone, so
 * it is written once, when the app is built, and every request sends those bytes: no database, any caller.
 */
export function agentHarnessesRoutes(deps: Pick<AppDeps, "config">): AppHono {
	const body = JSON.stringify(agentHarnessRegistry(deps.config.agentHarnesses));
	const app = factory.createApp();
	app.get("/api/agent-harnesses", (c) =>
		c.body(body, 200, { "Content-Type": "application/json", "Cache-Control": CACHE_CONTROL }),
	);
	return app;
}
