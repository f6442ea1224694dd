import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SpaceApp } from "@atrium/hub-api";
import { runSteps } from "../lib/space-app.server.ts";
import { SpaceAppPanel } from "./space-app.tsx";

const SANDBOX = "allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads";

function render(app: SpaceApp): string {
	return renderToStaticMarkup(<SpaceAppPanel view={{ app, steps: runSteps(app, {}) }} />);
}

const base: SpaceApp = {
	id: "acme/demo",
	sdk: "static",
	endpoint: "http://localhost:8080",
	spacesOrigin: "http://127.0.0.1:8081",
	url: "http://127.0.0.1:8081/acme/demo/",
	expiresAt: null,
	sandbox: SANDBOX,
};

describe("SpaceAppPanel", () => {
	it("frames a static space from the spaces origin with the hub's sandbox, never allow-same-origin", () => {
		const html = render(base);
		expect(html).toContain(`<iframe src="http://127.0.0.1:8081/acme/demo/"`);
		expect(html).toContain(`sandbox="${SANDBOX}"`);
		expect(html).toContain('referrerPolicy="no-referrer"');
		expect(html).not.toContain("allow-same-origin");
		expect(html).not.toContain("does not serve static spaces");
	});

	it("says how to turn static spaces on when the hub has no spaces origin", () => {
		const html = render({ ...base, spacesOrigin: null, url: null });
		expect(html).not.toContain("<iframe");
		expect(html).toContain("This hub does not serve static spaces yet.");
		expect(html).toContain("<code>ATRIUM_SPACES_URL</code>");
		expect(html).toContain("--spaces-port 8081");
		expect(html).toContain('href="/docs/spaces"');
	});

	it("shows other SDKs' commands against this hub instead of a frame", () => {
		const html = render({ ...base, sdk: "gradio", url: null });
		expect(html).not.toContain("<iframe");
		expect(html).toContain("How to run it");
		const text = html.replace(/<[^>]+>/g, "");
		expect(text).toContain("git clone http://localhost:8080/spaces/acme/demo");
		expect(text).toContain("HF_ENDPOINT=http://localhost:8080 python app.py");
	});
});
