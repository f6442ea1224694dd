// Import-cycle check (decision 026). Parses the relative imports of every .ts/.tsx file under the
// given roots with the TypeScript compiler (static imports, `import type`, re-exports, `import()`
// calls and `import("…")` types all count), then reports every file-level cycle and every cycle
// among the top-level folders of apps/hub/src. Run by `npm run lint`; exits 1 when it finds any.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** A directed graph: each node names the nodes it imports. */
export type ImportGraph = Map<string, Set<string>>;

/** The relative module specifiers one source text imports, in order of appearance. */
export function relativeSpecifiers(fileName: string, text: string): string[] {
	const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
	const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
	const found: string[] = [];
	const take = (node: ts.Node | undefined) => {
		if (node && ts.isStringLiteralLike(node) && node.text.startsWith(".")) found.push(node.text);
	};
	const visit = (node: ts.Node) => {
		if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) take(node.moduleSpecifier);
		else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
			take(node.moduleReference.expression);
		else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) take(node.arguments[0]);
		else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) take(node.argument.literal);
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

const SOURCE = /\.tsx?$/;

function sourceFiles(dir: string): string[] {
	const out: string[] = [];
	for (const name of readdirSync(dir)) {
		if (name === "node_modules" || name.startsWith(".")) continue;
		const full = path.join(dir, name);
		if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
		else if (SOURCE.test(name) && !name.endsWith(".d.ts")) out.push(full);
	}
	return out;
}

function resolveSpecifier(from: string, specifier: string, known: Set<string>): string | undefined {
	const base = path.resolve(path.dirname(from), specifier);
	const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
	// `./x.js` written for a `./x.ts` source
	if (base.endsWith(".js")) candidates.push(base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx"));
	return candidates.find((candidate) => known.has(candidate));
}

/** The file graph of every source file under `roots` (absolute paths); imports leaving the roots are dropped. */
export function buildFileGraph(roots: string[]): ImportGraph {
	const files = roots.filter((root) => existsSync(root)).flatMap(sourceFiles);
	const known = new Set(files);
	const graph: ImportGraph = new Map();
	for (const file of files) {
		const targets = new Set<string>();
		for (const specifier of relativeSpecifiers(file, readFileSync(file, "utf8"))) {
			const target = resolveSpecifier(file, specifier, known);
			if (target) targets.add(target);
		}
		graph.set(file, targets);
	}
	return graph;
}

const TEST_FILE = /\.test\.tsx?$/;

/**
 * The folder graph among the top-level folders of `srcDir`: an edge A → B when a non-test file under A
 * imports a file under B. Tests may reach any folder (through `testing/`), so their imports are not
 * layering; files directly in `srcDir` (the composition root) belong to no folder and are left out.
 */
export function folderGraph(files: ImportGraph, srcDir: string): ImportGraph {
	const folderOf = (file: string) => {
		const relative = path.relative(srcDir, file);
		if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
		const parts = relative.split(path.sep);
		return parts.length > 1 ? parts[0] : undefined;
	};
	const graph: ImportGraph = new Map();
	for (const [file, targets] of files) {
		const from = folderOf(file);
		if (from === undefined || TEST_FILE.test(file)) continue;
		const edges = graph.get(from) ?? new Set<string>();
		graph.set(from, edges);
		for (const target of targets) {
			const to = folderOf(target);
			if (to !== undefined && to !== from) edges.add(to);
		}
	}
	return graph;
}

/**
 * One cycle per strongly connected component that has one (Tarjan's algorithm, iterative), each the
 * shortest cycle through the component's first node: `[a, b, c, a]`. An empty list means acyclic.
 */
export function findCycles(graph: ImportGraph): string[][] {
	const index = new Map<string, number>();
	const low = new Map<string, number>();
	const onStack = new Set<string>();
	const stack: string[] = [];
	const components: string[][] = [];
	let next = 0;
	const nodes = [...graph.keys()].sort();
	for (const start of nodes) {
		if (index.has(start)) continue;
		const work: { node: string; edges: string[]; at: number }[] = [];
		const enter = (node: string) => {
			index.set(node, next);
			low.set(node, next);
			next++;
			stack.push(node);
			onStack.add(node);
			work.push({ node, edges: [...(graph.get(node) ?? [])].sort(), at: 0 });
		};
		enter(start);
		while (work.length > 0) {
			const frame = work[work.length - 1] as (typeof work)[number];
			if (frame.at < frame.edges.length) {
				const target = frame.edges[frame.at++] as string;
				if (!index.has(target)) enter(target);
				else if (onStack.has(target))
					low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(target) as number));
				continue;
			}
			work.pop();
			const parent = work[work.length - 1];
			if (parent) low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
			if (low.get(frame.node) === index.get(frame.node)) {
				const component: string[] = [];
				let member: string;
				do {
					member = stack.pop() as string;
					onStack.delete(member);
					component.push(member);
				} while (member !== frame.node);
				const selfLoop = component.length === 1 && graph.get(frame.node)?.has(frame.node);
				if (component.length > 1 || selfLoop) components.push(component.sort());
			}
		}
	}
	return components.map((component) => shortestCycle(graph, new Set(component))).sort((a, b) => a.length - b.length);
}

/** Breadth-first from the component's first node back to itself, staying inside the component. */
function shortestCycle(graph: ImportGraph, component: Set<string>): string[] {
	const start = [...component][0] as string;
	const previous = new Map<string, string>();
	const queue = [start];
	for (let i = 0; i < queue.length; i++) {
		const node = queue[i] as string;
		for (const target of [...(graph.get(node) ?? [])].sort()) {
			if (!component.has(target)) continue;
			if (target === start) {
				const path = [node];
				while (path[0] !== start) path.unshift(previous.get(path[0] as string) as string);
				return [...path, start];
			}
			if (!previous.has(target)) {
				previous.set(target, node);
				queue.push(target);
			}
		}
	}
	return [start, start];
}

/** The report for the roots and hub source folder given; `cycles` counts file and folder cycles together. */
export function checkImportCycles(repoRoot: string, roots: string[], hubSrc: string) {
	const files = buildFileGraph(roots);
	const fileCycles = findCycles(files).map((cycle) => cycle.map((file) => path.relative(repoRoot, file)));
	const folderCycles = findCycles(folderGraph(files, hubSrc));
	const lines: string[] = [];
	for (const cycle of fileCycles) lines.push(`file cycle: ${cycle.join(" -> ")}`);
	for (const cycle of folderCycles)
		lines.push(`folder cycle (${path.relative(repoRoot, hubSrc)}): ${cycle.join(" -> ")}`);
	lines.push(`import cycles: ${fileCycles.length} file, ${folderCycles.length} folder (${files.size} files checked)`);
	return { fileCycles, folderCycles, lines, cycles: fileCycles.length + folderCycles.length };
}

function workspaceRoots(repoRoot: string): string[] {
	const packages = path.join(repoRoot, "packages");
	const packageSources = existsSync(packages)
		? readdirSync(packages).map((name) => path.join(packages, name, "src"))
		: [];
	return [path.join(repoRoot, "apps/hub/src"), path.join(repoRoot, "apps/web/app"), ...packageSources];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
	const report = checkImportCycles(repoRoot, workspaceRoots(repoRoot), path.join(repoRoot, "apps/hub/src"));
	for (const line of report.lines) console.log(line);
	process.exitCode = report.cycles === 0 ? 0 : 1;
}
