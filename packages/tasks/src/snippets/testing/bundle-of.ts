import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** A browser bundle of a package entry: its minified text, gzipped size and what it still imports. */
export interface BundleMeasure {
	text: string;
	gzipped: number;
	imports: string[];
}

/**
 * Bundles a one-line module importing `names` from `entry` (a package's source entry) for
 * browsers, minified, resolving workspace packages by their sources, and gzips it.
 */
export async function bundleOf(entry: string, names: string): Promise<BundleMeasure> {
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
