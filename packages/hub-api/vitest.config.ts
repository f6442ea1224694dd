import { defineProject } from "vitest/config";

export default defineProject({
	test: {
		name: "hub-api",
		include: ["src/**/*.test.ts"],
	},
});
