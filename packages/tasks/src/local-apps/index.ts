import type { ModelRecord } from "../model-record.ts";
import { endpointOf, pointAtHub, type HubEndpointOptions } from "../snippets/hub-endpoint.ts";
import type { GeneratedSnippet, Snippet } from "../snippets/types.ts";
import { LOCAL_APP_COMMANDS } from "./commands.ts";
import { LOCAL_APP_DEEP_LINKS } from "./deep-links.ts";
import { LOCAL_APP_DISPLAY } from "./display.ts";
import { LOCAL_APPS, type LocalAppEntry, type LocalAppKey } from "./registry.ts";

/** A local app offered on a model page: open it by deep link, or copy its commands. */
export interface LocalAppOffer extends LocalAppEntry {
	key: LocalAppKey;
	/** A URL that opens the model in the app (custom scheme or https). */
	deepLink?: string;
	/** Commands to run the model, labelled; `library` is the app key. */
	snippets: Snippet[];
	/** With an endpoint: how (or that it cannot) reach that hub instead of huggingface.co, in plain words. */
	hubNote?: string;
}

/** References that only huggingface.co resolves: Ollama's and Docker's `hf.co/…`, node-llama-cpp's `hf:…`, LocalAI's `huggingface://…`. */
const PUBLIC_HUB_ONLY = /\bhf\.co\/|huggingface:\/\/|(?<![\w.-])hf:[\w-]/;

/** A local app's snippet aimed at `endpoint`, or marked as unable to reach it. */
function aimAtHub(snippet: GeneratedSnippet, endpoint: string, app: string): GeneratedSnippet {
	if (snippet.language !== "sh" || !PUBLIC_HUB_ONLY.test(snippet.code)) return pointAtHub(snippet, endpoint);
	const note = `# ${app} fetches this reference from huggingface.co and has no setting for another hub.`;
	return { ...snippet, code: `${note}\n${snippet.code}` };
}

/**
 * The local apps that can run a model, in registry order, each with its deep link or commands.
 * `filepath` picks one file of the repository (e.g. a GGUF quantization) where the app needs one.
 *
 * @example localAppsFor({ id: "acme/tiny-llama-GGUF", tags: ["gguf"], gguf: { context_length: 2048 } })
 */
export function localAppsFor(model: ModelRecord, filepath?: string, options?: HubEndpointOptions): LocalAppOffer[] {
	const endpoint = endpointOf(options);
	const offers: LocalAppOffer[] = [];
	for (const key of Object.keys(LOCAL_APPS) as LocalAppKey[]) {
		if (!LOCAL_APP_DISPLAY[key](model)) continue;
		const app = LOCAL_APPS[key].prettyLabel;
		const deepLink = LOCAL_APP_DEEP_LINKS[key]?.(model, filepath);
		const generated = LOCAL_APP_COMMANDS[key]?.(model, filepath) ?? [];
		const snippets = generated.map((s) => ({ library: key, ...(endpoint ? aimAtHub(s, endpoint, app) : s) }));
		if (!deepLink && snippets.length === 0) continue;
		const offer: LocalAppOffer = {
			key,
			...LOCAL_APPS[key],
			...(deepLink ? { deepLink: deepLink.href } : {}),
			snippets,
		};
		if (endpoint) offer.hubNote = hubNoteOf(app, Boolean(deepLink), generated);
		offers.push(offer);
	}
	return offers;
}

/** What the page says about an app and a self-hosted hub. */
function hubNoteOf(app: string, deepLink: boolean, commands: GeneratedSnippet[]): string {
	const reachable = commands.filter((s) => !PUBLIC_HUB_ONLY.test(s.code));
	if (reachable.length === commands.length && commands.length > 0)
		return `${app} reads HF_ENDPOINT (llama.cpp also MODEL_ENDPOINT), which the commands set to this hub.`;
	if (reachable.length > 0)
		return `The commands that set HF_ENDPOINT fetch from this hub; those marked otherwise fetch from huggingface.co.`;
	return deepLink
		? `${app} opens models from huggingface.co and has no setting for another hub: download the files from this hub (hf download with HF_ENDPOINT set) and open them from disk.`
		: `${app} fetches models from huggingface.co and has no setting for another hub: download the files from this hub (hf download with HF_ENDPOINT set) and load them from disk.`;
}

export { LOCAL_APPS } from "./registry.ts";
export type { LocalAppEntry, LocalAppKey } from "./registry.ts";
export { LOCAL_APP_DISPLAY, isGgufModel, isMlxModel, isToolCallingModel, isVllmModel } from "./display.ts";
