import { describe, expect, it } from "vitest";
import { cardFacts, headerData, tagHref } from "./repo-page.server.ts";

describe("repository pages", () => {
	it("turns tags into list links, known prefixes into facets", () => {
		expect(tagHref("model", "license:mit")).toBe("/models?license=license%3Amit");
		expect(tagHref("dataset", "language:en")).toBe("/datasets?language=language%3Aen");
		expect(tagHref("dataset", "task_categories:translation")).toBe(
			"/datasets?task_categories=task_categories%3Atranslation",
		);
		expect(tagHref("model", "base_model:acme/x")).toBe("/models?other=base_model%3Aacme%2Fx");
		expect(tagHref("model", "bert")).toBe("/models?other=bert");
	});

	it("builds the header from the API's repository info", () => {
		const model = headerData("model", {
			id: "acme/m",
			pipeline_tag: "fill-mask",
			library_name: "transformers",
			safetensors: { parameters: { F32: 10 }, total: 10 },
			gated: "manual",
		});
		expect(model.task).toEqual({ id: "fill-mask", label: "Fill-Mask" });
		expect(model.library).toEqual({ key: "transformers", label: "Transformers" });
		expect(model.params).toBe(10);
		expect(model.gated).toBe(true);
		const dataset = headerData("dataset", { id: "acme/d", tags: ["task_categories:translation"] });
		expect(dataset.task?.id).toBe("translation");
		expect(headerData("model", { id: "acme/x", library_name: "not-a-library" }).library).toBeNull();
	});

	it("shows card metadata as linked facts, skipping odd shapes", () => {
		const facts = cardFacts("model", {
			id: "acme/m",
			cardData: { license: "mit", language: ["en", "fr"], datasets: ["acme/reviews", "not a repo id"], base_model: 42 },
		});
		expect(facts).toEqual([
			{ label: "License", values: [{ text: "mit", href: "/models?license=license%3Amit" }] },
			{
				label: "Languages",
				values: [
					{ text: "en", href: "/models?language=en" },
					{ text: "fr", href: "/models?language=fr" },
				],
			},
			{
				label: "Datasets",
				values: [{ text: "acme/reviews", href: "/datasets/acme/reviews" }, { text: "not a repo id" }],
			},
		]);
	});
});
