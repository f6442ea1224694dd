import type { SpaceApp } from "@atrium/hub-api";
import type { ApiFetch } from "./api-context.ts";
import { highlightCode } from "./highlight.server.ts";
import { encodePath } from "./paths.ts";

/** A command block of the "how to run it" panel, highlighted on the server. */
export interface RunStep {
	label: string;
	code: string;
	html: string;
}

/** What the space page shows of the app: the frame of a static space, or how to run the others. */
export interface SpaceAppView {
	app: SpaceApp;
	steps: RunStep[];
}

/** A shell word: single-quoted unless it is plain. */
function sh(word: string): string {
	return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'"'"'`)}'`;
}

const step = (label: string, lines: string[]): RunStep => {
	const code = lines.join("\n");
	return { label, code, html: highlightCode(code, "sh") };
};

/**
 * The commands that run a space against this hub, per SDK: clone it from this hub, then start it
 * with `HF_ENDPOINT` set so the libraries it uses download their models from here too.
 */
export function runSteps(app: SpaceApp, card: Record<string, unknown>): RunStep[] {
	const folder = app.id.split("/")[1] ?? "space";
	const endpoint = sh(app.endpoint);
	const clone = step("Clone it from this hub", [
		`git clone ${sh(`${app.endpoint}/spaces/${app.id}`)}`,
		`cd ${sh(folder)}`,
	]);
	const appFile = typeof card.app_file === "string" && card.app_file ? card.app_file : "app.py";
	const port = typeof card.app_port === "number" && Number.isInteger(card.app_port) ? card.app_port : 7860;
	switch (app.sdk) {
		case "gradio":
			return [
				clone,
				step("Run it (Gradio)", [
					"python3 -m venv .venv && . .venv/bin/activate",
					"pip install gradio -r requirements.txt",
					`HF_ENDPOINT=${endpoint} python ${sh(appFile)}`,
				]),
			];
		case "streamlit":
			return [
				clone,
				step("Run it (Streamlit)", [
					"python3 -m venv .venv && . .venv/bin/activate",
					"pip install streamlit -r requirements.txt",
					`HF_ENDPOINT=${endpoint} streamlit run ${sh(appFile)}`,
				]),
			];
		case "docker":
			return [
				clone,
				step("Build and run it (Docker)", [
					`docker build -t ${sh(folder.toLowerCase())} .`,
					`docker run --rm -p ${port}:${port} -e HF_ENDPOINT=${endpoint} ${sh(folder.toLowerCase())}`,
				]),
			];
		case "static":
			return [clone, step("Serve it yourself", ["python3 -m http.server 8000"])];
		default:
			return [clone];
	}
}

/** The space's app as the page shows it; null when the hub does not say (a gated space before approval). */
export async function spaceApp(
	apiFetch: ApiFetch,
	id: string,
	card: Record<string, unknown>,
): Promise<SpaceAppView | null> {
	const res = await apiFetch(`/api/spaces/${encodePath(id)}/app`, { headers: { accept: "application/json" } });
	if (!res.ok) return null;
	const app = (await res.json()) as SpaceApp;
	return { app, steps: runSteps(app, card) };
}
