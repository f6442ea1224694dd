import { execFile } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { InferenceClient } from "@huggingface/inference";
import { TASKS } from "@atrium/tasks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startConformanceHub, type ConformanceHub } from "./conformance-hub.ts";

/*
 * The inference clients read two hub routes before they call a provider: `/api/tasks` (the default
 * model of a task) and model info with `expand[]=inferenceProviderMapping` (which providers serve
 * the model, under which id, for which task). `@huggingface/inference` runs for real here, its
 * hard-coded https://huggingface.co sent to this hub and its router calls answered locally;
 * Python's InferenceClient is re-enacted with requests (`hf_inference.py`).
 */

const here = dirname(fileURLToPath(import.meta.url));
const PYTHON = process.env.ATRIUM_TEST_PYTHON ?? "/usr/bin/python3";
const WHISPER = "atrium/tiny-whisper";

describe("inference clients read the hub's task catalogue and provider mapping", () => {
	let hub: ConformanceHub;
	const routerCalls: string[] = [];
	const realFetch = globalThis.fetch;
	beforeAll(async () => {
		hub = await startConformanceHub();
		// The client's HF_HUB_URL is a constant: send huggingface.co to this hub, answer the router here.
		globalThis.fetch = async (input, init) => {
			const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
			if (url.startsWith("https://huggingface.co/")) return realFetch(hub.url + url.slice(22), init);
			if (url.startsWith("https://router.huggingface.co/")) {
				routerCalls.push(url);
				return new Response(JSON.stringify({ text: "hello" }), { headers: { "Content-Type": "application/json" } });
			}
			return realFetch(input, init);
		};
	});
	afterAll(async () => {
		globalThis.fetch = realFetch;
		await hub?.close();
	});

	it("@huggingface/inference: with no model, takes the first model of the task from /api/tasks", async () => {
		const expected = TASKS["text-classification"]?.models[0]?.id;
		expect(expected).toEqual(expect.any(String));
		const error = await new InferenceClient()
			.textClassification({ provider: "hf-inference", inputs: "great" })
			.catch((caught: unknown) => caught);
		// The default model is not stored on this hub: the client got as far as asking for its mapping.
		expect(String(error)).toContain(`inference provider mapping for model ${expected}`);
	});

	it("@huggingface/inference: routes a model through the provider the hub's mapping names", async () => {
		routerCalls.length = 0;
		const client = new InferenceClient();
		const audio = new Blob([new Uint8Array(64)], { type: "audio/flac" });
		const answer = await client.automaticSpeechRecognition({ model: WHISPER, provider: "hf-inference", data: audio });
		expect(answer.text).toBe("hello");
		expect(routerCalls).toEqual([`https://router.huggingface.co/hf-inference/models/${WHISPER}`]);
		// `auto` takes the first provider of the mapping.
		const info = (await (
			await realFetch(`${hub.url}/api/models/${WHISPER}?expand[]=inferenceProviderMapping`)
		).json()) as {
			inferenceProviderMapping: Record<string, unknown>;
		};
		const first = Object.keys(info.inferenceProviderMapping)[0];
		routerCalls.length = 0;
		const wav = new Blob([new Uint8Array(64)], { type: "audio/wav" });
		await client.automaticSpeechRecognition({ model: WHISPER, data: wav }).catch(() => undefined);
		expect(routerCalls[0]).toContain(`https://router.huggingface.co/${first}/`);
	});

	it("Python InferenceClient (re-enacted): default model from widgetModels, mapping parsed from the dict", async () => {
		const scenario = {
			endpoint: hub.url,
			task: "text-generation",
			model: WHISPER,
			provider: "hf-inference",
			model_task: "automatic-speech-recognition",
		};
		const { stdout } = await promisify(execFile)(PYTHON, [join(here, "hf_inference.py"), JSON.stringify(scenario)]);
		const report = JSON.parse(stdout) as {
			default_model: string;
			providers: string[];
			chosen?: { provider_id: string; task: string; status: string };
		};
		expect(report.default_model).toBe(TASKS["text-generation"]?.widgetModels[0]);
		expect(report.providers).toContain("hf-inference");
		expect(report.chosen).toEqual({
			provider: "hf-inference",
			hf_model_id: WHISPER,
			provider_id: WHISPER,
			status: "live",
			task: "automatic-speech-recognition",
		});
	});
});

describe("Python listing calls (re-enacted): search, list_spaces(models=), get_model_tags, get_dataset_tags, collections", () => {
	let hub: ConformanceHub;
	beforeAll(async () => {
		hub = await startConformanceHub();
	});
	afterAll(async () => {
		await hub?.close();
	});

	it("answers them in the shapes huggingface_hub reads", async () => {
		const scenario = { endpoint: hub.url, search: "TINY-g", model: "atrium/tiny-bert-mlm" };
		const { stdout } = await promisify(execFile)(PYTHON, [join(here, "hf_listing.py"), JSON.stringify(scenario)]);
		const report = JSON.parse(stdout) as {
			search: string[];
			spaces: string[];
			tag_kinds: string[];
			dataset_tags: Record<string, string[]>;
			collections: unknown[];
			collection_status: number;
			collection_code: string;
		};
		// search is a substring of the id, whatever the case: the first hit is a model with it in its name.
		expect(report.search.length).toBeGreaterThan(0);
		expect(report.search.every((id) => id.toLowerCase().includes("tiny-g"))).toBe(true);
		expect(report.spaces).toEqual(["atrium/tiny-demo", "atrium/tiny-static-demo"]);
		expect(report.tag_kinds).toEqual(["library", "pipeline_tag"]);
		// get_dataset_tags(): the catalogue's task families, and the sample datasets' own tags (tiny-reviews).
		expect(report.dataset_tags.task_categories).toContain("task_categories:text-classification");
		expect(report.dataset_tags.task_ids).toContain("task_ids:sentiment-classification");
		expect(report.dataset_tags.language).toContain("language:en");
		expect(report.dataset_tags.license).toContain("license:cc-by-4.0");
		expect(report.collections).toEqual([]);
		expect([report.collection_status, report.collection_code]).toEqual([404, "CollectionNotFound"]);
	});
});
