import { describe, expect, it } from "vitest";
import { bundleOf as bundle } from "@atrium/tasks/testing";

const entry = new URL("./index.ts", import.meta.url).pathname;

/** The browser bundle of `names` imported from this package. */
const bundleOf = (names: string) => bundle(entry, names);

describe("bundle", () => {
	it("builds for browsers: no Node built-ins, templates embedded", async () => {
		const all = await bundleOf("inferenceSnippets");
		console.log(`gzipped: inferenceSnippets ${all.gzipped} B`);
		// A browser build fails on Node built-ins; what is left must import nothing at all.
		expect(all.imports).toEqual([]);
		expect(all.text).toContain("chat.completions.create");
		expect(all.gzipped).toBeLessThan(60_000);
	});

	it("the provider table alone leaves the templates and the template engine out", async () => {
		const providers = await bundleOf("PROVIDERS");
		expect(providers.text).toContain("https://api.groq.com");
		expect(providers.text).not.toContain("chat.completions.create");
		expect(providers.text).not.toContain("Unknown variable");
		expect(providers.gzipped).toBeLessThan(4_000);
	});
});
