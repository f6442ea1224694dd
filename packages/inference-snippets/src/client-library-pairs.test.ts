/**
 * The task × provider pairs whose result the raw clients cannot get in one request (multipart
 * uploads, jobs to poll) get the client libraries' snippets, which make the
 * whole exchange in one call: `@huggingface/inference` always, `huggingface_hub` where it routes them.
 */
import { describe, expect, it } from "vitest";
import { inferenceSnippets } from "./inference-snippets.ts";
import { JS_METHODS, PY_METHODS } from "./methods.ts";
import { PROVIDERS } from "./providers.ts";
import { providersFor } from "./providers-for.ts";
import { clientLibraryCases } from "./testing/cases.ts";

/**
 * Every such pair of the table, why the raw clients fall short, whether a raw request is still
 * offered (the job's submission), and what the Python snippet installs (`null`: no release of
 * `huggingface_hub` routes the pair, so there is no Python client snippet). A new table entry
 * fails the first test until it is listed here.
 */
const EXPECTED: Record<string, { why: string; raw: boolean; python: string | null }> = {
	"automatic-speech-recognition on deepinfra": { why: "multipart", raw: false, python: "'huggingface_hub>=1.22.0'" },
	"image-text-to-video on novita": { why: "polled", raw: false, python: null },
	"text-to-video on novita": { why: "polled", raw: true, python: "huggingface_hub" },
	"text-to-video on together": { why: "polled", raw: true, python: "'huggingface_hub>=1.16.0'" },
	"image-to-video on together": { why: "polled", raw: true, python: "'huggingface_hub>=1.16.0'" },
	"automatic-speech-recognition on together": { why: "multipart", raw: false, python: null },
	"text-to-image on wavespeed": { why: "polled", raw: true, python: "huggingface_hub" },
	"text-to-video on wavespeed": { why: "polled", raw: true, python: "huggingface_hub" },
	"image-to-image on wavespeed": { why: "polled", raw: true, python: "huggingface_hub" },
	"image-to-video on wavespeed": { why: "polled", raw: true, python: "huggingface_hub" },
	"image-text-to-image on wavespeed": { why: "polled", raw: true, python: null },
	"image-text-to-video on wavespeed": { why: "polled", raw: true, python: null },
	"text-to-image on zai-org": { why: "polled", raw: true, python: "huggingface_hub" },
};

const CASES = clientLibraryCases();
const name = (c: { task: string; provider: string }) => `${c.task} on ${c.provider}`;

describe("pairs only the client libraries finish in one call", () => {
	it("are exactly the listed ones, each for the listed reason", () => {
		expect(Object.fromEntries(CASES.map((c) => [name(c), c.why]))).toEqual(
			Object.fromEntries(Object.entries(EXPECTED).map(([key, value]) => [key, value.why])),
		);
	});

	it.each(CASES.map((c) => [name(c), c] as const))("%s: the client libraries' snippets", (key, c) => {
		const expected = EXPECTED[key];
		if (!expected) throw new Error(`${key} is not listed`);
		const snippets = inferenceSnippets(c.model, c.provider);
		const byClient = new Map(snippets.map((s) => [s.client, s.code]));

		const js = byClient.get("huggingface.js");
		expect(js, key).toContain(`client.${JS_METHODS[c.task]}(`);
		expect(js).toContain(`provider: "${c.provider}"`);
		expect(js).toContain(`model: "${c.model.id}"`);

		const python = byClient.get("huggingface_hub");
		if (expected.python === null) {
			expect(python, key).toBeUndefined();
		} else {
			expect(python?.split("\n")[0], key).toBe(`# pip install -U ${expected.python}`);
			expect(python).toContain(`client.${PY_METHODS[c.task]}(`);
			expect(python).toContain(`provider="${c.provider}"`);
		}

		const raw = ["fetch", "requests", "curl"].filter((client) => byClient.has(client));
		expect(raw, key).toEqual(expected.raw ? ["fetch", "requests", "curl"] : []);
		expect(providersFor(c.model)).toContain(c.provider);
	});

	it("keep billing and the provider's own key in the library snippets", () => {
		for (const c of CASES) {
			for (const s of inferenceSnippets(c.model, c.provider, { billTo: "acme-research" })) {
				if (s.client.startsWith("huggingface"))
					expect(s.code, name(c)).toMatch(/billTo: "acme-research"|bill_to="acme-research"/);
			}
			const tokenEnv = PROVIDERS[c.provider]?.tokenEnv ?? "";
			for (const s of inferenceSnippets(c.model, c.provider, { directRequest: true })) {
				if (s.client.startsWith("huggingface")) expect(s.code, name(c)).toContain(tokenEnv);
			}
		}
	});

	it("are not offered behind a custom router when only the libraries reach them (they call the public one)", () => {
		const routerUrl = "https://inference.atrium.example";
		for (const c of CASES) {
			const clients = inferenceSnippets(c.model, c.provider, { routerUrl }).map((s) => s.client);
			expect(clients, name(c)).toEqual(EXPECTED[name(c)]?.raw ? ["fetch", "requests", "curl"] : []);
			expect(providersFor(c.model, { routerUrl }).includes(c.provider), name(c)).toBe(clients.length > 0);
		}
	});
});
