import { checkPython, jsShape, NASTY, NASTY_ID, shShape, validateSnippets } from "@atrium/tasks/testing";
import type { ModelRecord } from "@atrium/tasks";
import { describe, expect, it } from "vitest";
import { inferenceSnippets } from "./inference-snippets.ts";
import { PROVIDER_IDS, taskRoute } from "./providers.ts";
import { isChatCase, modelFor, tableCases, VARIANTS } from "./testing/cases.ts";
import type { InferenceSnippet, InferenceSnippetOptions } from "./types.ts";

const EXT = { js: "js", python: "py", sh: "sh" } as const;
const CASES = tableCases();

const label = (s: InferenceSnippet[]) => s.map((x) => `${x.language}/${x.client}`).join(", ");

describe("golden files", () => {
	it.each(CASES.map((c) => [`${c.task} on ${c.provider}`, c] as const))("%s", async (_name, c) => {
		const snippets = inferenceSnippets(c.model, c.provider);
		// Library-only tasks get the client libraries alone: `@huggingface/inference`, and `huggingface_hub` where it routes them.
		expect(snippets.length, label(snippets)).toBeGreaterThanOrEqual(c.libraryOnly ? 1 : 3);
		for (const snippet of snippets) {
			await expect(`${snippet.code}\n`).toMatchFileSnapshot(
				`./__snapshots__/${c.task}/${snippet.client}.${c.provider}.${EXT[snippet.language]}`,
			);
		}
	});

	it.each(VARIANTS.map((v) => [v.name, v] as const))("variant %s", async (name, v) => {
		const snippets = inferenceSnippets(modelFor(v.task), v.provider, v.options);
		expect(snippets.length).toBeGreaterThanOrEqual(3);
		for (const snippet of snippets) {
			await expect(`${snippet.code}\n`).toMatchFileSnapshot(
				`./__snapshots__/variants/${name}/${snippet.client}.${EXT[snippet.language]}`,
			);
		}
	});
});

describe("every snippet keeps the guarantees", () => {
	it("passes the shared validator over the whole table and every variant", () => {
		const all = [
			...CASES.flatMap((c) => inferenceSnippets(c.model, c.provider)),
			...CASES.flatMap((c) => inferenceSnippets(c.model, c.provider, { streaming: true, billTo: "acme" })),
			...VARIANTS.flatMap((v) => inferenceSnippets(modelFor(v.task), v.provider, v.options)),
		];
		expect(all.length).toBeGreaterThan(300);
		const problems = validateSnippets(all);
		expect(problems.map((p) => ({ ...p, snippet: all[p.index]?.code.slice(0, 400) }))).toEqual([]);
	});

	it("offers curl, fetch and requests for every combination with a request, the OpenAI clients only for chat and text completions", () => {
		for (const c of CASES) {
			const clients = inferenceSnippets(c.model, c.provider).map((s) => `${s.language}/${s.client}`);
			if (c.libraryOnly) {
				expect(clients[0], `${c.task} ${c.provider}`).toBe("js/huggingface.js");
				expect(clients.slice(1), `${c.task} ${c.provider}`).toEqual(
					clients.includes("python/huggingface_hub") ? ["python/huggingface_hub"] : [],
				);
				continue;
			}
			expect(clients, `${c.task} ${c.provider}`).toEqual(
				expect.arrayContaining(["sh/curl", "js/fetch", "python/requests"]),
			);
			const chat = isChatCase(c);
			const openai = chat || taskRoute(c.provider, c.task)?.openai === "completions";
			expect(clients.includes("python/openai"), `${c.task} ${c.provider}`).toBe(openai);
			expect(clients.includes("js/openai"), `${c.task} ${c.provider}`).toBe(openai);
			expect(clients.includes("python/fal_client")).toBe(c.provider === "fal-ai" && !chat);
		}
	});

	it("writes no literal token unless one is passed, and reads HF_TOKEN on the router", () => {
		for (const c of CASES) {
			for (const s of inferenceSnippets(c.model, c.provider)) {
				expect(s.code).not.toMatch(/hf_[A-Za-z0-9]/);
				if (s.client !== "fal_client" && c.provider !== "openai") expect(s.code).toContain("HF_TOKEN");
			}
			for (const s of inferenceSnippets(c.model, c.provider, { accessToken: "hf_secret123" })) {
				if (s.client !== "fal_client") expect(s.code).toContain("hf_secret123");
				expect(s.code).not.toContain("HF_TOKEN");
			}
		}
	});

	it("reads the provider's own key on direct requests", () => {
		const [groq] = inferenceSnippets(modelFor("conversational"), "groq", { directRequest: true }).filter(
			(s) => s.client === "curl",
		);
		expect(groq?.code).toContain("$GROQ_API_KEY");
		expect(groq?.code).toContain("https://api.groq.com/openai/v1/chat/completions");
		const [fal] = inferenceSnippets(modelFor("text-to-image"), "fal-ai", { directRequest: true }).filter(
			(s) => s.client === "requests",
		);
		expect(fal?.code).toContain('"Key " + os.environ["FAL_KEY"]');
	});

	it("sends X-HF-Bill-To exactly when billing to an organization", () => {
		for (const c of CASES) {
			for (const s of inferenceSnippets(c.model, c.provider)) expect(s.code).not.toMatch(/bill.?to/i);
			for (const s of inferenceSnippets(c.model, c.provider, { billTo: "acme-research" })) {
				if (s.client === "fal_client") continue;
				expect(s.code, `${c.task} ${c.provider} ${s.client}`).toMatch(/X-HF-Bill-To|bill_to|billTo/);
				expect(s.code).toContain("acme-research");
			}
		}
	});
});

/** The structure of a snippet with literals blinded. */
function shapes(snippets: InferenceSnippet[]): string[] {
	const python = checkPython(snippets.filter((s) => s.language === "python").map((s) => s.code));
	let p = 0;
	return snippets.map((s) => {
		if (s.language === "python") return `${s.client}:${python[p++]?.shape ?? "unparsed"}`;
		if (s.language === "js") return `${s.client}:${jsShape(s.code)}`;
		return `${s.client}:${shShape(s.code)}`;
	});
}

/** The same model with author-controlled fields set to `text` (and the id to `id`). */
function withFields(model: ModelRecord, id: string, text: string): ModelRecord {
	return {
		...model,
		id,
		mask_token: text,
		widgetData: [{ text, source_sentence: text, sentences: [text, text] }],
	};
}

describe("hostile input leaves the structure unchanged", () => {
	const hostileOptions: InferenceSnippetOptions = {
		billTo: NASTY,
		providerModelId: NASTY_ID,
		inputs: NASTY,
	};
	const benignOptions: InferenceSnippetOptions = {
		billTo: "acme-research",
		providerModelId: "acme/provider-model",
		inputs: "A plain input.",
	};

	it("over every task × provider", () => {
		for (const c of CASES) {
			const benign = inferenceSnippets(withFields(c.model, "acme/plain", "A plain text."), c.provider, benignOptions);
			const hostile = inferenceSnippets(withFields(c.model, NASTY_ID, NASTY), c.provider, hostileOptions);
			expect(hostile.map((s) => s.client)).toEqual(benign.map((s) => s.client));
			expect(shapes(hostile), `${c.task} on ${c.provider}`).toEqual(shapes(benign));
		}
	});

	it("with a hostile literal token and endpoint URL", () => {
		const model = modelFor("conversational");
		const benign = inferenceSnippets(model, "hf-inference", {
			accessToken: "hf_example",
			endpointUrl: "http://localhost:8080",
		});
		const hostile = inferenceSnippets(model, "hf-inference", {
			accessToken: NASTY,
			endpointUrl: `http://localhost:8080/${NASTY}`,
		});
		expect(shapes(hostile)).toEqual(shapes(benign));
		expect(validateSnippets(hostile)).toEqual([]);
	});
});

describe("combinations the table does not serve", () => {
	it("give no snippets and never throw", () => {
		const records: ModelRecord[] = [
			{ id: "acme/none" },
			{ id: "acme/none", pipeline_tag: null, tags: [] },
			{ id: "acme/robot", pipeline_tag: "robotics" },
			{ id: "acme/odd", pipeline_tag: "constructor", tags: ["__proto__"] },
			{ id: "", pipeline_tag: "text-classification" },
		];
		const malformed = [
			{ id: 42, pipeline_tag: "text-classification" },
			{ id: "acme/x", tags: "conversational", pipeline_tag: "text-generation" },
			{ id: "acme/x", tags: [null, 3], pipeline_tag: 7 },
			{ id: "acme/x", pipeline_tag: "fill-mask", mask_token: { toString: null }, widgetData: [null, "text"] },
			{ id: "acme/x", pipeline_tag: "sentence-similarity", widgetData: [{ source_sentence: 1, sentences: "a" }] },
			{ id: "acme/x", pipeline_tag: "text-classification", widgetData: "oops" },
			null,
		] as unknown as ModelRecord[];
		for (const model of [...records, ...malformed]) {
			for (const provider of PROVIDER_IDS) {
				expect(() => inferenceSnippets(model, provider), JSON.stringify(model)).not.toThrow();
				expect(validateSnippets(inferenceSnippets(model, provider))).toEqual([]);
			}
		}
		expect(inferenceSnippets(modelFor("text-classification"), "no-such-provider")).toEqual([]);
		expect(inferenceSnippets(modelFor("text-classification"), "groq")).toEqual([]);
		expect(inferenceSnippets(modelFor("text-classification"), "auto")).toEqual([]);
		expect(inferenceSnippets(modelFor("conversational"), "fal-ai")).toEqual([]);
		expect(inferenceSnippets(modelFor("conversational"), "auto", { directRequest: true })).toEqual([]);
		expect(inferenceSnippets({ id: "acme/robot", pipeline_tag: "robotics" }, "hf-inference")).toEqual([]);
		expect(inferenceSnippets(modelFor("text-classification"), "__proto__")).toEqual([]);
	});

	it("omit the client libraries where they cannot reach a custom router", () => {
		const clients = inferenceSnippets(modelFor("text-to-image"), "fal-ai", {
			routerUrl: "https://inference.atrium.example",
		}).map((s) => s.client);
		expect(clients).not.toContain("huggingface.js");
		expect(clients).not.toContain("huggingface_hub");
		expect(clients).toContain("curl");
	});
});
