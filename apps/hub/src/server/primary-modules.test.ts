import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * The modules a process loads when it imports `specifiers` (as resolved URLs), in a fresh Node: the
 * module cache of the test's own process would hide what an import pulls in.
 */
function modulesLoadedBy(specifiers: string[]): string[] {
	const urls = specifiers.map((specifier) => new URL(specifier, import.meta.url).href);
	const script = `
		import { registerHooks } from "node:module";
		const loaded = [];
		registerHooks({ resolve(specifier, context, next) { const resolved = next(specifier, context); loaded.push(resolved.url); return resolved; } });
		for (const url of ${JSON.stringify(urls)}) await import(url);
		process.stdout.write("\\nmodules: " + JSON.stringify(loaded));
	`;
	const output = execFileSync(
		process.execPath,
		["--conditions=atrium-source", "--disable-warning=ExperimentalWarning", "--input-type=module", "-e", script],
		{ encoding: "utf8" },
	);
	// `cli.ts` prints its usage when imported without a command: the list is what follows the marker.
	return JSON.parse(output.slice(output.lastIndexOf("\nmodules: ") + "\nmodules: ".length)) as string[];
}

describe("what the primary of a hub with workers loads (decisions 057 and 059)", () => {
	it("neither the app, the seed data, DuckDB, the commit engine nor the snippets until it uses them", () => {
		const loaded = modulesLoadedBy(["./serve-hub.ts", "./parquet-conversion.ts", "../downloads/download-counter.ts"]);
		expect(loaded.some((url) => url.endsWith("/src/server/serve-hub.ts"))).toBe(true);
		expect(loaded.filter((url) => /\/src\/app\.ts$/.test(url))).toEqual([]);
		expect(loaded.filter((url) => url.includes("@duckdb"))).toEqual([]);
		expect(loaded.filter((url) => url.includes("/seed/"))).toEqual([]);
		expect(loaded.filter((url) => /\/commits\/(commit-engine|refs)\.ts$/.test(url))).toEqual([]);
		// The download rules, without the snippet generators and the task catalogue.
		expect(loaded.some((url) => url.endsWith("/packages/tasks/src/downloads.ts"))).toBe(true);
		expect(loaded.filter((url) => /\/packages\/tasks\/src\/(index\.ts|snippets\/)/.test(url))).toEqual([]);
	});

	it("nor, in a serving process, DuckDB's library before a dataset is read (decision 059)", () => {
		const loaded = modulesLoadedBy(["../app.ts"]);
		expect(loaded.some((url) => url.endsWith("/src/features/dataset-viewer/viewer-runtime.ts"))).toBe(true);
		// The type ids' own module only: no index of the package, no native binding.
		expect(loaded.filter((url) => url.includes("@duckdb") && !url.endsWith("/lib/DuckDBTypeId.js"))).toEqual([]);
		expect(loaded.filter((url) => /\/datasets\/(viewer-engine|split-reader)\.ts$/.test(url))).toEqual([]);
	});

	it("nor the other commands' modules when it starts as `atrium serve`", () => {
		const loaded = modulesLoadedBy(["../cli.ts"]).filter((url) => url.includes("/apps/hub/"));
		for (const module of ["/backup/", "/gc/collect-garbage.ts", "/features/snippets/", "/commits/import-folder.ts"])
			expect(loaded.filter((url) => url.includes(module))).toEqual([]);
	});
});
