/**
 * Renders the snippet templates (`src/templates/<language>/<client>/<template>.jinja`, embedded in
 * `templates.generated.ts`) with `@huggingface/jinja`, strictly: every variable a template reads
 * must be in the context, or rendering fails before any output is produced.
 */
import { Template } from "@huggingface/jinja";
import { TEMPLATES } from "./templates.generated.ts";

/** Names Jinja itself provides. */
const BUILTIN_NAMES = new Set(["true", "false", "none", "True", "False", "None", "loop", "range", "namespace"]);

/**
 * A template's parse, the variable paths it reads (`["fullUrl"]`, `["model", "id"]`), and every name
 * it mentions anywhere: the only context entries its rendering can look up.
 */
interface Compiled {
	template: Template;
	reads: Read[];
	names: readonly string[];
}

/** A variable path a template reads, and whether it sits inside `{% if <its root> %}`. */
interface Read {
	path: string[];
	guarded: boolean;
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

/** The names an `{% if %}` test requires to be truthy: `x`, or each side of `x and y`. */
function truthyNames(test: unknown): string[] {
	if (!isNode(test)) return [];
	if (test.type === "Identifier" && typeof test.value === "string") return [test.value];
	const operator = test.operator;
	if (test.type === "BinaryExpression" && isNode(operator) && operator.value === "and") {
		return [...truthyNames(test.left), ...truthyNames(test.right)];
	}
	return [];
}

/** Collects the variable paths a parsed template reads, minus names it binds itself. */
function collectReads(program: unknown): Read[] {
	const reads: Read[] = [];
	const bound = new Set<string>(BUILTIN_NAMES);
	const bind = (node: unknown) => {
		if (!isNode(node)) return;
		if (node.type === "Identifier" && typeof node.value === "string") bound.add(node.value);
		for (const value of Object.values(node)) if (Array.isArray(value)) value.forEach(bind);
	};
	const visit = (value: unknown, guards: ReadonlySet<string>): void => {
		if (Array.isArray(value)) return value.forEach((item) => visit(item, guards));
		if (!isNode(value)) return;
		switch (value.type) {
			case "If": {
				visit(value.test, guards);
				visit(value.body, new Set([...guards, ...truthyNames(value.test)]));
				visit(value.alternate, guards);
				return;
			}
			case "BinaryExpression": {
				// `x and x.y`: the right side is only evaluated when the left is truthy.
				const operator = value.operator;
				if (isNode(operator) && operator.value === "and") {
					visit(value.left, guards);
					visit(value.right, new Set([...guards, ...truthyNames(value.left)]));
					return;
				}
				break;
			}
			case "For":
				bind(value.loopvar);
				visit(value.iterable, guards);
				visit(value.body, guards);
				visit(value.defaultBlock, guards);
				return;
			case "Set":
				bind(value.assignee);
				visit(value.value, guards);
				visit(value.body, guards);
				return;
			case "Macro":
				bind(value.name);
				(Array.isArray(value.args) ? value.args : []).forEach(bind);
				visit(value.body, guards);
				return;
			case "FilterExpression":
				visit(value.operand, guards);
				if (isNode(value.filter) && value.filter.type === "CallExpression") visit(value.filter.args, guards);
				return;
			case "TestExpression":
				visit(value.operand, guards);
				return;
			case "KeywordArgumentExpression":
				visit(value.value, guards);
				return;
		}
		const path = memberPath(value);
		if (path) {
			reads.push({ path, guarded: guards.has(path[0] ?? "") });
			return;
		}
		// Operator tokens (`and`, `not`, `==`) look like nodes but are not reads.
		for (const [key, child] of Object.entries(value)) if (key !== "operator") visit(child, guards);
	};
	visit(program, new Set());
	return reads.filter((read) => !bound.has(read.path[0] ?? ""));
}

/** Every identifier of a parsed template (variables, members, filters, bound names): a superset of what it looks up. */
function mentionedNames(program: unknown): string[] {
	const names = new Set<string>();
	const visit = (value: unknown): void => {
		if (Array.isArray(value)) return value.forEach(visit);
		if (typeof value !== "object" || value === null) return;
		if (isNode(value) && value.type === "Identifier" && typeof value.value === "string") names.add(value.value);
		for (const child of Object.values(value)) visit(child);
	};
	visit(program);
	return [...names];
}

function compileSource(source: string): Compiled {
	const template = new Template(source);
	return { template, reads: collectReads(template.parsed), names: mentionedNames(template.parsed) };
}

function compile(name: string): Compiled {
	const cached = compiled.get(name);
	if (cached) return cached;
	if (!Object.hasOwn(TEMPLATES, name)) throw new Error(`Template not found: ${name}`);
	const entry = compileSource(TEMPLATES[name] ?? "");
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
 * (or a member of one) that the context does not define. `null` is a defined value; a member of a
 * null variable may only be read inside `{% if <that variable> %}`.
 * The result has trailing spaces and surplus blank lines removed, and no trailing newline.
 */
export function renderTemplate(
	language: string,
	client: string,
	template: string,
	context: Record<string, unknown>,
): string {
	const name = `${language}/${client}/${template}`;
	return renderStrict(name, compile(name), context);
}

/** Renders template text strictly, like {@link renderTemplate} (for previews and tests). */
export function renderTemplateSource(source: string, context: Record<string, unknown>): string {
	return renderStrict("(source)", compileSource(source), context);
}

function renderStrict(name: string, compiled: Compiled, context: Record<string, unknown>): string {
	// Only the entries the template can look up go to the engine, which converts every entry it is given.
	const scope: Record<string, unknown> = {};
	for (const key of compiled.names) if (Object.hasOwn(context, key)) scope[key] = context[key];
	for (const { path, guarded } of compiled.reads) {
		let value: unknown = scope;
		for (let i = 0; i < path.length; i++) {
			const key = path[i] as string;
			if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) {
				if (i === 1 && value === null && guarded) break; // `x.y` with a null `x`, inside `{% if x %}`
				throw new MissingTemplateVariableError(name, path.slice(0, i + 1).join("."));
			}
			value = (value as Record<string, unknown>)[key];
			if (value === undefined) throw new MissingTemplateVariableError(name, path.slice(0, i + 1).join("."));
		}
	}
	return tidy(compiled.template.render(scope));
}

/**
 * What `tidy` has to change inside a text besides its end: a space or tab before a line break, a run
 * of two blank lines, a leading line break, or a line break other than `\n`.
 */
const UNTIDY_INSIDE = /[ \t]\n|\n\n\n|^\n|[\r\u2028\u2029]/;

/**
 * Trailing spaces and tabs off every line, runs of blank lines down to one, no leading newlines, no
 * trailing whitespace. A text with nothing to change inside (most rendered templates: only a final
 * newline) is just trimmed at its end; otherwise one pass over the lines when `\n` is the only line
 * break (what templates write), or the regular expressions, which also treat `\r`, U+2028 and U+2029
 * as line ends.
 */
export function tidy(text: string): string {
	if (!UNTIDY_INSIDE.test(text)) return text.trimEnd();
	if (/[\r\u2028\u2029]/.test(text)) {
		return text
			.replace(/[ \t]+$/gm, "")
			.replace(/\n{3,}/g, "\n\n")
			.replace(/^\n+/, "")
			.trimEnd();
	}
	let out = "";
	let newlines = 0;
	for (const line of text.split("\n")) {
		let end = line.length;
		while (end > 0 && (line.charCodeAt(end - 1) === 32 || line.charCodeAt(end - 1) === 9)) end--;
		if (end === 0) {
			newlines++;
			continue;
		}
		if (out !== "") out += newlines >= 2 ? "\n\n" : "\n";
		out += end === line.length ? line : line.slice(0, end);
		newlines = 1;
	}
	return out.trimEnd();
}
