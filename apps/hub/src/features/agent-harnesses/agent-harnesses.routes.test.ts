import { afterAll, beforeAll, expect, it } from "vitest";
import { AgentHarnesses } from "@atrium/hub-api";
import { createApp } from "../../app.ts";
import { BUILT_IN_HARNESSES } from "../../agent-harnesses/agent-harness-registry.ts";
import { parseOperatorHarnesses } from "../../agent-harnesses/operator-harnesses.ts";
import { readJson } from "../../testing/contract-check.ts";
import { createTestHub, type TestHub } from "../../testing/create-test-hub.ts";
import { describeDialects } from "../../testing/describe-backends.ts";
import { openTestDb } from "../../testing/test-backends.ts";

/** Python `huggingface_hub` (1.28.0) GETs `/api/agent-harnesses` on start, anonymously, and keeps it a day. */
describeDialects("GET /api/agent-harnesses", (dialect) => {
	let hub: TestHub;
	let operated: TestHub;
	beforeAll(async () => {
		hub = await createTestHub(dialect, "fs", { seed: false });
		operated = await createTestHub(dialect, "fs", {
			seed: false,
			config: {
				agentHarnesses: parseOperatorHarnesses(
					"lab-agent:LAB_AGENT, claude-code:CLAUDECODE=1,ci-bot,lab-agent:LAB_RUN=yes",
				),
			},
		});
	});
	afterAll(async () => {
		await hub.close();
		await operated.close();
	});

	it("answers anyone with the standard variables and the built-in harnesses, cacheable for an hour", async () => {
		const response = await hub.app.request("/api/agent-harnesses");
		expect(response.headers.get("content-type")).toBe("application/json");
		expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
		expect(response.headers.get("set-cookie")).toBeNull();
		const registry = await readJson(response, AgentHarnesses);
		expect(registry.standardEnvVars).toEqual(["AI_AGENT", "AGENT"]);
		expect(registry.harnesses).toEqual(BUILT_IN_HARNESSES);
		for (const harness of Object.values(registry.harnesses))
			expect(Object.keys(harness.envVars).length, "a built-in harness is detected by a variable").toBeGreaterThan(0);
	});

	it("answers the same to a signed-in caller, and HEAD without a body", async () => {
		const anonymous = await (await hub.app.request("/api/agent-harnesses")).text();
		const head = await hub.app.request("/api/agent-harnesses", { method: "HEAD" });
		expect(head.status).toBe(200);
		expect(await head.text()).toBe("");
		const invalid = await hub.app.request("/api/agent-harnesses", { headers: { Authorization: "Bearer hf_unknown" } });
		// An unknown token is refused everywhere (the clients then say so), never answered as anonymous.
		expect(invalid.status).toBe(401);
		expect(anonymous.length).toBeLessThan(1024);
	});

	it("lists the operator's harnesses first, in their order; one with a built-in id replaces it", async () => {
		const registry = await readJson(await operated.app.request("/api/agent-harnesses"), AgentHarnesses);
		expect(Object.keys(registry.harnesses)).toEqual([
			"lab-agent",
			"claude-code",
			"ci-bot",
			"codex",
			"cursor",
			"gemini-cli",
		]);
		expect(registry.harnesses["lab-agent"]).toEqual({ envVars: { LAB_AGENT: "*", LAB_RUN: "yes" } });
		expect(registry.harnesses["claude-code"]).toEqual({ envVars: { CLAUDECODE: "1" } });
		expect(registry.harnesses["ci-bot"]).toEqual({ envVars: {} });
		expect(registry.standardEnvVars).toEqual(["AI_AGENT", "AGENT"]);
	});

	it("answers without the database", async () => {
		const closed = await openTestDb(dialect);
		await closed.close();
		const app = createApp({ db: closed.db, storage: hub.storage, config: {}, downloads: hub.downloads });
		const response = await app.request("/api/agent-harnesses");
		expect(response.status).toBe(200);
		expect(((await response.json()) as AgentHarnesses).harnesses).toEqual(BUILT_IN_HARNESSES);
		// The same app's database routes do fail: the database is closed indeed.
		expect((await app.request("/api/models")).status).toBe(500);
	});
});
