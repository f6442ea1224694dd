/**
 * Renders the snippet templates (`src/templates/<language>/<client>/<template>.jinja`, embedded in
 * `templates.generated.ts`) with `@huggingface/jinja`, strictly: every variable a template reads
 * must be in the context, or rendering fails before any output is produced.
 */
import { Template } from "@huggingface/jinja";
import { TEMPLATES } from "./templates.generated.ts";

/** Names Jinja itself provides. */
const BUILTIN_NAMES = new Set(["true", "false", "none", "True", "False", "None", "loop", "range", "namespace"]);

/** A template's parse and the variable paths it reads (`["fullUrl"]`, `["model", "id"]`). */
interface Compiled {
	template: Template;
	reads: string[][];
}

const compiled = new Map<string, Compiled>();

/** Raised when a template reads a variable the context lacks. */
export class MissingTemplateVariableError extends Error {
	readonly variable: string;
	constructor(template: string, variable: string) {
		super(`Template variable missing: ${variable} (in ${template})`);
		this.name = "MissingTemplateVariableError";
		this.variable = variable;
	}
}

type Node = { type?: unknown; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && "type" in value;

/** The dotted path of a member expression rooted at an identifier (`model.id`), else `undefined`. */
function memberPath(node: Node): string[] | undefined {
	if (node.type === "Identifier" && typeof node.value === "string") return [node.value];
	if (node.type !== "MemberExpression" || node.computed === true) return undefined;
	const object = node.object;
	const property = node.property;
	if (!isNode(object) || !isNode(property) || property.type !== "Identifier" || typeof property.value !== "string") {
		return undefined;
	}
	const base = memberPath(object);
	return base ? [...base, property.value] : undefined;
}

/** Collects the variable paths a parsed template reads, minus names it binds itself. */
function collectReads(program: unknown): string[][] {
	const reads: string[][] = [];
	const bound = new Set<string>(BUILTIN_NAMES);
	const bind = (node: unknown) => {
		if (!isNode(node)) return;
		if (node.type === "Identifier" && typeof node.value === "string") bound.add(node.value);
		for (const value of Object.values(node)) if (Array.isArray(value)) value.forEach(bind);
	};
	const visit = (value: unknown): void => {
		if (Array.isArray(value)) return value.forEach(visit);
		if (!isNode(value)) return;
		switch (value.type) {
			case "For":
				bind(value.loopvar);
				visit(value.iterable);
				visit(value.body);
				visit(value.defaultBlock);
				return;
			case "Set":
				bind(value.assignee);
				visit(value.value);
				visit(value.body);
				return;
			case "Macro":
				bind(value.name);
				(Array.isArray(value.args) ? value.args : []).forEach(bind);
				visit(value.body);
				return;
			case "FilterExpression":
				visit(value.operand);
				if (isNode(value.filter) && value.filter.type === "CallExpression") visit(value.filter.args);
				return;
			case "TestExpression":
				visit(value.operand);
				return;
			case "KeywordArgumentExpression":
				visit(value.value);
				return;
		}
		const path = memberPath(value);
		if (path) {
			reads.push(path);
			return;
		}
		// Operator tokens (`and`, `not`, `==`) look like nodes but are not reads.
		for (const [key, child] of Object.entries(value)) if (key !== "operator") visit(child);
	};
	visit(program);
	return reads.filter((path) => !bound.has(path[0] ?? ""));
}

function compile(name: string): Compiled {
	const cached = compiled.get(name);
	if (cached) return cached;
	if (!Object.hasOwn(TEMPLATES, name)) throw new Error(`Template not found: ${name}`);
	const source = TEMPLATES[name] ?? "";
	const template = new Template(source);
	const entry = { template, reads: collectReads(template.parsed) };
	compiled.set(name, entry);
	return entry;
}

/** Whether a template exists. */
export function hasTemplate(language: string, client: string, template: string): boolean {
	return Object.hasOwn(TEMPLATES, `${language}/${client}/${template}`);
}

/**
 * Renders `{language}/{client}/{template}` with a context. Throws `Template not found: ...` for a
 * missing template and {@link MissingTemplateVariableError} when the template reads a variable
 * (or a member of one) that the context does not define; `null` is a defined value.
 * The result has trailing spaces and surplus blank lines removed, and no trailing newline.
 */
export function renderTemplate(
	language: string,
	client: string,
	template: string,
	context: Record<string, unknown>,
): string {
	const name = `${language}/${client}/${template}`;
	const { template: parsed, reads } = compile(name);
	for (const path of reads) {
		let value: unknown = context;
		for (const [i, key] of path.entries()) {
			if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) {
				if (i > 0 && value === null) break; // `x.y` on a null `x` sits behind an `{% if x %}`
				throw new MissingTemplateVariableError(name, path.slice(0, i + 1).join("."));
			}
			value = (value as Record<string, unknown>)[key];
			if (value === undefined) throw new MissingTemplateVariableError(name, path.slice(0, i + 1).join("."));
		}
	}
	return parsed
		.render(context)
		.replace(/[ \t]+$/gm, "")
		.replace(/\n{3,}/g, "\n\n")
		.replace(/^\n+/, "")
		.replace(/\s+$/, "");
}
