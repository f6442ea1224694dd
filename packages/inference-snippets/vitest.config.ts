import { defineProject } from "vitest/config";

// Sibling workspaces are read from their sources (the `atrium-source` export condition).
const conditions = ["atrium-source", "import", "module", "node", "default"];

export default defineProject({
	resolve: { conditions },
	ssr: { resolve: { conditions, externalConditions: ["atrium-source"] } },
	test: {
		name: "inference-snippets",
		include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
		testTimeout: 120_000,
	},
});
