import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ModelUsage } from "../lib/model-usage.ts";
import { InferencePanel } from "./inference-panel.tsx";

const inference: ModelUsage["inference"] = {
	providers: ["hf-inference", "together"],
	provider: "together",
	streaming: true,
	billTo: "acme-org",
	language: "python",
	client: "requests",
	languages: [
		{
			language: "python",
			label: "Python",
			clients: [
				{ client: "huggingface_hub", code: "hub()", html: "hub()" },
				{ client: "requests", code: "requests.post()", html: "requests.post()" },
			],
		},
		{ language: "sh", label: "Shell", clients: [{ client: "curl", code: "curl x", html: "curl x" }] },
	],
};

function render(inf: ModelUsage["inference"]): string {
	const Stub = createRoutesStub([{ path: "/acme/m", Component: () => <InferencePanel inference={inf} /> }]);
	return renderToStaticMarkup(<Stub initialEntries={["/acme/m"]} />);
}

describe("InferencePanel", () => {
	it("renders language and client tabs as links the server can answer", () => {
		const html = render(inference);
		expect(html).toMatch(
			/role="tab"[^>]*aria-selected="true"[^>]*href="\?provider=together&amp;streaming=true&amp;bill_to=acme-org&amp;lang=python#inference"/,
		);
		expect(html).toContain('href="?provider=together&amp;streaming=true&amp;bill_to=acme-org&amp;lang=sh#inference"');
		expect(html).toContain("lang=python&amp;client=huggingface_hub#inference");
		expect(html).toContain("requests.post()");
		expect(html).not.toContain("hub()");
	});

	it("links every provider, marks the current one, and keeps the options in a plain form", () => {
		const html = render(inference);
		expect(html).toMatch(/href="\/acme\/m\?provider=hf-inference[^"]*"/);
		expect(html).toMatch(/aria-current="page"[^>]*>together</);
		expect(html).toContain('name="bill_to"');
		expect(html).toContain('value="acme-org"');
		expect(html).toMatch(/name="streaming"[^>]*checked/);
	});

	it("notes the token, and the billing organization when set", () => {
		expect(render(inference)).toMatch(/HF_TOKEN.*billed to.*acme-org/s);
		expect(render({ ...inference, billTo: "" })).not.toContain("billed to");
	});

	it("says so when no provider serves the task", () => {
		expect(render({ ...inference, providers: [] })).toContain("No inference provider serves");
	});
});
