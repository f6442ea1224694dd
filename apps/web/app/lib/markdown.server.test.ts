import { describe, expect, it } from "vitest";
import { renderMarkdown, splitFrontMatter } from "./markdown.server.ts";

describe("renderMarkdown", () => {
	it("renders GitHub-flavoured markdown with highlighted code", () => {
		const { html } = renderMarkdown(
			"| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~\n\n```python\nimport torch\n```\n",
		);
		expect(html).toContain("<table>");
		expect(html).toContain('type="checkbox"');
		expect(html).toContain("<del>old</del>");
		expect(html).toMatch(/<span class="hljs-keyword">import<\/span>/);
		expect(html).toContain('<pre tabindex="0">');
	});

	it("removes scripts, event handlers, javascript: URLs, styles and frames from hostile cards", () => {
		const hostile = [
			"<script>alert(1)</script>",
			'<img src="x.png" onerror="alert(2)">',
			'<a href="javascript:alert(3)">click</a>',
			"[md link](javascript:alert(4))",
			'<a href="JaVaScRiPt:alert(5)">x</a>',
			'<div style="position:fixed" onclick="alert(6)">styled</div>',
			'<iframe src="https://evil.example"></iframe>',
			"<svg><script>alert(7)</script></svg>",
			'<form action="https://evil.example"><input name="q"></form>',
			'<a href="data:text/html;base64,PHNjcmlwdD4=">data</a>',
			'<object data="x.swf"></object><embed src="x.swf">',
		].join("\n\n");
		const { html } = renderMarkdown(hostile);
		expect(html).not.toMatch(/<script/i);
		expect(html).not.toMatch(/\son[a-z]+=/i);
		expect(html).not.toMatch(/javascript:/i);
		expect(html).not.toMatch(/style=/i);
		expect(html).not.toMatch(/<iframe|<form|<object|<embed/i);
		for (const input of html.match(/<input[^>]*>/g) ?? []) expect(input).toMatch(/disabled type="checkbox"/);
		expect(html).not.toMatch(/href="data:/i);
		expect(html).toContain("styled");
		expect(html).toContain("click");
	});

	it("anchors every heading and lists it in the table of contents", () => {
		const { html, toc } = renderMarkdown("# Title\n\n## Getting started\n\n## Getting started\n");
		expect(toc.map((t) => t.id)).toEqual(["title", "getting-started", "getting-started-1"]);
		expect(html).toContain('<h2 id="getting-started">');
		expect(html).toContain('href="#getting-started"');
		expect(html).toContain('aria-hidden="true"');
	});

	it("keeps user heading ids from clobbering the page's ids", () => {
		const { html } = renderMarkdown('<h2 id="main">x</h2><a name="top" id="top">t</a>');
		expect(html).not.toContain('id="top"');
		expect(html).toContain('id="user-content-top"');
	});

	it("points relative links and images at the repository's files", () => {
		const { html } = renderMarkdown("[cfg](./config.json) ![p](img/plot.png) [ext](https://example.com)", {
			blobBase: "/acme/m/blob/main",
			resolveBase: "/acme/m/resolve/main",
			untrusted: true,
		});
		expect(html).toContain('href="/acme/m/blob/main/config.json"');
		expect(html).toContain('src="/acme/m/resolve/main/img/plot.png"');
		expect(html).toContain('rel="nofollow ugc"');
	});
});

describe("splitFrontMatter", () => {
	it("separates YAML front matter from the body", () => {
		expect(splitFrontMatter("---\nlicense: mit\n---\n# Hi\n")).toEqual({ frontMatter: "license: mit", body: "# Hi\n" });
		expect(splitFrontMatter("# No front matter")).toEqual({ frontMatter: "", body: "# No front matter" });
	});
});
