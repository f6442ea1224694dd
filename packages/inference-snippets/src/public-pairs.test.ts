/**
 * The (language, client) pairs the public package offers, against ours: `@huggingface/inference`'s
 * `snippets.getInferenceSnippets` over our case set (every task × provider of our table, and every
 * provider × task of the public package's own provider table, each with the same typical model).
 * A pair it offers that we do not fails unless it is an omission listed below with its reason, the
 * documentation that shows the provider or client cannot serve it; a listed omission we now offer
 * fails too, so the list stays exact. The README's "Pairs left out" section lists the same ones.
 */
import { readFileSync } from "node:fs";
import { PROVIDERS as PUBLIC_PROVIDERS, setLogger, snippets } from "@huggingface/inference";
import type { ModelRecord } from "@atrium/tasks";
import { describe, expect, it } from "vitest";
import { inferenceSnippets } from "./inference-snippets.ts";
import { modelFor, tableCases } from "./testing/cases.ts";

const HF_HUB_TABLE =
	"huggingface_hub's provider table (https://huggingface.co/docs/huggingface_hub/guides/inference#supported-providers-and-tasks; src/huggingface_hub/inference/_providers/__init__.py, read in every release v1.0.0 to v1.28.0)";

/** `<task> on <provider>: <language>/<client>` → why we do not offer it (with the documentation's URL). */
const OMISSIONS: Record<string, string> = {
	"text-generation on hf-inference: js/openai": `HF Inference's text generation takes {inputs, parameters} (https://huggingface.co/docs/inference-providers/tasks/text-generation); its only OpenAI-compatible API is chat completion (https://huggingface.co/docs/inference-providers/tasks/chat-completion), for chat models, which get the OpenAI chat snippets`,
	"text-generation on hf-inference: python/openai": `as js/openai: no OpenAI text completions route on HF Inference (https://huggingface.co/docs/inference-providers/tasks/text-generation)`,
	"text-generation on novita: js/huggingface.js": `@huggingface/inference 4.13.30 posts text generation as {inputs} to Novita's chat completions endpoint, which takes messages; Novita serves text completions at /v3/openai/completions (https://novita.ai/docs/guides/llm-api), which the other six clients call`,
	"text-generation on ovhcloud: python/huggingface_hub": `not in ${HF_HUB_TABLE}: text_generation raises ValueError for ovhcloud`,
	"text-generation on scaleway: python/huggingface_hub": `not in ${HF_HUB_TABLE}: text_generation raises ValueError for scaleway`,
	"text-to-image on deepinfra: python/huggingface_hub": `not in ${HF_HUB_TABLE}: text_to_image raises ValueError for deepinfra`,
	"audio-to-audio on fal-ai: python/huggingface_hub": `not in ${HF_HUB_TABLE}: audio_to_audio raises ValueError for fal-ai`,
	"image-to-text on zai-org: python/huggingface_hub": `not in ${HF_HUB_TABLE}: image_to_text raises ValueError for zai-org`,
	"image-text-to-image on fal-ai: python/huggingface_hub": `InferenceClient has no image_text_to_image method in any release (https://huggingface.co/docs/huggingface_hub/package_reference/inference_client)`,
	"image-text-to-video on fal-ai: python/huggingface_hub": `InferenceClient has no image_text_to_video method in any release (https://huggingface.co/docs/huggingface_hub/package_reference/inference_client)`,
	"image-text-to-image on wavespeed: python/huggingface_hub": `InferenceClient has no image_text_to_image method in any release (https://huggingface.co/docs/huggingface_hub/package_reference/inference_client)`,
	"image-text-to-video on wavespeed: python/huggingface_hub": `InferenceClient has no image_text_to_video method in any release (https://huggingface.co/docs/huggingface_hub/package_reference/inference_client)`,
};

interface Case {
	task: string;
	provider: string;
	model: ModelRecord;
}

/** Our table's cases, plus every provider × task of the public package's provider table. */
function caseSet(): Case[] {
	const cases = new Map<string, Case>();
	const add = (task: string, provider: string) => {
		const key = `${task} on ${provider}`;
		if (!cases.has(key)) cases.set(key, { task, provider, model: modelFor(task) });
	};
	for (const c of tableCases()) add(c.task, c.provider);
	for (const [provider, tasks] of Object.entries(PUBLIC_PROVIDERS)) {
		for (const task of Object.keys(tasks)) {
			if (task !== "conversational") add(task, provider);
			else for (const chat of ["conversational", "image-text-to-text"]) add(chat, provider);
		}
	}
	return [...cases.values()];
}

/** The public package's pairs for a case (none when it throws: it does for pairs it cannot build). */
function publicPairs(c: Case): string[] {
	const mapping = {
		hfModelId: c.model.id,
		providerId: c.model.id,
		status: "live",
		task: c.task === "image-text-to-text" ? "conversational" : c.task,
	};
	try {
		return snippets
			.getInferenceSnippets(c.model as never, c.provider as never, mapping as never)
			.map((s) => `${s.language}/${s.client}`);
	} catch {
		return [];
	}
}

const ourPairs = (c: Case) => inferenceSnippets(c.model, c.provider).map((s) => `${s.language}/${s.client}`);

/** The pairs the public package offers over the case set that `ours` does not, keyed as {@link OMISSIONS}. */
function missingPairs(cases: Case[], ours: (c: Case) => string[]): string[] {
	return cases.flatMap((c) => {
		const offered = new Set(ours(c));
		return publicPairs(c)
			.filter((pair) => !offered.has(pair))
			.map((pair) => `${c.task} on ${c.provider}: ${pair}`);
	});
}

describe("pairs the public package offers", () => {
	// The public package logs the pairs it cannot build before returning none.
	const quiet = () => {};
	setLogger({ debug: quiet, info: quiet, warn: quiet, error: quiet, log: quiet });
	const cases = caseSet();

	it("are all offered here, except the listed omissions", () => {
		const offered = cases.reduce((n, c) => n + publicPairs(c).length, 0);
		expect(cases.length).toBeGreaterThan(100);
		expect(offered).toBeGreaterThan(400);
		expect(missingPairs(cases, ourPairs).sort()).toEqual(Object.keys(OMISSIONS).sort());
	});

	it("catches a pair we stop offering (the check can fail)", () => {
		const dropCurlOnGroq = (c: Case) =>
			ourPairs(c).filter((pair) => !(c.provider === "groq" && c.task === "text-generation" && pair === "sh/curl"));
		expect(missingPairs(cases, dropCurlOnGroq)).toContain("text-generation on groq: sh/curl");
	});

	it("list each omission with a documented reason, and the README lists every one", () => {
		const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
		for (const [pair, reason] of Object.entries(OMISSIONS)) {
			expect(reason, pair).toMatch(/https:\/\/\S+/);
			expect(readme, pair).toContain(pair.replace(/: /, " — "));
		}
	});
});
