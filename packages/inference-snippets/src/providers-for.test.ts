import { describe, expect, it } from "vitest";
import { inferenceSnippets } from "./inference-snippets.ts";
import { PROVIDER_IDS } from "./providers.ts";
import { providersFor } from "./providers-for.ts";
import { modelFor } from "./testing/cases.ts";

describe("providersFor", () => {
	it("lists exactly the providers that give snippets, with the same options", () => {
		const tasks = ["conversational", "text-to-image", "text-classification", "robotics"];
		const libraryOnly = ["automatic-speech-recognition", "image-to-video", "image-text-to-video"];
		for (const task of [...tasks, ...libraryOnly]) {
			const model = modelFor(task);
			for (const options of [{}, { routerUrl: "https://inference.atrium.example" }, { directRequest: true }]) {
				const expected = PROVIDER_IDS.filter((p) => inferenceSnippets(model, p, options).length > 0);
				expect(providersFor(model, options), `${task} ${JSON.stringify(options)}`).toEqual(expected);
			}
		}
	});

	it("offers library-only tasks through the public router only", () => {
		const whisper = modelFor("automatic-speech-recognition");
		expect(providersFor(whisper)).toEqual(["deepinfra", "fal-ai", "hf-inference", "replicate", "together"]);
		expect(providersFor(whisper, { routerUrl: "https://inference.atrium.example" })).toEqual([
			"fal-ai",
			"hf-inference",
			"replicate",
		]);
	});

	it("puts auto first for chat, and knows who serves what", () => {
		expect(providersFor(modelFor("conversational"))[0]).toBe("auto");
		expect(providersFor(modelFor("text-to-image"))).toEqual(
			expect.arrayContaining(["fal-ai", "hf-inference", "replicate", "together", "nscale"]),
		);
		expect(providersFor(modelFor("text-classification"))).toEqual(["hf-inference"]);
		expect(providersFor(modelFor("robotics"))).toEqual([]);
	});
});
