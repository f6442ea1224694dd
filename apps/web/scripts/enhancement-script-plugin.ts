// A Vite plugin: `import url from "./x.ts?enhancement-script"` bundles x.ts on its own (esbuild,
// minified, one classic script), writes it to the client build as `assets/enhance-<hash>.js` and
// gives its URL. The client and server builds compute the same name from the same bytes, so a page
// rendered on the server names the file the client build wrote.
import { createHash } from "node:crypto";
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

const SUFFIX = "?enhancement-script";

export function enhancementScript(): Plugin {
	return {
		name: "atrium:enhancement-script",
		async resolveId(source, importer) {
			if (!source.endsWith(SUFFIX)) return null;
			const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
			return resolved ? resolved.id + SUFFIX : null;
		},
		async load(id) {
			if (!id.endsWith(SUFFIX)) return null;
			const result = await build({
				entryPoints: [id.slice(0, -SUFFIX.length)],
				bundle: true,
				minify: true,
				format: "iife",
				platform: "browser",
				target: "es2022",
				write: false,
				metafile: true,
				logLevel: "warning",
			});
			const inputs = Object.keys(result.metafile.inputs);
			// The script is the whole of a page's JavaScript: none of it may come from a package (React, say).
			const packaged = inputs.filter((input) => input.includes("node_modules"));
			if (packaged.length) this.error(`the enhancement script must not bundle packages: ${packaged.join(", ")}`);
			for (const input of inputs) this.addWatchFile(path.resolve(input));
			const code = result.outputFiles[0]?.text ?? "";
			const fileName = `assets/enhance-${createHash("sha256").update(code).digest("hex").slice(0, 10)}.js`;
			if (this.environment.config.consumer === "client") this.emitFile({ type: "asset", fileName, source: code });
			return `export default ${JSON.stringify(`/${fileName}`)};`;
		},
	};
}
