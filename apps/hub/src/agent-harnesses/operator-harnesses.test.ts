import { describe, expect, it } from "vitest";
import { AgentHarnesses } from "@atrium/hub-api";
import { agentHarnessRegistry } from "./agent-harness-registry.ts";
import { MAX_OPERATOR_HARNESS_ENTRIES, parseOperatorHarnesses } from "./operator-harnesses.ts";

describe("parseOperatorHarnesses (ATRIUM_AGENT_HARNESSES)", () => {
	it("reads ids alone, variables set to anything, and exact values, in order", () => {
		const harnesses = parseOperatorHarnesses(
			" lab-agent:LAB_AGENT ,ci.bot:RUNNER_KIND=agent,plain,lab-agent:LAB_MODE=*",
		);
		expect(Object.keys(harnesses)).toEqual(["lab-agent", "ci.bot", "plain"]);
		expect(harnesses).toEqual({
			"lab-agent": { envVars: { LAB_AGENT: "*", LAB_MODE: "*" } },
			"ci.bot": { envVars: { RUNNER_KIND: "agent" } },
			plain: { envVars: {} },
		});
	});

	it("keeps ids and variables named like Object's own properties as ordinary keys", () => {
		const harnesses = parseOperatorHarnesses("constructor:__proto__,tostring:constructor=x");
		expect(Object.keys(harnesses)).toEqual(["constructor", "tostring"]);
		expect(Object.hasOwn(harnesses["constructor"]?.envVars ?? {}, "__proto__")).toBe(true);
		const registry = agentHarnessRegistry(harnesses);
		expect(JSON.stringify(registry.harnesses["constructor"])).toBe('{"envVars":{"__proto__":"*"}}');
		expect(AgentHarnesses.safeParse(registry).success).toBe(true);
	});

	it.each([
		["Lab-Agent:X", '"Lab-Agent" is not a harness id'],
		["1agent", '"1agent" is not a harness id'],
		[`a${"b".repeat(64)}`, "is not a harness id"],
		["lab,,ci", "an empty entry"],
		["lab,", "an empty entry"],
		["lab:1VAR", '"1VAR" of lab is not an environment variable name'],
		["lab:", '"" of lab is not an environment variable name'],
		["lab:AI_AGENT", "AI_AGENT is read for every harness already: list lab alone"],
		["lab:AGENT=x", "AGENT is read for every harness already"],
		["lab:VAR=", "the value of VAR for lab: 1 to 200 printable characters"],
		["lab:VAR=two words", "the value of VAR for lab"],
		["lab:VAR=é", "the value of VAR for lab"],
		[`lab:VAR=${"x".repeat(201)}`, "the value of VAR for lab"],
		["lab:VAR=1,lab:VAR=2", "VAR is given twice for lab"],
		[Array.from({ length: MAX_OPERATOR_HARNESS_ENTRIES + 1 }, (_, i) => `h${i}`).join(","), "101 entries, at most 100"],
	])("refuses %j: %s", (text, reason) => {
		expect(() => parseOperatorHarnesses(text)).toThrow(reason);
	});

	it("accepts the most entries and the longest values it allows", () => {
		const many = Array.from({ length: MAX_OPERATOR_HARNESS_ENTRIES }, (_, i) => `h${i}:V=${"x".repeat(200)}`);
		const registry = agentHarnessRegistry(parseOperatorHarnesses(many.join(",")));
		expect(AgentHarnesses.safeParse(registry).success).toBe(true);
		expect(Object.keys(registry.harnesses)).toHaveLength(MAX_OPERATOR_HARNESS_ENTRIES + 4);
	});
});
