import type { ModelInfo } from "@atrium/hub-api";
import { describe, expect, it } from "vitest";
import { providerMappingOf } from "./provider-mapping.ts";

const model = (pipeline_tag: string, tags: string[]) =>
	({ id: "acme/model", pipeline_tag, tags }) as unknown as ModelInfo;

describe("inferenceProviderMapping of model info", () => {
	it("maps a task a provider serves as chat to conversational, the one call its snippets make", () => {
		const mapping = providerMappingOf(model("text-generation", ["text-generation"]));
		// Groq serves text generation through chat completions alone; novita and together by text completions.
		expect(mapping.groq).toEqual({ status: "live", providerId: "acme/model", task: "conversational" });
		expect(mapping.novita?.task).toBe("text-generation");
		expect(mapping.together?.task).toBe("text-generation");
	});

	it("maps chat models to conversational on every chat provider", () => {
		const mapping = providerMappingOf(model("text-generation", ["conversational"]));
		expect(mapping.groq?.task).toBe("conversational");
		expect(mapping.novita?.task).toBe("conversational");
		expect(mapping).not.toHaveProperty("auto");
	});
});
