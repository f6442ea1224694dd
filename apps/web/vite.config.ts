import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { enhancementScript } from "./scripts/enhancement-script-plugin.ts";

// Workspace packages are consumed from source (`atrium-source` condition), on the client and the server.
const conditions = ["atrium-source", "module", "browser", "development|production"];

export default defineConfig({
	plugins: [tailwindcss(), reactRouter(), enhancementScript()],
	resolve: { conditions },
	ssr: { resolve: { conditions: ["atrium-source", "module", "node", "development|production"] } },
	build: { assetsInlineLimit: 0 },
});
