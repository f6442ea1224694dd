import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UseThisModel } from "./use-this-model.tsx";

const library = {
	key: "peft",
	label: "PEFT",
	repoUrl: "https://github.com/huggingface/peft",
	docsUrl: "https://huggingface.co/docs/peft",
};

describe("UseThisModel", () => {
	it("shows code snippets as code and fallback texts as notices", () => {
		const html = renderToStaticMarkup(
			<UseThisModel
				usage={{
					library,
					declaredLibrary: "peft",
					snippets: [
						{ label: "PEFT (Python)", language: "python", code: "import peft", html: "import peft", notice: false },
						{ label: "PEFT (Text)", language: "text", code: "Task type is invalid.", html: "", notice: true },
					],
					localApps: [],
				}}
			/>,
		);
		expect(html).toContain('data-slot="code-block"');
		expect(html).toMatch(/role="note"[^>]*>.*Task type is invalid\./s);
		expect(html.match(/<pre/g)).toHaveLength(1);
		expect(html.indexOf("Task type is invalid.")).toBeGreaterThan(html.lastIndexOf("</pre>"));
		expect(html).toContain('href="https://huggingface.co/docs/peft"');
		expect(html).toContain('href="https://github.com/huggingface/peft"');
		expect(html).toContain('href="/libraries/peft"');
	});

	it("says so when the library has no snippet, or the model no library", () => {
		expect(
			renderToStaticMarkup(<UseThisModel usage={{ library, declaredLibrary: "peft", snippets: [], localApps: [] }} />),
		).toContain("PEFT has no usage snippet in Atrium yet.");
		expect(
			renderToStaticMarkup(
				<UseThisModel usage={{ library: null, declaredLibrary: null, snippets: [], localApps: [] }} />,
			),
		).toContain("declares no library");
		expect(
			renderToStaticMarkup(
				<UseThisModel usage={{ library: null, declaredLibrary: "zzz", snippets: [], localApps: [] }} />,
			),
		).toContain("does not know the library “zzz”");
	});

	it("lists local apps with their deep links, docs and commands", () => {
		const html = renderToStaticMarkup(
			<UseThisModel
				usage={{
					library: null,
					declaredLibrary: "gguf",
					snippets: [],
					localApps: [
						{
							key: "lmstudio",
							label: "LM Studio",
							docsUrl: "https://lmstudio.ai",
							macOSOnly: false,
							deepLink: "lmstudio://open_from_hf?model=acme/m",
							snippets: [],
						},
						{
							key: "llama.cpp",
							label: "llama.cpp",
							docsUrl: "https://github.com/ggerganov/llama.cpp",
							macOSOnly: true,
							snippets: [
								{
									label: "llama.cpp (Shell)",
									language: "sh",
									code: "llama-cli -hf acme/m",
									html: "llama-cli -hf acme/m",
									notice: false,
								},
							],
						},
					],
				}}
			/>,
		);
		expect(html).toContain('href="lmstudio://open_from_hf?model=acme/m"');
		expect(html).toContain("Open in LM Studio");
		expect(html).toContain("macOS only");
		expect(html).toContain("llama.cpp (Shell)");
		expect(html).toContain('href="https://lmstudio.ai"');
	});
});
