import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CodeBlock } from "./code-block.tsx";

describe("CodeBlock", () => {
	it("labels the code, keeps it focusable and leaves the copy button to the browser", () => {
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
		// Server render: no button that would do nothing without JavaScript.
		expect(html).not.toContain("<button");
	});
});
