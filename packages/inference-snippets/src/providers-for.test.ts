import { describe, expect, it } from "vitest";
import { inferenceSnippets } from "./inference-snippets.ts";
import { PROVIDER_IDS } from "./providers.ts";
import { providersFor } from "./providers-for.ts";
import { modelFor } from "./testing/cases.ts";

describe("providersFor", () => {
	it("lists exactly the providers that give snippets", () => {
		for (const task of ["conversational", "text-to-image", "text-classification", "robotics"]) {
			const model = modelFor(task);
			const expected = PROVIDER_IDS.filter((p) => inferenceSnippets(model, p).length > 0);
			expect(providersFor(model), task).toEqual(expected);
		}
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
