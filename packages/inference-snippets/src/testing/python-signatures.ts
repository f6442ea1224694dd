/**
 * Parameter names of the Python client APIs the snippets call (facts, read from the libraries'
 * public signatures: `huggingface_hub` `InferenceClient` as of its main branch in 2026, `openai`
 * and `fal_client`). Used to check Python snippets that cannot run here. Data only.
 */

/** Positional and keyword-only parameters of one function. */
export interface PythonSignature {
	positional: readonly string[];
	keyword: readonly string[];
}

/** `huggingface_hub.InferenceClient`: its constructor and task methods. */
export const HUGGINGFACE_HUB: Readonly<Record<string, PythonSignature>> = {
	__init__: {
		positional: ["model"],
		keyword: ["provider", "token", "timeout", "headers", "cookies", "bill_to", "base_url", "api_key"],
	},
	audio_classification: { positional: ["audio"], keyword: ["model", "top_k", "function_to_apply"] },
	audio_to_audio: { positional: ["audio"], keyword: ["model"] },
	automatic_speech_recognition: { positional: ["audio"], keyword: ["model", "extra_body"] },
	chat_completion: {
		positional: ["messages"],
		keyword: [
			"model",
			"stream",
			"frequency_penalty",
			"logit_bias",
			"logprobs",
			"max_tokens",
			"n",
			"presence_penalty",
			"response_format",
			"seed",
			"stop",
			"stream_options",
			"temperature",
			"tool_choice",
			"tool_prompt",
			"tools",
			"top_logprobs",
			"top_p",
			"extra_body",
		],
	},
	document_question_answering: {
		positional: ["image", "question"],
		keyword: [
			"model",
			"doc_stride",
			"handle_impossible_answer",
			"lang",
			"max_answer_len",
			"max_question_len",
			"max_seq_len",
			"top_k",
			"word_boxes",
		],
	},
	feature_extraction: {
		positional: ["text"],
		keyword: ["normalize", "prompt_name", "truncate", "truncation_direction", "dimensions", "encoding_format", "model"],
	},
	fill_mask: { positional: ["text"], keyword: ["model", "targets", "top_k"] },
	image_classification: { positional: ["image"], keyword: ["model", "function_to_apply", "top_k"] },
	image_segmentation: {
		positional: ["image"],
		keyword: ["model", "mask_threshold", "overlap_mask_area_threshold", "subtask", "threshold"],
	},
	image_to_image: {
		positional: ["image", "prompt"],
		keyword: ["negative_prompt", "num_inference_steps", "guidance_scale", "model", "target_size"],
	},
	image_to_video: {
		positional: ["image"],
		keyword: [
			"model",
			"prompt",
			"negative_prompt",
			"num_frames",
			"num_inference_steps",
			"guidance_scale",
			"seed",
			"target_size",
		],
	},
	image_to_text: { positional: ["image"], keyword: ["model"] },
	object_detection: { positional: ["image"], keyword: ["model", "threshold"] },
	question_answering: {
		positional: ["question", "context"],
		keyword: [
			"model",
			"align_to_words",
			"doc_stride",
			"handle_impossible_answer",
			"max_answer_len",
			"max_question_len",
			"max_seq_len",
			"top_k",
		],
	},
	sentence_similarity: { positional: ["sentence", "other_sentences"], keyword: ["model"] },
	summarization: {
		positional: ["text"],
		keyword: ["model", "clean_up_tokenization_spaces", "generate_parameters", "truncation"],
	},
	table_question_answering: {
		positional: ["table", "query"],
		keyword: ["model", "padding", "sequential", "truncation"],
	},
	tabular_classification: { positional: ["table"], keyword: ["model"] },
	tabular_regression: { positional: ["table"], keyword: ["model"] },
	text_classification: { positional: ["text"], keyword: ["model", "top_k", "function_to_apply"] },
	text_generation: {
		positional: ["prompt"],
		keyword: [
			"details",
			"stream",
			"model",
			"adapter_id",
			"best_of",
			"decoder_input_details",
			"do_sample",
			"frequency_penalty",
			"grammar",
			"max_new_tokens",
			"repetition_penalty",
			"return_full_text",
			"seed",
			"stop",
			"stop_sequences",
			"temperature",
			"top_k",
			"top_n_tokens",
			"top_p",
			"truncate",
			"typical_p",
			"watermark",
		],
	},
	text_to_image: {
		positional: ["prompt"],
		keyword: [
			"negative_prompt",
			"height",
			"width",
			"num_inference_steps",
			"guidance_scale",
			"model",
			"scheduler",
			"seed",
			"extra_body",
		],
	},
	text_to_video: {
		positional: ["prompt"],
		keyword: ["model", "guidance_scale", "negative_prompt", "num_frames", "num_inference_steps", "seed", "extra_body"],
	},
	text_to_speech: {
		positional: ["text"],
		keyword: [
			"model",
			"do_sample",
			"early_stopping",
			"epsilon_cutoff",
			"eta_cutoff",
			"max_length",
			"max_new_tokens",
			"min_length",
			"min_new_tokens",
			"num_beam_groups",
			"num_beams",
			"penalty_alpha",
			"temperature",
			"top_k",
			"top_p",
			"typical_p",
			"use_cache",
			"extra_body",
		],
	},
	token_classification: { positional: ["text"], keyword: ["model", "aggregation_strategy", "ignore_labels", "stride"] },
	translation: {
		positional: ["text"],
		keyword: ["model", "src_lang", "tgt_lang", "clean_up_tokenization_spaces", "truncation", "generate_parameters"],
	},
	visual_question_answering: { positional: ["image", "question"], keyword: ["model", "top_k"] },
	zero_shot_classification: {
		positional: ["text", "candidate_labels"],
		keyword: ["multi_label", "hypothesis_template", "model"],
	},
	zero_shot_image_classification: {
		positional: ["image", "candidate_labels"],
		keyword: ["model", "hypothesis_template", "labels"],
	},
};

/** `openai.OpenAI`, `client.chat.completions.create` and `client.completions.create` (the parameters the snippets may use). */
export const OPENAI: Readonly<Record<string, PythonSignature>> = {
	OpenAI: {
		positional: [],
		keyword: [
			"api_key",
			"organization",
			"project",
			"base_url",
			"timeout",
			"max_retries",
			"default_headers",
			"default_query",
			"http_client",
		],
	},
	create: { positional: [], keyword: ["model", "messages", "stream", "max_tokens", "temperature", "top_p", "stop"] },
	/** `client.completions.create` (legacy text completions). */
	completions: { positional: [], keyword: ["model", "prompt", "stream", "max_tokens", "temperature", "top_p", "stop"] },
};

/** `fal_client` module functions. */
export const FAL_CLIENT: Readonly<Record<string, PythonSignature>> = {
	subscribe: {
		positional: ["application"],
		keyword: ["arguments", "path", "hint", "with_logs", "on_enqueue", "on_queue_update", "priority", "headers"],
	},
	upload_file: { positional: ["path"], keyword: [] },
};
