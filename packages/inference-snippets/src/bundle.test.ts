import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const entry = new URL("./index.ts", import.meta.url).pathname;

/** Bundles a module importing `names` from the package for browsers, minified, and gzips it. */
async function bundleOf(names: string): Promise<{ text: string; gzipped: number; imports: string[] }> {
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
		conditions: ["atrium-source"],
		logLevel: "silent",
		metafile: true,
	});
	const text = result.outputFiles[0]?.text ?? "";
	const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((i) => i.path));
	return { text, gzipped: gzipSync(text).length, imports };
}

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
