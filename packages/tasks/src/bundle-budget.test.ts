import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const entry = new URL("./index.ts", import.meta.url).pathname;

/** Bundles a one-line module importing `names` from the package, minified, and gzips it. */
async function bundleOf(names: string): Promise<{ text: string; gzipped: number }> {
	const result = await build({
		stdin: {
			contents: `export { ${names} } from ${JSON.stringify(entry)};`,
			resolveDir: new URL(".", import.meta.url).pathname,
			loader: "ts",
		},
		bundle: true,
		minify: true,
		format: "esm",
		write: false,
		platform: "browser",
		logLevel: "silent",
	});
	const text = result.outputFiles[0]?.text ?? "";
	return { text, gzipped: gzipSync(text).length };
}

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
