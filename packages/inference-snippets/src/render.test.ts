import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { GENERATED_FILE, generateTemplatesModule } from "../scripts/embed-templates.ts";
import { hasTemplate, MissingTemplateVariableError, renderTemplate, renderTemplateSource, tidy } from "./render.ts";
import { TEMPLATES } from "./templates.generated.ts";
import { planRequest } from "./request.ts";
import { requestContext } from "./contexts.ts";
import { modelFor } from "./testing/cases.ts";

describe("templates", () => {
	it("are embedded from the .jinja files (run `npm run templates` after editing one)", async () => {
		expect(readFileSync(GENERATED_FILE, "utf8")).toBe(await generateTemplatesModule());
	});

	it("exist for every client and kind of request", () => {
		const names = Object.keys(TEMPLATES).sort();
		expect(names).toEqual(
			expect.arrayContaining([
				"js/fetch/request",
				"js/fetch/chat",
				"js/fetch/chatStream",
				"js/huggingface.js/task",
				"js/openai/chat",
				"python/requests/request",
				"python/huggingface_hub/task",
				"python/openai/chatStream",
				"python/fal_client/task",
				"sh/curl/request",
				"sh/curl/chat",
			]),
		);
		expect(hasTemplate("sh", "curl", "chat")).toBe(true);
		expect(hasTemplate("sh", "curl", "chatStream")).toBe(false);
	});

	it("report a missing template with the exact message", () => {
		expect(() => renderTemplate("python", "requests", "nope", {})).toThrow(
			new Error("Template not found: python/requests/nope"),
		);
		expect(() => renderTemplate("rust", "reqwest", "request", {})).toThrow("Template not found: rust/reqwest/request");
	});
});

describe("strict rendering", () => {
	const plan = planRequest(modelFor("text-classification"), "hf-inference", { billTo: "acme" });
	if (!plan) throw new Error("no plan");
	const context = requestContext("python", plan);

	it("renders with a complete context", () => {
		const code = renderTemplate("python", "requests", "request", context);
		expect(code).toContain('"X-HF-Bill-To": "acme"');
		expect(code.endsWith("\n")).toBe(false);
	});

	it("fails on every variable the template reads that the context lacks", () => {
		const read = ["fullUrl", "authorizationHeader", "billTo", "providerInputs", "output", "file", "headers"];
		for (const key of read) {
			const partial: Record<string, unknown> = { ...context };
			delete partial[key];
			expect(() => renderTemplate("python", "requests", "request", partial), key).toThrow(MissingTemplateVariableError);
			expect(() => renderTemplate("python", "requests", "request", { ...context, [key]: undefined }), key).toThrow(
				`Template variable missing: ${key}`,
			);
		}
	});

	it("fails on a missing member such as model.id", () => {
		const chat = planRequest(modelFor("text-classification"), "hf-inference");
		if (!chat) throw new Error("no plan");
		const js = {
			...requestContext("js", chat),
			methodName: "textClassification",
			autoInputs: `inputs: "x",`,
			outputBlob: false,
		};
		expect(() => renderTemplate("js", "huggingface.js", "task", { ...js, model: {} })).toThrow(
			"Template variable missing: model.id",
		);
		expect(renderTemplate("js", "huggingface.js", "task", js)).toContain('model: "acme/text-classification-model"');
	});

	it("accepts null as a defined value (an optional part left out)", () => {
		const code = renderTemplate("python", "requests", "request", { ...context, billTo: null });
		expect(code).not.toContain("X-HF-Bill-To");
	});

	it("reads a member of a null variable only inside a guard on it", () => {
		expect(renderTemplateSource("a{% if x %}{{ x.y }}{% endif %}b", { x: null })).toBe("ab");
		expect(renderTemplateSource("{% if x and z %}{{ x.y }}{% endif %}.", { x: null, z: true })).toBe(".");
		expect(renderTemplateSource('{% if z or (x and x.y == "a") %}!{% endif %}', { x: null, z: false })).toBe("");
		expect(() => renderTemplateSource('{% if x.y == "a" %}!{% endif %}', { x: null })).toThrow("x.y");
		expect(() => renderTemplateSource("{{ x.y }}", { x: null })).toThrow("Template variable missing: x.y");
		expect(() => renderTemplateSource("{% if z %}{{ x.y }}{% endif %}", { x: null, z: true })).toThrow(
			"Template variable missing: x.y",
		);
		expect(() => renderTemplateSource("{% if x %}{{ x.y.w }}{% endif %}", { x: { y: null } })).toThrow(
			"Template variable missing: x.y.w",
		);
	});

	it("knows the names a template binds itself", () => {
		expect(
			renderTemplateSource('{% set pad = "  " %}{{ pad }}{% for i in items %}{{ i }}{% endfor %}', { items: [1, 2] }),
		).toBe("  12");
		expect(() => renderTemplateSource("{% for i in items %}{{ j }}{% endfor %}", { items: [1] })).toThrow(
			"Template variable missing: j",
		);
	});

	it("gives the engine every name the template mentions, wherever it is mentioned", () => {
		const source = [
			"{% for h in headers %}{{ h.name | upper }}={{ values[h.key] }};{% endfor %}",
			"{{ a if flag else b }}|{{ (items | length) + offset }}|{{ pick(c) }}",
			"{% if obj.inner and obj.inner.deep %}!{% endif %}{{ 'x' if not off }}|{{ word | replace('o', repl) }}",
		].join("");
		const context = {
			headers: [{ name: "k", key: "k" }],
			values: { k: "v" },
			a: "A",
			b: "B",
			flag: false,
			items: [1, 2],
			offset: 1,
			pick: (value: string) => value.toUpperCase(),
			c: "c",
			obj: { inner: { deep: true } },
			off: false,
			word: "foo",
			repl: "0",
			unused: "never rendered",
		};
		expect(renderTemplateSource(source, context)).toBe("K=v;B|3|C!x|f00");
	});
});

describe("tidy", () => {
	const reference = (text: string) =>
		text
			.replace(/[ \t]+$/gm, "")
			.replace(/\n{3,}/g, "\n\n")
			.replace(/^\n+/, "")
			.replace(/\s+$/, "");

	it("equals the regular-expression clean-up it replaces, on random text", () => {
		const alphabet = ["a", "b", " ", "\t", "\n", "\n", "\n", "\r", "\u2028", "\u00a0", "\f", "x y", "#"];
		let seed = 11;
		const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) % alphabet.length;
		const samples = [
			"",
			"\n\n\nabc  \n\n\n\ndef\t\n  \n",
			"  lead\n",
			"a\n\n\nb",
			"\n \n\t\n",
			// Shaped like rendered templates: tidy inside, with only the end to trim.
			'import os\n\nclient = Client(\n    token=os.environ["HF_TOKEN"],\n)\n',
			"const a = 1;\n\tb();\n\n\t\n",
			"x \u00a0\n\u00a0\ny\f\n",
		];
		for (let i = 0; i < 5000; i++) samples.push(Array.from({ length: 1 + (i % 20) }, () => alphabet[next()]).join(""));
		for (const sample of samples) expect(tidy(sample), JSON.stringify(sample)).toBe(reference(sample));
	});
});
