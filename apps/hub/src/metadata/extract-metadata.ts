import { modelRelation, relationTag } from "./model-relation.ts";
import { ownValue } from "../lookup/own-value.ts";
import type { TransformersInfo } from "@atrium/tasks";
import type { RepoType } from "../db/database.ts";
import { architectureFacts, detectLibrary, transformersInfoOf } from "./derive-model-facts.ts";
import { parseReadme } from "./front-matter.ts";
import { GgufTruncatedError, parseGguf, type GgufHeader, type GgufInfo } from "./gguf-header.ts";
import { isWeightGguf, memoryFactsOf, safetensorsSetsOf } from "./memory-facts.ts";
import type { MemoryFacts } from "./memory-estimate.ts";
import {
	addSafetensors,
	parseSafetensorsHeader,
	safetensorsHeaderLength,
	type SafetensorsInfo,
} from "./safetensors-header.ts";

/** Everything the hub derives from a commit's files; stored as JSON in `repos.info`. */
export interface RepoMetadata {
	cardData?: Record<string, unknown>;
	/** Why README.md's front matter was not used. */
	cardDataError?: string;
	config?: Record<string, unknown>;
	tags: string[];
	pipeline_tag: string | null;
	library_name: string | null;
	transformersInfo?: TransformersInfo;
	safetensors?: SafetensorsInfo;
	gguf?: GgufInfo;
	/** What the memory estimate is made of (decision 040): weight variants and attention shape. */
	memory?: MemoryFacts;
	widgetData?: unknown[];
	mask_token?: string;
	"model-index"?: unknown[];
	/** Spaces: the SDK from the card. */
	sdk?: string;
	/** Datasets: the first paragraph of the card body. */
	description?: string;
	/** Problems found while reading files (malformed config, unreadable headers, ...). */
	warnings: string[];
	/** Lower-case card body excerpt, for search. Not served. */
	searchText: string;
}

/** Reads a file of the commit being extracted: whole, or its first `maxBytes` bytes. */
export type ReadFile = (path: string, maxBytes?: number) => Promise<Uint8Array>;

const MAX_JSON_BYTES = 5 << 20;
const FORMAT_TAGS: Record<string, string> = { safetensors: "safetensors", gguf: "gguf", onnx: "onnx" };
const ARXIV = /arxiv\.org\/(?:abs|pdf)\/(\d{4}\.\d{4,5})/gi;

function asStrings(value: unknown): string[] {
	if (typeof value === "string") return [value];
	if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
	return [];
}

async function readJson(
	read: ReadFile,
	path: string,
	warnings: string[],
): Promise<Record<string, unknown> | undefined> {
	try {
		const value: unknown = JSON.parse(new TextDecoder().decode(await read(path, MAX_JSON_BYTES)));
		if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
		warnings.push(`${path} is not a JSON object`);
	} catch (error) {
		warnings.push(`${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
	}
	return undefined;
}

async function readSafetensors(
	read: ReadFile,
	paths: string[],
	warnings: string[],
): Promise<SafetensorsInfo | undefined> {
	let info: SafetensorsInfo | undefined;
	for (const path of paths) {
		try {
			const length = safetensorsHeaderLength(await read(path, 8));
			if (length === null) throw new Error("bad header length");
			info = addSafetensors(info, parseSafetensorsHeader(await read(path, length)));
		} catch (error) {
			warnings.push(
				`${path}: unreadable safetensors header (${error instanceof Error ? error.message : String(error)})`,
			);
		}
	}
	return info;
}

async function readGguf(read: ReadFile, path: string, warnings: string[]): Promise<GgufHeader | undefined> {
	for (let bytes = 1 << 20; bytes <= 64 << 20; bytes *= 4) {
		const prefix = await read(path, bytes);
		try {
			return parseGguf(prefix);
		} catch (error) {
			if (error instanceof GgufTruncatedError && prefix.byteLength === bytes) continue;
			warnings.push(`${path}: unreadable GGUF header (${error instanceof Error ? error.message : String(error)})`);
			return undefined;
		}
	}
	warnings.push(`${path}: GGUF header larger than 64 MiB`);
	return undefined;
}

/** GGUF files a revision reads for its variants (each holds one quantization); others are not sized. */
const MAX_GGUF_FILES = 64;

/** Picks the config essentials the API serves (not every key of config.json). */
function configEssentials(config: Record<string, unknown>): Record<string, unknown> {
	const kept: Record<string, unknown> = {};
	for (const key of ["architectures", "model_type", "task_specific_params", "quantization_config", "auto_map"]) {
		if (config[key] !== undefined) kept[key] = config[key];
	}
	return kept;
}

/**
 * Extracts a repository's metadata from the files of one commit: card front matter, config,
 * derived tags, pipeline tag, library, transformers info, parameter counts. Never throws on bad
 * content; problems are reported in `cardDataError` and `warnings`.
 */
export async function extractMetadata(type: RepoType, paths: string[], read: ReadFile): Promise<RepoMetadata> {
	const warnings: string[] = [];
	const meta: RepoMetadata = { tags: [], pipeline_tag: null, library_name: null, warnings, searchText: "" };
	let body = "";
	if (paths.includes("README.md")) {
		const readme = parseReadme(new TextDecoder().decode(await read("README.md", 1 << 20)));
		body = readme.body;
		if (readme.cardData) meta.cardData = readme.cardData;
		if (readme.error) meta.cardDataError = readme.error;
	}
	const card = meta.cardData ?? {};
	meta.searchText = body.slice(0, 4000).toLowerCase();
	const tags = new Set<string>();
	const addTag = (tag: string): void => {
		if (tag && tag.length <= 200) tags.add(tag);
	};

	if (type === "model") {
		let config: Record<string, unknown> | undefined;
		let fullConfig: Record<string, unknown> | undefined;
		if (paths.includes("config.json")) {
			fullConfig = await readJson(read, "config.json", warnings);
			if (fullConfig) config = configEssentials(fullConfig);
		}
		if (paths.includes("tokenizer_config.json")) {
			const tokenizer = await readJson(read, "tokenizer_config.json", warnings);
			if (tokenizer) {
				const kept: Record<string, unknown> = {};
				for (const key of ["chat_template", "bos_token", "eos_token", "pad_token", "unk_token", "mask_token"]) {
					if (tokenizer[key] !== undefined) kept[key] = tokenizer[key];
				}
				config = { ...config, tokenizer_config: kept };
				if (typeof tokenizer.mask_token === "string") meta.mask_token = tokenizer.mask_token;
			}
		}
		if (paths.includes("adapter_config.json")) {
			const adapter = await readJson(read, "adapter_config.json", warnings);
			if (adapter)
				config = {
					...config,
					peft: { base_model_name_or_path: adapter.base_model_name_or_path, task_type: adapter.task_type },
				};
		}
		if (paths.includes("model_index.json")) {
			const index = await readJson(read, "model_index.json", warnings);
			if (index && typeof index._class_name === "string")
				config = { ...config, diffusers: { _class_name: index._class_name } };
		}
		if (config) meta.config = config;

		const declaredLibrary = typeof card.library_name === "string" ? card.library_name : null;
		meta.library_name = declaredLibrary ?? detectLibrary(paths, config);
		const architectures = asStrings(config?.architectures);
		const declaredPipeline = typeof card.pipeline_tag === "string" ? card.pipeline_tag : null;
		let pipelineTag = declaredPipeline;
		if (!pipelineTag && meta.library_name === "sentence-transformers") pipelineTag = "sentence-similarity";
		if (!pipelineTag && meta.library_name === "diffusers") pipelineTag = "text-to-image";
		if (!pipelineTag && meta.library_name === "transformers" && architectures[0])
			pipelineTag = architectureFacts(architectures[0])?.pipelineTag ?? null;
		meta.pipeline_tag = pipelineTag;
		if (meta.library_name === "transformers") {
			const info = transformersInfoOf(config, paths, pipelineTag);
			if (info) meta.transformersInfo = info;
		}
		const safetensorFiles = paths.filter((path) => path.endsWith(".safetensors"));
		const safetensorsSets: { name: string; info: SafetensorsInfo }[] = [];
		for (const [name, files] of safetensorsSetsOf(safetensorFiles)) {
			const info = await readSafetensors(read, files, warnings);
			if (!info) continue;
			safetensorsSets.push({ name, info });
			meta.safetensors = meta.safetensors ? addSafetensors(meta.safetensors, info) : info;
		}
		const ggufFile = paths.find((path) => path.endsWith(".gguf"));
		const ggufs: { path: string; header: GgufHeader }[] = [];
		const weightGgufs = paths.filter(isWeightGguf).slice(0, MAX_GGUF_FILES);
		for (const path of ggufFile && !weightGgufs.includes(ggufFile) ? [ggufFile, ...weightGgufs] : weightGgufs) {
			const header = await readGguf(read, path, warnings);
			if (header && path === ggufFile) meta.gguf = header.info;
			if (header && isWeightGguf(path)) ggufs.push({ path, header });
		}
		// An adapter runs on its base, which this revision does not hold: it is not sized (decision 040).
		const memory = paths.includes("adapter_config.json")
			? undefined
			: memoryFactsOf({
					ggufs,
					safetensorsSets,
					...(fullConfig ? { config: fullConfig } : {}),
				});
		if (memory) meta.memory = memory;
		if (Array.isArray(card.widget)) meta.widgetData = card.widget;
		if (Array.isArray(card["model-index"])) meta["model-index"] = card["model-index"];
		if (meta.library_name) addTag(meta.library_name);
		if (typeof config?.model_type === "string") addTag(config.model_type);
		if (meta.pipeline_tag) addTag(meta.pipeline_tag);
		const bases = asStrings(card.base_model);
		const relation = modelRelation({ declared: card.base_model_relation, bases, paths, config });
		for (const base of bases) {
			addTag(`base_model:${base}`);
			if (relation) addTag(relationTag(relation, base));
		}
		for (const dataset of asStrings(card.datasets)) addTag(`dataset:${dataset}`);
	} else if (type === "space") {
		if (typeof card.sdk === "string") {
			meta.sdk = card.sdk;
			// As on the Hub, the SDK is also a tag, so `filter=gradio` finds the space.
			addTag(card.sdk);
		}
		for (const model of asStrings(card.models)) addTag(`model:${model}`);
	} else {
		const description = body
			.split(/\n\s*\n/)
			.find((paragraph) => paragraph.trim() && !paragraph.trim().startsWith("#"));
		if (description) meta.description = description.trim().slice(0, 1000);
		for (const key of ["task_categories", "task_ids", "size_categories", "multilinguality", "language_creators"]) {
			for (const value of asStrings(card[key])) addTag(`${key}:${value}`);
		}
	}
	for (const tag of asStrings(card.tags)) addTag(tag);
	for (const language of asStrings(card.language)) {
		addTag(language);
		if (type === "dataset") addTag(`language:${language}`);
	}
	const license = asStrings(card.license)[0];
	if (license) addTag(`license:${license}`);
	for (const path of paths) {
		const extension = path.slice(path.lastIndexOf(".") + 1);
		const format = ownValue(FORMAT_TAGS, extension);
		if (format && type === "model") addTag(format);
	}
	for (const match of body.matchAll(ARXIV)) if (match[1]) addTag(`arxiv:${match[1]}`);
	meta.tags = [...tags];
	return meta;
}

/** The parameter count the list filter and sort use: safetensors total, else GGUF total. */
export function parameterCount(meta: RepoMetadata): number | null {
	return meta.safetensors?.total ?? meta.gguf?.total ?? null;
}
