// Compiles the site handler (server/*.ts) to build/handler/ for consumers without the
// `atrium-source` condition; the server build itself comes from `react-router build`.
import { build } from "esbuild";

await build({
	entryPoints: ["server/create-site-handler.ts", "server/markdown-worker.ts"],
	outdir: "build/handler",
	bundle: true,
	platform: "node",
	format: "esm",
	target: "node22",
	packages: "external",
	// Keep the dynamic imports dynamic: React must load after NODE_ENV is settled.
	splitting: true,
	logLevel: "warning",
});
