import type { ModelRecord } from "../model-record.ts";
import type { Snippet } from "../snippets/types.ts";
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
}

/**
 * The local apps that can run a model, in registry order, each with its deep link or commands.
 * `filepath` picks one file of the repository (e.g. a GGUF quantization) where the app needs one.
 *
 * @example localAppsFor({ id: "acme/tiny-llama-GGUF", tags: ["gguf"], gguf: { context_length: 2048 } })
 */
export function localAppsFor(model: ModelRecord, filepath?: string): LocalAppOffer[] {
	const offers: LocalAppOffer[] = [];
	for (const key of Object.keys(LOCAL_APPS) as LocalAppKey[]) {
		if (!LOCAL_APP_DISPLAY[key](model)) continue;
		const deepLink = LOCAL_APP_DEEP_LINKS[key]?.(model, filepath);
		const snippets = (LOCAL_APP_COMMANDS[key]?.(model, filepath) ?? []).map((s) => ({ library: key, ...s }));
		if (!deepLink && snippets.length === 0) continue;
		offers.push({ key, ...LOCAL_APPS[key], ...(deepLink ? { deepLink: deepLink.href } : {}), snippets });
	}
	return offers;
}

export { LOCAL_APPS } from "./registry.ts";
export type { LocalAppEntry, LocalAppKey } from "./registry.ts";
export { LOCAL_APP_DISPLAY, isGgufModel, isMlxModel, isToolCallingModel, isVllmModel } from "./display.ts";
