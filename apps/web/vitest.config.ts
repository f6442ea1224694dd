import { defineProject } from "vitest/config";

export default defineProject({
	resolve: { conditions: ["atrium-source"] },
	ssr: { resolve: { conditions: ["atrium-source"] } },
	test: {
		name: "web",
		include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "fixtures/**/*.test.ts", "tests/e2e/**/*.test.ts"],
		testTimeout: 60_000,
		hookTimeout: 120_000,
	},
});
