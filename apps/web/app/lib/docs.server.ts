import { renderMarkdown, splitFrontMatter, type TocEntry } from "./markdown.server.ts";

/** A documentation page's metadata, from its front matter. */
export interface DocMeta {
	/** URL slug: `getting-started` for `docs/getting-started.md`, "" for `docs/index.md`. */
	slug: string;
	/** Path relative to `docs/`, e.g. `getting-started.md`. */
	file: string;
	title: string;
	description: string;
	order: number;
	/** Overrides the computed "Update on GitHub" link. */
	editUrl?: string;
}

/** A rendered documentation page. */
export interface DocPage extends DocMeta {
	html: string;
	toc: TocEntry[];
}

const SOURCES = import.meta.glob<string>("../../../../docs/**/*.md", { query: "?raw", import: "default", eager: true });

/**
 * Reads the small front-matter subset the docs use: `key: value` lines, values optionally quoted.
 * Throws on a missing title or description, so a broken page fails the build's tests, not readers.
 */
export function parseDocFrontMatter(file: string, frontMatter: string): Omit<DocMeta, "slug" | "file"> {
	const fields: Record<string, string> = {};
	for (const line of frontMatter.split(/\r?\n/)) {
		const m = /^([A-Za-z]+):\s*(.*)$/.exec(line);
		if (m?.[1]) fields[m[1]] = (m[2] ?? "").replace(/^(["'])(.*)\1$/, "$2");
	}
	if (!fields.title) throw new Error(`docs/${file}: front matter needs a title`);
	if (!fields.description) throw new Error(`docs/${file}: front matter needs a description`);
	const order = fields.order === undefined ? 100 : Number(fields.order);
	if (!Number.isFinite(order)) throw new Error(`docs/${file}: order must be a number`);
	return {
		title: fields.title,
		description: fields.description,
		order,
		...(fields.editUrl ? { editUrl: fields.editUrl } : {}),
	};
}

function fileOf(key: string): string {
	return key.slice(key.indexOf("/docs/") + "/docs/".length);
}

function slugOf(file: string): string {
	const noExt = file.replace(/\.md$/, "");
	return noExt === "index" ? "" : noExt.replace(/\/index$/, "");
}

let index: DocMeta[] | undefined;

/** Every documentation page, in sidebar order (`order`, then title). */
export function docsIndex(): DocMeta[] {
	index ??= Object.entries(SOURCES)
		.map(([key, text]) => {
			const file = fileOf(key);
			return { slug: slugOf(file), file, ...parseDocFrontMatter(file, splitFrontMatter(text).frontMatter) };
		})
		.sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
	return index;
}

const cache = new Map<string, DocPage>();

/** The rendered page for a slug, or undefined when there is none. */
export function docPage(slug: string): DocPage | undefined {
	const cached = cache.get(slug);
	if (cached) return cached;
	const meta = docsIndex().find((d) => d.slug === slug);
	if (!meta) return undefined;
	const entry = Object.entries(SOURCES).find(([key]) => fileOf(key) === meta.file);
	if (!entry) return undefined;
	const { html, toc } = renderMarkdown(splitFrontMatter(entry[1]).body);
	const page = { ...meta, html, toc };
	cache.set(slug, page);
	return page;
}

/** The "Update on GitHub" link of a page: its `editUrl`, else the file in the repository's main branch. */
export function editUrlOf(meta: DocMeta, repositoryUrl: string): string {
	return meta.editUrl ?? `${repositoryUrl.replace(/\/$/, "")}/edit/main/docs/${meta.file}`;
}
