import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RepoHeader } from "./repo-header.tsx";

describe("RepoHeader", () => {
	it("links the task and library badges, and shows counts, commit and access", () => {
		const html = renderToStaticMarkup(
			<RepoHeader
				active="card"
				data={{
					kind: "model",
					id: "acme/tiny-bert",
					task: { id: "fill-mask", label: "Fill-Mask" },
					library: { key: "transformers", label: "Transformers" },
					downloads: 48_210,
					likes: 31,
					lastModified: "2026-08-01T12:00:00.000Z",
					sha: "3f9a0c5d2b7e4a1c9d8e7f6a5b4c3d2e1f0a9b8c",
					params: 4_385_920,
					gated: true,
				}}
			/>,
		);
		expect(html).toContain('href="/models?pipeline_tag=fill-mask"');
		expect(html).toContain('href="/libraries/transformers"');
		expect(html).toContain("48.2k downloads");
		expect(html).toContain("4.4M params");
		expect(html).toContain("Aug 1, 2026");
		expect(html).toContain("3f9a0c5");
		expect(html).toContain("Gated");
		expect(html).not.toContain("Private");
		expect(html).toMatch(/aria-current="page"[^>]*>Model card/);
		expect(html).toContain('href="/acme/tiny-bert/tree/main"');
	});

	it("uses the /datasets and /spaces prefixes, and spaces have no downloads", () => {
		const html = renderToStaticMarkup(
			<RepoHeader active="files" data={{ kind: "space", id: "acme/demo", sdk: "gradio" }} />,
		);
		expect(html).toContain('href="/spaces/acme/demo/tree/main"');
		expect(html).toMatch(/aria-current="page"[^>]*>Files/);
		expect(html).not.toContain("downloads");
		expect(html).toContain("gradio");
		expect(html).toContain('href="/spaces/acme/demo/discussions"');
	});
});
