import { afterAll, beforeAll, expect, it } from "vitest";
import { commitNdjson } from "../../../hub/src/testing/commit-body.ts";
import { MODEL_FAMILY, fitsByFormula } from "../../../hub/src/testing/model-family.ts";
import { describeOnDatabases } from "./databases.ts";
import { startHubWithUsers, type Database, type HubWithUsers } from "./harness.ts";

/**
 * The model tree and the memory estimate on the site's pages, over the 32-model fixture of the hub's
 * route tests (decision 040): server-rendered HTML read without a browser, as an anonymous reader.
 */
let hub: HubWithUsers;

const publicModels = MODEL_FAMILY.filter((model) => !model.private);

/** The repository links of a page (`/fam/…`), each once, sorted. */
async function modelLinks(path: string): Promise<string[]> {
	const html = await (await fetch(`${hub.url}${path}`)).text();
	return [...new Set([...html.matchAll(/href="\/(fam\/[^"/?#]+)"/g)].map((match) => match[1] ?? ""))].sort();
}

/** A hub on `database` holding the model family, created through the API as one account. */
async function startHub(database: Database): Promise<void> {
	// One account creates all 32 repositories: past the default of 20 an hour.
	hub = await startHubWithUsers(database, ["fam"], { ATRIUM_REPOS_PER_HOUR: "0" });
	const headers = { authorization: `Bearer ${hub.tokens.fam}` };
	for (const model of MODEL_FAMILY) {
		const name = model.id.slice("fam/".length);
		const created = await fetch(`${hub.url}/api/repos/create`, {
			method: "POST",
			headers: { ...headers, "content-type": "application/json" },
			body: JSON.stringify({ name, private: model.private ?? false }),
		});
		expect(created.status, model.id).toBe(200);
		const committed = await fetch(`${hub.url}/api/models/${model.id}/commit/main`, {
			method: "POST",
			headers: { ...headers, "content-type": "application/x-ndjson" },
			body: commitNdjson(`Add ${model.id}`, model.files),
		});
		expect(committed.status, model.id).toBe(200);
	}
}

describeOnDatabases("the model tree and memory on the site", (database) => {
	beforeAll(() => startHub(database), 180_000);
	afterAll(() => hub?.stop());

	it("shows each model's bases and the public models built on it, on its page", async () => {
		for (const model of publicModels) {
			const html = (await (await fetch(`${hub.url}/${model.id}`)).text()).replaceAll("<!-- -->", "");
			const children = publicModels.filter((child) => child.bases.includes(model.id));
			if (children.length > 0)
				expect(html, model.id).toContain(
					`${children.length} ${children.length === 1 ? "model is" : "models are"} built on this one`,
				);
			else expect(html, model.id).not.toContain('data-slot="model-tree-count"');
			const links = await modelLinks(`/${model.id}`);
			for (const id of [...model.bases, ...children.map((child) => child.id)]) expect(links, model.id).toContain(id);
			expect(links, model.id).not.toContain("fam/llama-7b-private");
		}
	});

	it("lists a base's children by relation at /models?other=base_model:{relation}:{id}", async () => {
		for (const [relation, base] of [
			["finetune", "fam/llama-7b"],
			["adapter", "fam/llama-7b"],
			["quantized", "fam/mistral-7b-instruct"],
			["merge", "fam/mistral-7b-dpo"],
		] as const) {
			const expected = publicModels
				.filter((model) => model.relation === relation && model.bases.includes(base))
				.map((model) => model.id);
			expect(expected.length).toBeGreaterThan(0);
			expect(await modelLinks(`/models?other=base_model:${relation}:${base}`), `${relation} ${base}`).toEqual(
				expected.sort(),
			);
		}
	});

	it("shows each variant's memory on the model page, and lists the models that fit at /models?fits=…&ctx=…", async () => {
		const html = await (await fetch(`${hub.url}/fam/mistral-7b-instruct-GGUF`)).text();
		// React separates a text and a value with an empty comment: "Run <!-- -->4k".
		const table = html.slice(html.indexOf('data-slot="memory-estimate"')).replaceAll("<!-- -->", "");
		for (const label of ["Q2_K", "Q4_K_M", "Q6_K", "F16", "Run 4k", "Run 32k"]) expect(table).toContain(label);
		expect(table).not.toContain("Run 128k");
		for (const [gb, context] of [
			[8, 4096],
			[24, 8192],
			[48, 32768],
		] as const) {
			const expected = publicModels
				.filter((model) => fitsByFormula(model, gb * 2 ** 30, context))
				.map((model) => model.id)
				.sort();
			expect(expected.length).toBeGreaterThan(0);
			expect(await modelLinks(`/models?fits=${gb}GB&ctx=${context}`), `${gb}GB ${context}`).toEqual(expected);
		}
	});
});
