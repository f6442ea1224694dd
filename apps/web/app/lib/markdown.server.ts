import GithubSlugger from "github-slugger";
import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import { common } from "lowlight";
import rehypeHighlight from "rehype-highlight";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema, type Options as Schema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";

/** A heading of a rendered page, for its table of contents. */
export interface TocEntry {
	depth: number;
	id: string;
	text: string;
}

/** A rendered markdown document. */
export interface RenderedMarkdown {
	html: string;
	toc: TocEntry[];
}

/** Options of {@link renderMarkdown}. */
export interface MarkdownOptions {
	/**
	 * Where relative links and images of the document point: links to `${blobBase}/path`,
	 * images to `${resolveBase}/path` (e.g. a repo's `/blob/main` and `/resolve/main` URLs).
	 */
	blobBase?: string;
	resolveBase?: string;
	/** Marks absolute links `rel="nofollow ugc"` (user content). */
	untrusted?: boolean;
}

/** Strips a leading YAML front-matter block (`---` … `---`) and returns it with the body. */
export function splitFrontMatter(markdown: string): { frontMatter: string; body: string } {
	const m = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(markdown);
	if (!m) return { frontMatter: "", body: markdown };
	return { frontMatter: m[1] ?? "", body: markdown.slice(m[0].length) };
}

const isRelative = (url: string) => !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith("/") && !url.startsWith("#");

function resolveRelative(base: string, url: string): string {
	const clean = url.replace(/^\.\//, "");
	return `${base.replace(/\/$/, "")}/${clean}`;
}

/**
 * Rewrites relative links and images, marks untrusted outbound links, and makes code blocks
 * keyboard-focusable (they scroll sideways).
 */
function rehypeLinks(opts: MarkdownOptions) {
	return (tree: Root) => {
		visit(tree, "element", (node: Element) => {
			if (node.tagName === "pre") node.properties.tabIndex = 0;
			if (node.tagName === "a" && typeof node.properties.href === "string") {
				const href = node.properties.href;
				if (opts.blobBase && isRelative(href)) node.properties.href = resolveRelative(opts.blobBase, href);
				else if (opts.untrusted && /^https?:/i.test(href)) node.properties.rel = ["nofollow", "ugc"];
			}
			if (node.tagName === "img" && typeof node.properties.src === "string") {
				const src = node.properties.src;
				if (opts.resolveBase && isRelative(src)) node.properties.src = resolveRelative(opts.resolveBase, src);
				node.properties.loading = "lazy";
				node.properties.decoding = "async";
			}
		});
	};
}

/**
 * Gives every heading (h1–h4) an id and an anchor link: an `aria-hidden` mark and a label for
 * screen readers. Collects the headings into `toc`.
 */
function rehypeHeadingAnchors(toc: TocEntry[]) {
	return (tree: Root) => {
		const slugger = new GithubSlugger();
		visit(tree, "element", (node: Element) => {
			const m = /^h([1-4])$/.exec(node.tagName);
			if (!m) return;
			const text = toString(node).trim();
			if (!text) return;
			const id = slugger.slug(text);
			node.properties.id = id;
			toc.push({ depth: Number(m[1]), id, text });
			const anchor: ElementContent = {
				type: "element",
				tagName: "a",
				properties: { className: ["heading-anchor"], href: `#${id}` },
				children: [
					{
						type: "element",
						tagName: "span",
						properties: { ariaHidden: "true" },
						children: [{ type: "text", value: "#" }],
					},
					{
						type: "element",
						tagName: "span",
						properties: { className: ["sr-only"] },
						children: [{ type: "text", value: `Link to the section “${text}”` }],
					},
				],
			};
			node.children.push(anchor);
		});
	};
}

/** The sanitizer's allow-list: GitHub's, which drops scripts, event handlers, styles and `javascript:` URLs. */
const schema: Schema = {
	...defaultSchema,
	attributes: {
		...defaultSchema.attributes,
		code: [...(defaultSchema.attributes?.code ?? []), ["className", /^language-./]],
	},
};

/**
 * Renders markdown (GitHub-flavoured, with raw HTML) into sanitised HTML with highlighted code
 * and anchored headings. Safe for untrusted input: the HTML is sanitised before anything of ours
 * (highlighting, anchors) is added.
 */
export function renderMarkdown(markdown: string, opts: MarkdownOptions = {}): RenderedMarkdown {
	const toc: TocEntry[] = [];
	const file = unified()
		.use(remarkParse)
		.use(remarkGfm)
		.use(remarkRehype, { allowDangerousHtml: true })
		.use(rehypeRaw)
		.use(rehypeSanitize, schema)
		.use(rehypeLinks, opts)
		.use(rehypeHighlight, { languages: common, detect: false })
		.use(rehypeHeadingAnchors, toc)
		.use(rehypeStringify)
		.processSync(markdown);
	return { html: String(file), toc };
}
