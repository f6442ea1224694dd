/**
 * Real APIs, checked by the compiler: every JavaScript snippet of the table (fetch, the
 * `@huggingface/inference` client, the `openai` client), including the ones that cannot run here
 * (third-party providers behind the public router), is type-checked as a module against the
 * type definitions of the installed npm clients.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { inferenceSnippets } from "../inference-snippets.ts";
import { tableCases, VARIANTS, modelFor } from "../testing/cases.ts";

/** The installed folder of a package: the nearest `node_modules/<name>` up from this file. */
function packageDir(name: string): string {
	let folder = dirname(fileURLToPath(import.meta.url));
	for (;;) {
		const candidate = join(folder, "node_modules", name);
		if (existsSync(join(candidate, "package.json"))) return candidate;
		const parent = dirname(folder);
		if (parent === folder) throw new Error(`${name} is not installed`);
		folder = parent;
	}
}
const nodeTypes = dirname(packageDir("@types/node"));

// The snippets import the clients by name: type-check them from inside the package's own
// node_modules folder, so resolution finds the clients wherever npm placed them (hoisted or not).
const scratch = fileURLToPath(new URL("../../node_modules/", import.meta.url));
mkdirSync(scratch, { recursive: true });
const dir = mkdtempSync(join(scratch, ".e2e-typecheck-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Type-checks modules; returns the diagnostics as text, one per problem. */
function typecheck(files: Record<string, string>): string[] {
	const paths = Object.entries(files).map(([name, code]) => {
		const path = join(dir, name);
		writeFileSync(path, code);
		return path;
	});
	const program = ts.createProgram(paths, {
		target: ts.ScriptTarget.ES2023,
		lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.asynciterable.d.ts"],
		module: ts.ModuleKind.NodeNext,
		moduleResolution: ts.ModuleResolutionKind.NodeNext,
		moduleDetection: ts.ModuleDetectionKind.Force,
		allowJs: true,
		checkJs: true,
		noEmit: true,
		skipLibCheck: true,
		typeRoots: [nodeTypes],
		types: ["node"],
	});
	return ts.getPreEmitDiagnostics(program).map((d) => {
		const where = d.file ? `${d.file.fileName.slice(dir.length + 1)}: ` : "";
		return where + ts.flattenDiagnosticMessageText(d.messageText, " ");
	});
}

describe("JavaScript snippets type-check against the npm clients", () => {
	it("over every task × provider and variant", () => {
		const files: Record<string, string> = {};
		const add = (name: string, snippets: ReturnType<typeof inferenceSnippets>) => {
			for (const s of snippets) if (s.language === "js") files[`${name}.${s.client}.mjs`] = s.code;
		};
		for (const c of tableCases()) {
			add(`${c.task}.${c.provider}`, inferenceSnippets(c.model, c.provider));
			add(
				`${c.task}.${c.provider}.billed`,
				inferenceSnippets(c.model, c.provider, { streaming: true, billTo: "acme" }),
			);
		}
		for (const v of VARIANTS) add(`variant-${v.name}`, inferenceSnippets(modelFor(v.task), v.provider, v.options));
		expect(Object.keys(files).length).toBeGreaterThan(400);
		expect(typecheck(files)).toEqual([]);
	}, 120_000);

	it("catches a method or argument the client does not have (the check can fail)", () => {
		const [snippet] = inferenceSnippets(modelFor("text-classification"), "hf-inference");
		expect(snippet?.client).toBe("huggingface.js");
		const broken = (snippet?.code ?? "").replace("client.textClassification(", "client.textClasification(");
		const problems = typecheck({ "broken.mjs": broken });
		expect(problems.join("\n")).toContain("textClasification");
	}, 120_000);
});
