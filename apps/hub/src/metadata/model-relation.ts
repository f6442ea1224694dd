/** How a model derives from its base models (the model tree): the four relations the Hub names. */
export const MODEL_RELATIONS = ["adapter", "merge", "quantized", "finetune"] as const;
export type ModelRelation = (typeof MODEL_RELATIONS)[number];

/** Weight formats that are quantized by construction. */
const QUANTIZED_FILES = /\.(gguf|ggml)$/i;

/** What the relation of a model to its bases is read from: its card, its files and its `config.json`. */
export interface RelationEvidence {
	/** `base_model_relation` of the card, when given. */
	declared: unknown;
	/** Its base models (`base_model` of the card). */
	bases: string[];
	paths: string[];
	config: Record<string, unknown> | undefined;
}

/**
 * The relation of a model to its bases, as the public hub infers it: the card's own
 * `base_model_relation` when it names one of the four; otherwise `adapter` for a PEFT adapter
 * (`adapter_config.json`), `quantized` for GGUF/GGML weights or a `quantization_config` (GPTQ, AWQ,
 * bitsandbytes…), `merge` for several bases or a mergekit configuration, and `finetune` for the rest.
 * `undefined` when the model names no base.
 */
export function modelRelation(evidence: RelationEvidence): ModelRelation | undefined {
	if (evidence.bases.length === 0) return undefined;
	const declared = typeof evidence.declared === "string" ? evidence.declared.toLowerCase() : "";
	const known = MODEL_RELATIONS.find((relation) => relation === declared);
	if (known) return known;
	if (evidence.paths.includes("adapter_config.json")) return "adapter";
	if (evidence.paths.some((path) => QUANTIZED_FILES.test(path))) return "quantized";
	if (evidence.config && typeof evidence.config.quantization_config === "object") return "quantized";
	if (evidence.bases.length > 1 || evidence.paths.includes("mergekit_config.yml")) return "merge";
	return "finetune";
}

/** The tag that lists a model among its base's children: `base_model:{relation}:{base}`. */
export function relationTag(relation: ModelRelation, base: string): string {
	return `base_model:${relation}:${base}`;
}
