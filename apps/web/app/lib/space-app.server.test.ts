import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { SpaceApp } from "@atrium/hub-api";
import { runSteps } from "./space-app.server.ts";

const app = (sdk: string | null, id = "acme/My-App"): SpaceApp => ({
	id,
	sdk,
	endpoint: "http://hub.example:8080",
	spacesOrigin: null,
	url: null,
	expiresAt: null,
	sandbox: "allow-scripts",
});

const script = (sdk: string | null, card: Record<string, unknown> = {}) =>
	runSteps(app(sdk), card)
		.map((step) => step.code)
		.join("\n");

describe("how to run a space against this hub", () => {
	it("clones from this hub and starts each SDK with HF_ENDPOINT pointing here", () => {
		expect(script("gradio")).toBe(
			[
				"git clone http://hub.example:8080/spaces/acme/My-App",
				"cd My-App",
				"python3 -m venv .venv && . .venv/bin/activate",
				"pip install gradio -r requirements.txt",
				"HF_ENDPOINT=http://hub.example:8080 python app.py",
			].join("\n"),
		);
		expect(script("streamlit", { app_file: "src/main.py" })).toContain(
			"HF_ENDPOINT=http://hub.example:8080 streamlit run src/main.py",
		);
		expect(script("docker", { app_port: 8501 })).toContain(
			"docker run --rm -p 8501:8501 -e HF_ENDPOINT=http://hub.example:8080 my-app",
		);
		expect(script("static")).toContain("python3 -m http.server");
		expect(runSteps(app(null), {})).toHaveLength(1);
	});

	it("quotes what the card says, so every block is valid shell", () => {
		const hostile = { app_file: "x.py; rm -rf ~ '$(id)'", app_port: "80; id" };
		const code = script("streamlit", hostile);
		expect(code).toContain(`streamlit run 'x.py; rm -rf ~ '"'"'$(id)'"'"''`);
		for (const sdk of ["gradio", "streamlit", "docker", "static", null]) {
			const checked = spawnSync("bash", ["-n"], { input: script(sdk, hostile), encoding: "utf8" });
			expect([sdk, checked.status, checked.stderr]).toEqual([sdk, 0, ""]);
		}
		expect(script("docker", hostile)).toContain("-p 7860:7860");
	});
});
