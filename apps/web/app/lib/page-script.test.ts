import { describe, expect, it } from "vitest";
import { enhancementOnly, pageScriptOf, type PageScriptHandle } from "./page-script.ts";

const modelOnly: PageScriptHandle = { pageScript: (id) => (id === "model" ? "enhancement" : "framework") };

describe("pageScriptOf", () => {
	it("loads the framework unless a matched route asks for the enhancement script", () => {
		expect(pageScriptOf([{ id: "root", handle: undefined }], false)).toBe("framework");
		expect(
			pageScriptOf(
				[
					{ id: "root", handle: undefined },
					{ id: "dataset", handle: modelOnly },
				],
				false,
			),
		).toBe("framework");
		expect(
			pageScriptOf(
				[
					{ id: "root", handle: undefined },
					{ id: "model", handle: modelOnly },
				],
				false,
			),
		).toBe("enhancement");
	});

	it("loads the framework when any route that says so asks for it", () => {
		const framework: PageScriptHandle = { pageScript: () => "framework" };
		expect(
			pageScriptOf(
				[
					{ id: "model", handle: modelOnly },
					{ id: "child", handle: framework },
				],
				false,
			),
		).toBe("framework");
	});

	it("gives a read-only route's every page the enhancement script", () => {
		expect(
			pageScriptOf(
				[
					{ id: "root", handle: undefined },
					{ id: "model-tree", handle: enhancementOnly },
				],
				false,
			),
		).toBe("enhancement");
	});

	it("keeps the framework once it runs in the browser", () => {
		expect(pageScriptOf([{ id: "model", handle: modelOnly }], true)).toBe("framework");
	});
});
