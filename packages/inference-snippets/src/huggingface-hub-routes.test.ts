import { describe, expect, it } from "vitest";
import {
	compareReleases,
	HUGGINGFACE_HUB_ROUTES,
	huggingfaceHubRequirement,
	huggingfaceHubSince,
} from "./huggingface-hub-routes.ts";
import { AUTO_PROVIDER, libraryOnlyReason, servesChat, taskRoute } from "./providers.ts";

describe("huggingface_hub routes", () => {
	it("name only pairs the provider table serves", () => {
		const stale = Object.entries(HUGGINGFACE_HUB_ROUTES).flatMap(([provider, tasks]) =>
			Object.keys(tasks)
				.filter((task) =>
					task === "conversational"
						? !servesChat(provider)
						: provider === AUTO_PROVIDER ||
							(taskRoute(provider, task) === undefined && libraryOnlyReason(provider, task) === undefined),
				)
				.map((task) => `${provider} ${task}`),
		);
		expect(stale).toEqual([]);
	});

	it("pin a release only for pairs routed after the checked one", () => {
		expect(huggingfaceHubRequirement("hf-inference", "text-classification")).toBe("huggingface_hub");
		expect(huggingfaceHubRequirement("zai-org", "text-to-image")).toBe("huggingface_hub");
		expect(huggingfaceHubRequirement("together", "image-to-video")).toBe("huggingface_hub>=1.16.0");
		expect(huggingfaceHubRequirement("baseten", "conversational")).toBe("huggingface_hub>=1.26.1");
		expect(huggingfaceHubRequirement("together", "automatic-speech-recognition")).toBeUndefined();
		expect(huggingfaceHubSince("hf-inference", "tabular-regression")).toBeUndefined();
		expect(huggingfaceHubSince("__proto__", "constructor")).toBeUndefined();
	});

	it("order releases numerically", () => {
		expect(compareReleases("1.16.0", "1.3.7")).toBeGreaterThan(0);
		expect(compareReleases("1.3.2", "1.3.7")).toBeLessThan(0);
		expect(compareReleases("1.3.7", "1.3.7")).toBe(0);
		expect(compareReleases("1.28", "1.28.0")).toBe(0);
	});
});
