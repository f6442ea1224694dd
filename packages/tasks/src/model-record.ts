/**
 * A model as the snippet generators read it: the shape the hub API returns for a model
 * (`GET /api/models/{id}`), of which every field but `id` may be missing.
 */
export interface ModelRecord {
	/** The repository id, `namespace/name` (legacy single-segment ids are allowed). */
	id: string;
	tags?: string[];
	pipeline_tag?: string | null;
	library_name?: string | null;
	config?: ModelConfig;
	cardData?: ModelCardData;
	widgetData?: WidgetExample[];
	mask_token?: string;
	transformersInfo?: TransformersInfo;
	/** Files of the repository, when known. */
	siblings?: { rfilename: string }[];
	/** GGUF header facts, when the repository holds GGUF files. */
	gguf?: { total?: number; architecture?: string; context_length?: number; chat_template?: string };
	/** Whether access needs approval (`"auto"`/`"manual"`) or not. */
	gated?: false | "auto" | "manual";
	private?: boolean;
}

/** The parts of `config.json` (and sibling config files) the generators read. */
export interface ModelConfig {
	architectures?: string[];
	model_type?: string;
	peft?: { base_model_name_or_path?: string; task_type?: string };
	adapter_transformers?: { model_name?: string; model_class?: string };
	keras_hub?: { tasks?: string[] };
	sklearn?: { model?: { file?: string }; model_format?: string };
	speechbrain?: { speechbrain_interface?: string; vocoder_interface?: string; vocoder_model_id?: string };
	tokenizer_config?: { chat_template?: string | { name: string; template: string }[]; [key: string]: unknown };
	diffusers?: { _class_name?: string };
	[key: string]: unknown;
}

/** The README front matter fields the generators read. */
export interface ModelCardData {
	base_model?: string | string[];
	instance_prompt?: string | null;
	license?: string;
	language?: string | string[];
	[key: string]: unknown;
}

/** One widget example from the card: plain text, or a sentence-similarity pair. */
export interface WidgetExample {
	text?: string;
	source_sentence?: string;
	sentences?: string[];
	example_title?: string;
	[key: string]: unknown;
}

/** What transformers needs to load the model: the four keys the hub API may carry. */
export interface TransformersInfo {
	auto_model: string;
	pipeline_tag?: string;
	processor?: string;
	custom_class?: string;
}
