/**
 * The shape of the snippet generators' rule cases, and the small builders the case tables use.
 */

import type { ModelRecord } from "../../model-record.ts";

/** What a rule case's snippets must satisfy. */
export interface RuleExpectation {
	/** The snippets are exactly one `text` notice with this text (a spec fallback). */
	text?: string;
	/** How many snippets. */
	count?: number;
	/** Substrings the joined code must contain. */
	includes?: string[];
	/** Substrings the joined code must not contain. */
	excludes?: string[];
}

/** One named rule case. */
export interface RuleCase {
	name: string;
	model: ModelRecord;
	expect: RuleExpectation;
}

export const ID = "acme/demo-model";

export function model(library: string, fields: Partial<ModelRecord> = {}): ModelRecord {
	return { id: ID, library_name: library, tags: [library], ...fields };
}

export const tf = (fields: Partial<ModelRecord>) => model("transformers", fields);
export const causalLm = {
	auto_model: "AutoModelForCausalLM",
	processor: "AutoTokenizer",
	pipeline_tag: "text-generation",
};
export const vlm = {
	auto_model: "AutoModelForImageTextToText",
	processor: "AutoProcessor",
	pipeline_tag: "image-text-to-text",
};

/** Rule cases by library key. */
