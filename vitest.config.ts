import { defineConfig } from "vitest/config";

// One test run covers every workspace; each package keeps its own vitest.config.ts.
export default defineConfig({
	test: {
		projects: ["packages/*", "apps/*"],
	},
});
