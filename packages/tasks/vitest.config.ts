import { defineProject } from "vitest/config";

export default defineProject({
	test: {
		name: "tasks",
		include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
	},
});
