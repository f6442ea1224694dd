import type { ModelRecord } from "../model-record.ts";
import { isGgufModel, tagsOf } from "./display.ts";
import type { LocalAppKey } from "./registry.ts";

/** Percent-encodes a URL component strictly (RFC 3986): also `!'()*`. */
function encode(part: string): string {
	return encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A URL with path segments encoded one by one (the slash of `namespace/name` kept). */
function link(base: string, segments: string[], query: Record<string, string | undefined> = {}): URL {
	const url = new URL(base);
	const path = segments.map((s) => s.split("/").map(encode).join("/")).join("/");
	if (path) url.pathname = `${url.pathname.replace(/\/$/, "")}/${path}`;
	for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
	return url;
}

/**
 * Custom-scheme URLs (`jan://models/…`) keep their "host" as the first path word; build them from
 * text with each dynamic part percent-encoded, then let the URL parser validate them.
 */
function schemeLink(scheme: string, fixed: string, id: string, query: Record<string, string | undefined> = {}): URL {
	const path = id.split("/").map(encode).join("/");
	const url = new URL(`${scheme}://${fixed}${fixed && path ? "/" : ""}${path}`);
	for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
	return url;
}

/** The deep link of each app that opens a model by URL instead of a command. */
export const LOCAL_APP_DEEP_LINKS: Partial<Record<LocalAppKey, (model: ModelRecord, filepath?: string) => URL>> = {
	lmstudio: (model, filepath) => schemeLink("lmstudio", "open_from_hf", "", { model: model.id, file: filepath }),
	jan: (model) => schemeLink("jan", "models/huggingface", model.id),
	"atomic-chat": (model) => schemeLink("atomic-chat", "models/huggingface", model.id),
	backyard: (model) => link("https://backyard.ai/hf/model", [model.id]),
	jellybox: (model) => {
		if (isGgufModel(model)) return schemeLink("jellybox", "llm/models/huggingface/LLM", model.id);
		const kind = tagsOf(model).includes("lora") ? "ImageLora" : "Image";
		return schemeLink("jellybox", `image/models/huggingface/${kind}`, model.id);
	},
	msty: (model) => schemeLink("msty", "models/search/hf", model.id),
	recursechat: (model) => schemeLink("recursechat", "new-hf-gguf-model", "", { "hf-model-id": model.id }),
	drawthings: (model) =>
		link(
			`https://drawthings.ai/import/diffusers/${tagsOf(model).includes("lora") ? "pipeline.load_lora_weights" : "pipeline.from_pretrained"}`,
			[],
			{ repo_id: model.id },
		),
	diffusionbee: (model) => link("https://diffusionbee.com/huggingface_import", [], { model_id: model.id }),
	joyfusion: (model) => link("https://joyfusion.app/import_from_hf", [], { repo_id: model.id }),
};
