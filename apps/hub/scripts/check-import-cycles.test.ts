import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
	buildFileGraph,
	checkImportCycles,
	findCycles,
	folderGraph,
	relativeSpecifiers,
	type ImportGraph,
} from "./check-import-cycles.ts";

let roots: string[] = [];
afterEach(() => {
	for (const root of roots) rmSync(root, { recursive: true, force: true });
	roots = [];
});

/** A fixture tree under a fresh temporary folder: `files` maps relative paths to their source. */
function fixture(files: Record<string, string>): string {
	const root = mkdtempSync(path.join(tmpdir(), "import-cycles-"));
	roots.push(root);
	for (const [name, text] of Object.entries(files)) {
		mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
		writeFileSync(path.join(root, name), text);
	}
	return root;
}

function graphOf(edges: Record<string, string[]>): ImportGraph {
	return new Map(Object.entries(edges).map(([node, targets]) => [node, new Set(targets)]));
}

describe("relativeSpecifiers", () => {
	it("reads static, type-only, re-exported and dynamic imports, and leaves packages out", () => {
		const text = [
			'import { a } from "./a.ts";',
			'import type { B } from "../b.ts";',
			'import { type C, d } from "./c.ts";',
			'export { e } from "./e.ts";',
			'export * from "./f.ts";',
			'const g = await import("./g.ts");',
			'type H = import("./h.ts").H;',
			'import { Hono } from "hono";',
			'import "node:fs";',
		].join("\n");
		expect(relativeSpecifiers("x.ts", text)).toEqual([
			"./a.ts",
			"../b.ts",
			"./c.ts",
			"./e.ts",
			"./f.ts",
			"./g.ts",
			"./h.ts",
		]);
	});

	it("parses .tsx", () => {
		expect(relativeSpecifiers("x.tsx", 'import { A } from "./a.tsx";\nexport const x = <A />;')).toEqual(["./a.tsx"]);
	});
});

describe("findCycles", () => {
	it("finds a three-file cycle and a self-import, and nothing in the acyclic part", () => {
		const graph = graphOf({ a: ["b"], b: ["c"], c: ["a", "d"], d: [], e: ["e"], f: ["a"] });
		expect(findCycles(graph)).toEqual([
			["e", "e"],
			["a", "b", "c", "a"],
		]);
	});

	it("reports one cycle per strongly connected component", () => {
		const graph = graphOf({ a: ["b"], b: ["a"], c: ["d"], d: ["c"], x: ["a", "c"] });
		expect(findCycles(graph)).toEqual([
			["a", "b", "a"],
			["c", "d", "c"],
		]);
	});

	it("passes an acyclic graph, diamonds included", () => {
		expect(findCycles(graphOf({ a: ["b", "c"], b: ["d"], c: ["d"], d: [] }))).toEqual([]);
	});
});

describe("the file and folder graphs of a source tree", () => {
	it("finds a cycle closed by a type-only import", () => {
		const root = fixture({
			"src/a.ts": 'import { b } from "./b.ts";\nexport const a = b;',
			"src/b.ts": 'import type { A } from "./a.ts";\nexport const b: A | 1 = 1;',
		});
		const cycles = findCycles(buildFileGraph([root]));
		expect(cycles.map((cycle) => cycle.map((file) => path.relative(root, file)))).toEqual([
			["src/a.ts", "src/b.ts", "src/a.ts"],
		]);
	});

	it("finds a folder cycle of production files, ignoring tests and files at the root", () => {
		const root = fixture({
			"src/app.ts": 'import "./auth/access.ts";\nimport "./http/site.ts";',
			"src/auth/access.ts": 'import { clientAddress } from "../http/address.ts";\nexport { clientAddress };',
			"src/http/address.ts": "export const clientAddress = 1;",
			"src/http/site.ts": 'import { csrf } from "../auth/csrf.ts";\nexport { csrf };',
			"src/auth/csrf.ts": "export const csrf = 1;",
			"src/db/db.test.ts": 'import "../auth/access.ts";',
			"src/auth/auth.test.ts": 'import "../db/db.ts";',
			"src/db/db.ts": 'import "../app.ts";',
		});
		const src = path.join(root, "src");
		const files = buildFileGraph([src]);
		expect(findCycles(files)).toEqual([]);
		const folders = folderGraph(files, src);
		expect([...folders.keys()].sort()).toEqual(["auth", "db", "http"]);
		expect(folders.get("db")).toEqual(new Set());
		expect(findCycles(folders)).toEqual([["auth", "http", "auth"]]);
	});

	it("resolves folder imports to their index file and drops imports leaving the roots", () => {
		const root = fixture({
			"src/a.ts": 'import "./lib";\nimport "../outside.ts";',
			"src/lib/index.ts": 'import "../a.ts";',
			"outside.ts": 'import "./src/a.ts";',
		});
		const files = buildFileGraph([path.join(root, "src")]);
		expect(files.size).toBe(2);
		expect(findCycles(files)).toHaveLength(1);
	});

	it("reports counts and exits clean on an acyclic tree", () => {
		const root = fixture({
			"src/app.ts": 'import "./repos/resolve.ts";\nimport "./auth/access.ts";',
			"src/auth/access.ts": 'import type { Repo } from "../repos/resolve.ts";\nexport type R = Repo;',
			"src/repos/resolve.ts": 'import { LIMIT } from "../http/limits.ts";\nexport type Repo = typeof LIMIT;',
			"src/http/limits.ts": "export const LIMIT = 1;",
		});
		const report = checkImportCycles(root, [path.join(root, "src")], path.join(root, "src"));
		expect(report.cycles).toBe(0);
		expect(report.lines).toEqual(["import cycles: 0 file, 0 folder (4 files checked)"]);
	});

	it("names each cycle in the report and counts it", () => {
		const root = fixture({
			"src/auth/access.ts": 'import "../repos/resolve.ts";',
			"src/repos/resolve.ts": 'import "../auth/access.ts";',
		});
		const report = checkImportCycles(root, [path.join(root, "src")], path.join(root, "src"));
		expect(report.cycles).toBe(2);
		expect(report.lines).toEqual([
			"file cycle: src/auth/access.ts -> src/repos/resolve.ts -> src/auth/access.ts",
			"folder cycle (src): auth -> repos -> auth",
			"import cycles: 1 file, 1 folder (2 files checked)",
		]);
	});
});
