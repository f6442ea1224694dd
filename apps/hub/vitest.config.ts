import { defineProject } from "vitest/config";

export default defineProject({
	resolve: { conditions: ["atrium-source"] },
	ssr: { resolve: { conditions: ["atrium-source"] } },
	test: {
		name: "hub",
		include: [
			"src/**/*.test.ts",
			"bin/**/*.test.ts",
			"seed/**/*.test.ts",
			"tests/**/*.test.ts",
			"scripts/**/*.test.ts",
		],
		testTimeout: 30_000,
		hookTimeout: 60_000,
	},
});
