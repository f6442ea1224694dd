import { providersFor } from "@atrium/inference-snippets";
import type { ModelRecord } from "@atrium/tasks";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../fixtures/fake-api.ts";
import { getRepo } from "./hub-api.server.ts";
import { modelUsage } from "./model-page.server.ts";

const api = createFakeApi();

describe("modelUsage", () => {
	it("offers the providers of the model's task and groups snippets by language", async () => {
		const model = await getRepo(api, "model", "acme/chat-7b");
		const usage = await modelUsage(api, model, new URLSearchParams("provider=together&lang=sh"));
		// Exactly the providers the one provider table serves the model with.
		expect(usage.inference.providers).toEqual(providersFor(model as ModelRecord));
		expect(usage.inference.providers).toContain("hf-inference");
		expect(usage.inference.provider).toBe("together");
		expect(usage.inference.language).toBe("sh");
		expect(usage.inference.languages.map((l) => l.language)).toEqual(["python", "js", "sh"]);
		const curl = usage.inference.languages.find((l) => l.language === "sh")?.clients[0];
		expect(curl?.code).toContain("together");
		expect(curl?.html).toContain("curl");
		expect(usage.library?.label).toBe("Transformers");
	});

	it("falls back to defaults for an unknown provider or tab, and drops an invalid bill-to", async () => {
		const model = await getRepo(api, "model", "acme/chat-7b");
		const usage = await modelUsage(
			api,
			model,
			new URLSearchParams("provider=evil&lang=cobol&bill_to=a%20b%22&streaming=true"),
		);
		expect(usage.inference.provider).toBe("hf-inference");
		expect(usage.inference.language).toBe("python");
		expect(usage.inference.billTo).toBe("");
		expect(usage.inference.streaming).toBe(true);
	});

	it("passes streaming and billing on to the hub", async () => {
		const model = await getRepo(api, "model", "acme/chat-7b");
		const usage = await modelUsage(api, model, new URLSearchParams("bill_to=acme-org&lang=sh"));
		const curl = usage.inference.languages.find((l) => l.language === "sh")?.clients[0];
		expect(curl?.code).toContain("X-HF-Bill-To: acme-org");
	});

	it("labels library snippets and marks fallback texts as notices", async () => {
		const withSnippets: typeof api = async (path, init) =>
			path.includes("/snippets?")
				? Response.json({
						library: [
							{ library: "peft", language: "python", code: "from peft import PeftModel" },
							{ library: "peft", language: "text", title: "Load", code: "Task type is invalid." },
						],
						inference: [],
					})
				: api(path, init);
		const model = await getRepo(api, "model", "acme/mini-embed");
		const usage = await modelUsage(withSnippets, model, new URLSearchParams());
		expect(usage.snippets.map((s) => [s.label, s.notice])).toEqual([
			["PEFT (Python)", false],
			["PEFT — Load (Text)", true],
		]);
		expect(usage.snippets[0]?.html).toContain('<span class="hljs-keyword">from</span>');
		expect(usage.snippets[1]?.html).toBe("Task type is invalid.");
	});

	it("offers local apps for a GGUF model, with the repository in their commands", async () => {
		const model = await getRepo(api, "model", "acme/gguf-chat");
		const usage = await modelUsage(api, model, new URLSearchParams());
		const llama = usage.localApps.find((a) => a.key === "llama.cpp");
		expect(llama?.label).toBe("llama.cpp");
		expect(llama?.snippets.map((s) => s.code).join("\n")).toContain("acme/gguf-chat");
		expect(usage.localApps.every((a) => !a.deepLink || !a.deepLink.startsWith("javascript:"))).toBe(true);
	});

	it("offers no GGUF app to a model without GGUF files", async () => {
		const model = await getRepo(api, "model", "acme/tiny-bert");
		const usage = await modelUsage(api, model, new URLSearchParams());
		expect(usage.localApps.some((a) => a.key === "llama.cpp")).toBe(false);
	});
});
