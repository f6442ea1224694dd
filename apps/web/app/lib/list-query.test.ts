import { describe, expect, it } from "vitest";
import { facetHref, listHref, nextCursorFromLink, parseListState, toApiQuery } from "./list-query.ts";

describe("list query", () => {
	it("round-trips the page state through the URL in the public hub's keys", () => {
		const state = parseListState(new URLSearchParams("pipeline_tag=fill-mask&search=bert&sort=likes&bogus=1"));
		expect(state.pipeline_tag).toBe("fill-mask");
		expect(listHref("/models", state)).toBe("/models?search=bert&pipeline_tag=fill-mask&sort=likes");
	});
	it("sends search as the API's id substring, or as full_text when cards are searched too", () => {
		const byId = parseListState(new URLSearchParams("search=bert"));
		expect(toApiQuery("model", byId).get("search")).toBe("bert");
		expect(toApiQuery("model", byId).has("full_text")).toBe(false);
		const inCards = parseListState(new URLSearchParams("search=bert&full_text=1"));
		expect(inCards.full_text).toBe("1");
		expect(toApiQuery("model", inCards).get("full_text")).toBe("bert");
		expect(toApiQuery("model", inCards).has("search")).toBe(false);
		expect(listHref("/models", inCards)).toBe("/models?search=bert&full_text=1");
		expect(parseListState(new URLSearchParams("full_text=yes")).full_text).toBe("");
	});
	it("drops unknown sort keys and malformed parameter ranges", () => {
		const state = parseListState(new URLSearchParams("sort=evil&num_parameters=huge"));
		expect(state.sort).toBe("");
		expect(state.num_parameters).toBe("");
	});
	it("accepts URLs copied from huggingface.co", () => {
		const models = parseListState(
			new URLSearchParams(
				"pipeline_tag=text-to-image&author=atrium&license=license:apache-2.0&other=endpoints_compatible&sort=trending&num_parameters=min:0,max:6B&library=diffusers",
			),
		);
		const q = toApiQuery("model", models);
		expect(q.get("pipeline_tag")).toBe("text-to-image");
		expect(q.get("author")).toBe("atrium");
		expect(q.get("license")).toBe("apache-2.0");
		expect(q.get("library")).toBe("diffusers");
		expect(q.get("num_parameters")).toBe("min:0,max:6B");
		expect(q.getAll("filter")).toEqual(["endpoints_compatible"]);
		expect(q.get("sort")).toBe("trendingScore");

		const datasets = parseListState(
			new URLSearchParams(
				"task_categories=task_categories:translation&modality=modality:text&size_categories=size_categories:1K<n<10K&format=format:parquet&language=language:fr&sort=modified",
			),
			"dataset",
		);
		const dq = toApiQuery("dataset", datasets);
		expect(dq.getAll("filter")).toEqual([
			"task_categories:translation",
			"modality:text",
			"size_categories:1K<n<10K",
			"format:parquet",
		]);
		expect(dq.get("language")).toBe("fr");
		expect(dq.get("sort")).toBe("lastModified");

		const spaces = parseListState(new URLSearchParams("sdk=gradio"), "space");
		expect(toApiQuery("space", spaces).getAll("filter")).toEqual(["gradio"]);
	});
	it("writes values in the public hub's form whatever form the URL used", () => {
		const state = parseListState(new URLSearchParams("license=mit&language=en"), "dataset");
		expect(listHref("/datasets", state)).toBe("/datasets?language=language%3Aen&license=license%3Amit");
		expect(facetHref("model", "license", "mit")).toBe("/models?license=license%3Amit");
		expect(facetHref("model", "language", "language:en")).toBe("/models?language=en");
		expect(facetHref("dataset", "task_categories", "translation")).toBe(
			"/datasets?task_categories=task_categories%3Atranslation",
		);
	});
	it("reads Atrium's earlier keys (task, params, tag, API sort names)", () => {
		const state = parseListState(new URLSearchParams("task=text-generation&params=lt1b&tag=gguf&sort=lastModified"));
		expect(state.pipeline_tag).toBe("text-generation");
		expect(state.num_parameters).toBe("min:0,max:1B");
		expect(state.other).toBe("gguf");
		expect(state.sort).toBe("modified");
		expect(parseListState(new URLSearchParams("task=translation"), "dataset").task_categories).toBe(
			"task_categories:translation",
		);
	});
	it("ignores facets that do not apply to the kind", () => {
		const state = parseListState(new URLSearchParams("pipeline_tag=x&library=y&sdk=gradio"), "dataset");
		expect(toApiQuery("dataset", state).toString()).toBe("sort=downloads&limit=30");
	});
	it("passes the fits-in-memory filter on, ctx only with fits, and drops malformed values", () => {
		const state = parseListState(new URLSearchParams("fits=24GB&ctx=8192"));
		expect(listHref("/models", state)).toBe("/models?fits=24GB&ctx=8192");
		const q = toApiQuery("model", state);
		expect([q.get("fits"), q.get("ctx")]).toEqual(["24GB", "8192"]);
		expect(parseListState(new URLSearchParams("ctx=8192")).ctx).toBe("");
		expect(parseListState(new URLSearchParams("fits=24&ctx=8192"))).toMatchObject({ fits: "", ctx: "" });
		expect(parseListState(new URLSearchParams("fits=7.5GiB&ctx=0"))).toMatchObject({ fits: "7.5GiB", ctx: "" });
		expect(parseListState(new URLSearchParams("fits=24GB"), "dataset").fits).toBe("");
	});
	it("reads the next cursor from a Link header", () => {
		expect(nextCursorFromLink('<http://h/api/models?limit=2&cursor=abc>; rel="next"')).toBe("abc");
		expect(nextCursorFromLink(null)).toBeNull();
	});
});
