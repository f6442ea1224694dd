import tseslint from "typescript-eslint";

/** Below features/ (and outside the composition root, src/*.ts), nothing imports a feature. */
const NO_FEATURES = {
	regex: "^(\\.\\./)+features/",
	message: "Lower folders of the hub never import features/: move what both need below features/ (decision 026).",
};
/** Only tests (and testing/ itself) import the test helpers. */
const NO_TESTING = {
	regex: "^(\\.{1,2}/)+testing/",
	message: "Only test files import src/testing/ (decision 026).",
};

export default tseslint.config(
	{
		ignores: [
			"**/node_modules/**",
			"**/dist/**",
			"**/build/**",
			"**/.react-router/**",
			"**/__snapshots__/**",
			"**/golden/**",
			".atrium/**",
		],
	},
	...tseslint.configs.recommended,
	{
		rules: {
			"@typescript-eslint/consistent-type-imports": "error",
			"@typescript-eslint/no-explicit-any": "error",
			"@typescript-eslint/no-non-null-assertion": "error",
			"@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
		},
	},
	// The hub's layering (decisions/026-hub-layering.md). One rule entry per group of files, because a
	// later entry's options replace an earlier one's for the files both match.
	{
		files: ["apps/hub/src/*/**/*.ts"],
		ignores: ["apps/hub/src/features/**", "apps/hub/src/testing/**", "**/*.test.ts"],
		rules: { "no-restricted-imports": ["error", { patterns: [NO_FEATURES, NO_TESTING] }] },
	},
	{
		files: ["apps/hub/src/*.ts", "apps/hub/src/features/**/*.ts"],
		ignores: ["**/*.test.ts"],
		rules: { "no-restricted-imports": ["error", { patterns: [NO_TESTING] }] },
	},
);
