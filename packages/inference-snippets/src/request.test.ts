import { NASTY_ID } from "@atrium/tasks/testing";
import { describe, expect, it } from "vitest";
import { bodyJson } from "./body.ts";
import { loraUrl, planRequest } from "./request.ts";
import { modelFor } from "./testing/cases.ts";

const body = (task: string, provider = "hf-inference") => {
	const plan = planRequest(modelFor(task), provider);
	if (!plan) throw new Error(`no plan for ${task} on ${provider}`);
	return bodyJson(plan.body);
};

describe("request shapes of spec section 7", () => {
	it("sends {inputs} for text tasks and candidate labels for zero-shot", () => {
		expect(body("text-classification")).toEqual({ inputs: expect.any(String) });
		expect(body("zero-shot-classification")).toEqual({
			inputs: expect.any(String),
			parameters: { candidate_labels: ["refund", "legal", "faq"] },
		});
		expect(body("zero-shot-image-classification")).toEqual({
			inputs: "<base64 cats.jpg>",
			parameters: { candidate_labels: ["cat", "dog", "llama"] },
		});
	});

	it("sends raw audio (flac) and image (jpeg) bodies", () => {
		expect(body("automatic-speech-recognition")).toBe("<raw sample1.flac>");
		expect(body("image-classification")).toBe("<raw cats.jpg>");
		const plan = planRequest(modelFor("audio-classification"), "hf-inference");
		expect(plan?.body).toMatchObject({ file: { contentType: "audio/flac" }, encoding: "raw" });
	});

	it("sends the structured inputs", () => {
		expect(body("document-question-answering")).toEqual({
			inputs: { image: "<base64 invoice.png>", question: expect.any(String) },
		});
		expect(body("question-answering")).toEqual({
			inputs: { question: expect.any(String), context: expect.any(String) },
		});
		expect(body("table-question-answering")).toEqual({
			inputs: { query: expect.any(String), table: expect.any(Object) },
		});
		expect(body("image-to-image")).toEqual({ inputs: "<base64 cats.jpg>", parameters: { prompt: expect.any(String) } });
		expect(body("tabular-regression")).toEqual({ inputs: { data: expect.any(Object) } });
	});

	it("expects files back from text-to-image, text-to-speech and image-to-image", () => {
		for (const task of ["text-to-image", "text-to-speech", "image-to-image"]) {
			expect(planRequest(modelFor(task), "hf-inference")?.output, task).toBe("bytes");
		}
		expect(planRequest(modelFor("text-to-image"), "fal-ai")?.output).toBe("json");
	});

	it("sends chat with messages and a stream flag, naming the provider on the router", () => {
		const plan = planRequest(modelFor("conversational"), "together", { streaming: true });
		expect(plan?.url).toBe("https://router.huggingface.co/v1/chat/completions");
		expect(bodyJson(plan?.body ?? null)).toEqual({
			model: "acme/chat-model:together",
			messages: [{ role: "user", content: expect.any(String) }],
			stream: true,
		});
		expect(planRequest(modelFor("conversational"), "auto")?.clientModel).toBe("acme/chat-model");
		const vision = planRequest(modelFor("image-text-to-text"), "auto");
		expect(vision?.messages?.[0]?.content).toEqual([
			{ type: "text", text: expect.any(String) },
			{ type: "image_url", image_url: { url: expect.stringMatching(/^https:\/\//) } },
		]);
	});
});

describe("routes", () => {
	it("goes through the router, a custom router, the provider itself, or an endpoint", () => {
		const model = modelFor("text-to-image");
		expect(planRequest(model, "fal-ai")?.url).toBe("https://router.huggingface.co/fal-ai/acme/text-to-image-model");
		expect(planRequest(model, "fal-ai", { routerUrl: "http://localhost:9/" })?.url).toBe(
			"http://localhost:9/fal-ai/acme/text-to-image-model",
		);
		const direct = planRequest(model, "fal-ai", { directRequest: true });
		expect(direct?.url).toBe("https://fal.run/acme/text-to-image-model");
		expect(direct?.token).toEqual({ env: "FAL_KEY" });
		expect(direct?.authScheme).toBe("Key");
		const endpoint = planRequest(modelFor("conversational"), "groq", { endpointUrl: "http://localhost:8080/" });
		expect(endpoint?.url).toBe("http://localhost:8080/v1/chat/completions");
		expect(endpoint?.token).toEqual({ env: "HF_TOKEN" });
		expect(planRequest(modelFor("feature-extraction"), "hf-inference")?.url).toBe(
			"https://router.huggingface.co/hf-inference/models/acme/feature-extraction-model/pipeline/feature-extraction",
		);
	});

	it("percent-encodes model ids in paths", () => {
		const plan = planRequest({ id: NASTY_ID, pipeline_tag: "text-classification" }, "hf-inference");
		const url = new URL(plan?.url ?? "");
		expect(url.host).toBe("router.huggingface.co");
		expect(plan?.url).not.toMatch(/[\s"`\\]/);
	});

	it("uses the caller's token literally only when given one, and bills only when asked", () => {
		const model = modelFor("summarization");
		expect(planRequest(model, "hf-inference")?.token).toEqual({ env: "HF_TOKEN" });
		expect(planRequest(model, "hf-inference", { accessToken: "hf_x" })?.token).toEqual({ literal: "hf_x" });
		expect(planRequest(model, "hf-inference")?.billTo).toBeUndefined();
		expect(planRequest(model, "hf-inference", { billTo: "acme" })?.billTo).toBe("acme");
	});

	it("adds LoRA weights for text-to-image on fal only", () => {
		const options = { adapter: { type: "lora" as const, weightsPath: "w/pixel art.safetensors" } };
		const fal = planRequest(modelFor("text-to-image"), "fal-ai", options);
		expect(bodyJson(fal?.body ?? null)).toMatchObject({
			loras: [
				{ path: "https://huggingface.co/acme/text-to-image-model/resolve/main/w/pixel%20art.safetensors", scale: 1 },
			],
		});
		expect(bodyJson(planRequest(modelFor("text-to-image"), "replicate", options)?.body ?? null)).not.toHaveProperty(
			"loras",
		);
		expect(loraUrl("a/b", "c.safetensors")).toBe("https://huggingface.co/a/b/resolve/main/c.safetensors");
	});

	it("picks a body by the provider's model id where the table says so (together image-to-image)", () => {
		const plan = (providerModelId?: string) =>
			bodyJson(
				planRequest(modelFor("image-to-image"), "together", providerModelId ? { providerModelId } : {})?.body ?? null,
			);
		expect(plan()).toEqual({
			model: "acme/image-to-image-model",
			prompt: expect.any(String),
			reference_images: ["<data-url cats.jpg>"],
			response_format: "base64",
		});
		expect(plan("black-forest-labs/FLUX.1-Kontext-pro")).toEqual({
			model: "black-forest-labs/FLUX.1-Kontext-pro",
			prompt: expect.any(String),
			image_url: "<data-url cats.jpg>",
			response_format: "base64",
		});
		// Every listed part must be in the id: FLUX.2 and other Kontext builds keep the default body.
		expect(plan("black-forest-labs/FLUX.2-pro")).toHaveProperty("reference_images");
		expect(plan("acme/kontext-lite")).toHaveProperty("reference_images");
	});
});
