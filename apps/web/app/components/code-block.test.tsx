import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CodeBlock } from "./code-block.tsx";

describe("CodeBlock", () => {
	it("labels the code, keeps it focusable and renders the copy control hidden for a script to show", () => {
		const html = renderToStaticMarkup(
			<CodeBlock
				label="Transformers (Python)"
				code="import torch"
				html='<span class="hljs-keyword">import</span> torch'
			/>,
		);
		expect(html).toContain("<figcaption");
		expect(html).toContain("Transformers (Python)");
		expect(html).toContain('tabindex="0"');
		expect(html).toContain('aria-label="Transformers (Python)"');
		expect(html).toContain('<span class="hljs-keyword">import</span> torch');
		// Server render: the copy control is there for a script to show, hidden until then (without
		// JavaScript no button pretends to work), and the script copies the code it finds in the block.
		const control = /<span data-slot="copy-control"[^>]*>.*?<\/span><\/figcaption>/.exec(html)?.[0] ?? "";
		expect(control).toMatch(/^<span data-slot="copy-control"[^>]* hidden="">/);
		expect(control).toContain('<button type="button" data-slot="copy-button" aria-label="Copy Transformers (Python)"');
		expect(html.match(/<button/g)).toHaveLength(1);
	});
});
