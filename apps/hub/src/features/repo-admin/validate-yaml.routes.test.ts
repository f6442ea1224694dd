import { expect, it } from "vitest";
import { YamlInvalid } from "@atrium/hub-api";
import { readJson } from "../../testing/contract-check.ts";
import { describeBackends } from "../../testing/describe-backends.ts";

describeBackends("POST /api/validate-yaml", (hub) => {
	const validate = (content: string) =>
		hub().app.request("/api/validate-yaml", {
			method: "POST",
			headers: { "content-type": "application/json" },
			body: JSON.stringify({ content, repoType: "model" }),
		});

	it("accepts valid front matter", async () => {
		const response = await validate("---\nlicense: mit\n---\n# card\n");
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ errors: [], warnings: [] });
	});

	it("answers invalid front matter with the clients' errors list and the hub's error contract", async () => {
		const response = await validate("---\nlicense: [mit\n---\n# card\n");
		expect(response.headers.get("x-error-code")).toBe("BadRequest");
		const body = await readJson(response, YamlInvalid, 400);
		expect(body.code).toBe("BadRequest");
		expect(body.errors).toHaveLength(1);
		expect(body.error).toBe(body.errors[0]?.message);
	});

	it("answers an alias bomb without 5xx", async () => {
		const lines = ["a: &a [x,x,x,x,x,x,x,x,x]"];
		for (let level = 1; level < 10; level++) {
			const [prev, next] = [String.fromCharCode(96 + level), String.fromCharCode(97 + level)];
			lines.push(`${next}: &${next} [${Array(9).fill(`*${prev}`).join(",")}]`);
		}
		// How long it takes is the machine's: `bench/hostile-input.ts` measures the parser on a bomb.
		const response = await validate(`---\n${lines.join("\n")}\n---\n`);
		expect(response.status).toBeLessThan(500);
	});
});
