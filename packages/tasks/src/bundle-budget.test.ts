import { describe, expect, it } from "vitest";
import { bundleOf as bundle } from "./snippets/testing/bundle-of.ts";

const entry = new URL("./index.ts", import.meta.url).pathname;

/** The browser bundle of `names` imported from this package. */
const bundleOf = (names: string) => bundle(entry, names);

describe("bundle budget", () => {
	it("importing PIPELINES alone leaves the catalogue, the registry and the generators out", async () => {
		const pipelines = await bundleOf("PIPELINES");
		const tasks = await bundleOf("TASKS");
		console.log(`gzipped: PIPELINES ${pipelines.gzipped} B, TASKS ${tasks.gzipped} B`);
		expect(pipelines.text).toContain("text-classification");
		expect(pipelines.text).not.toContain("widgetModels");
		expect(pipelines.text).not.toContain("prettyLabel");
		expect(pipelines.text).not.toContain("pip install");
		expect(pipelines.gzipped).toBeLessThan(6_000);
		expect(tasks.text).toContain("widgetModels");
		expect(tasks.gzipped).toBeGreaterThan(pipelines.gzipped);
	});

	it("each generator can be imported without the others", async () => {
		const one = await bundleOf("librarySnippets");
		const registryOnly = await bundleOf("LIBRARIES");
		expect(registryOnly.text).not.toContain("pip install");
		expect(one.text).toContain("pip install");
	});
});
