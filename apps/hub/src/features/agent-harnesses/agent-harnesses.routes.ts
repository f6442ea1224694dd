import { factory, type AppHono } from "../../app-env.ts";
import { agentHarnessRegistry } from "../../agent-harnesses/agent-harness-registry.ts";

/**
 * How long a browser or a proxy may reuse the answer: an hour, so a changed list reaches clients soon
 * after the upgrade that brings it (Python keeps its own copy for a day).
 */
const CACHE_CONTROL = "public, max-age=3600";

/**
 * `GET /api/agent-harnesses` (docs/reference/protocol.md#agent-harnesses): the registry Python
 * `huggingface_hub` reads to tell which AI agent runs it. The answer is the same for every request, so
 * it is written once, when the app is built, and every request sends those bytes: no database, any caller.
 */
export function agentHarnessesRoutes(): AppHono {
	const body = JSON.stringify(agentHarnessRegistry());
	const app = factory.createApp();
	app.get("/api/agent-harnesses", (c) =>
		c.body(body, 200, { "Content-Type": "application/json", "Cache-Control": CACHE_CONTROL }),
	);
	return app;
}
