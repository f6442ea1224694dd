import { describe, expect, it } from "vitest";
import { listHref, nextCursorFromLink, parseListState, toApiQuery } from "./list-query.ts";

describe("list query", () => {
	it("round-trips the page state through the URL", () => {
		const state = parseListState(new URLSearchParams("task=fill-mask&search=bert&sort=likes&bogus=1"));
		expect(state.task).toBe("fill-mask");
		expect(listHref("/models", state)).toBe("/models?search=bert&task=fill-mask&sort=likes");
	});
	it("drops unknown sort keys and parameter buckets", () => {
		const state = parseListState(new URLSearchParams("sort=evil&params=huge"));
		expect(state.sort).toBe("");
		expect(state.params).toBe("");
	});
	it("maps model facets onto the hub API", () => {
		const state = parseListState(
			new URLSearchParams("task=text-generation&library=transformers&language=en&license=mit&params=lt1b"),
		);
		const q = toApiQuery("model", state);
		expect(q.get("pipeline_tag")).toBe("text-generation");
		expect(q.get("library")).toBe("transformers");
		expect(q.get("language")).toBe("en");
		expect(q.get("license")).toBe("mit");
		expect(q.get("num_parameters")).toBe("min:0,max:1B");
		expect(q.get("sort")).toBe("downloads");
	});
	it("maps dataset tasks to task_categories", () => {
		const q = toApiQuery("dataset", parseListState(new URLSearchParams("task=translation")));
		expect(q.getAll("filter")).toEqual(["task_categories:translation"]);
	});
	it("reads the next cursor from a Link header", () => {
		expect(nextCursorFromLink('<http://h/api/models?limit=2&cursor=abc>; rel="next"')).toBe("abc");
		expect(nextCursorFromLink(null)).toBeNull();
	});
});
