/**
 * Rule cases of the transformers family: transformers, transformers.js, sentence-transformers, PEFT and adapters (spec section 5). Data only.
 */
import { model, tf, causalLm, vlm, type RuleCase } from "./rule-case-types.ts";

export const TRANSFORMERS_RULE_CASES: Record<string, RuleCase[]> = {
	transformers: [
		{
			name: "custom-code",
			model: tf({
				tags: ["transformers", "custom_code"],
				pipeline_tag: "text-classification",
				transformersInfo: { auto_model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" },
			}),
			expect: { count: 2, includes: ['pipeline("text-classification"', "trust_remote_code=True"] },
		},
		{
			name: "no-custom-code",
			model: tf({
				pipeline_tag: "text-classification",
				transformersInfo: { auto_model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" },
			}),
			expect: { count: 2, excludes: ["trust_remote_code"] },
		},
		{
			name: "conversational",
			model: tf({
				tags: ["transformers", "conversational"],
				pipeline_tag: "text-generation",
				transformersInfo: causalLm,
			}),
			expect: {
				count: 2,
				includes: ["pipe(messages)", "tokenizer.apply_chat_template(", "max_new_tokens=40", '"role": "user"'],
				excludes: ['"type": "image"'],
			},
		},
		{
			name: "chat-template-in-config",
			model: tf({
				pipeline_tag: "text-generation",
				transformersInfo: causalLm,
				config: { tokenizer_config: { chat_template: "{% for m in messages %}{{ m.content }}{% endfor %}" } },
			}),
			expect: { includes: ["pipe(messages)", "max_new_tokens=40"] },
		},
		{
			name: "not-conversational",
			model: tf({ pipeline_tag: "text-generation", transformersInfo: causalLm }),
			expect: { count: 2, includes: ['pipe("I like you. I love you")'], excludes: ["messages", "max_new_tokens"] },
		},
		{
			name: "image-text-chat",
			model: tf({
				tags: ["transformers", "conversational", "image-text-to-text"],
				pipeline_tag: "image-text-to-text",
				transformersInfo: vlm,
			}),
			expect: {
				count: 2,
				includes: [
					'"type": "image"',
					'"type": "text"',
					"pipe(text=messages)",
					"processor.apply_chat_template(",
					"max_new_tokens=40",
				],
			},
		},
		{
			name: "image-text-no-chat",
			model: tf({ pipeline_tag: "image-text-to-text", transformersInfo: vlm }),
			expect: { count: 2, excludes: ["messages", '"type": "image"'] },
		},
		{
			name: "unsupported-pipeline",
			model: tf({
				pipeline_tag: "summarization",
				transformersInfo: { auto_model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" },
			}),
			expect: { count: 1, includes: ["AutoModelForSeq2SeqLM.from_pretrained("], excludes: ["pipeline("] },
		},
		{
			name: "zero-shot-image-classification",
			model: tf({ pipeline_tag: "zero-shot-image-classification" }),
			expect: { includes: ['candidate_labels=["animals", "humans", "landscape"]'] },
		},
		{
			name: "zero-shot-classification",
			model: tf({ pipeline_tag: "zero-shot-classification" }),
			expect: { includes: ['candidate_labels=["refund", "legal", "faq"]'] },
		},
		{
			name: "zero-shot-object-detection",
			model: tf({ pipeline_tag: "zero-shot-object-detection" }),
			expect: { includes: ['candidate_labels=["cat", "dog", "llama"]'] },
		},
		{
			name: "table-question-answering",
			model: tf({ pipeline_tag: "table-question-answering" }),
			expect: { includes: ["table = {", "pipe(table=table, query="] },
		},
		{
			name: "document-question-answering",
			model: tf({ pipeline_tag: "document-question-answering" }),
			expect: { includes: ["pipe(image=", "question="] },
		},
		{
			name: "zero-shot-audio-classification",
			model: tf({ pipeline_tag: "zero-shot-audio-classification" }),
			expect: { includes: ['candidate_labels=["dog barking", "speech", "music"]'] },
		},
		{
			name: "text-to-speech",
			model: tf({ pipeline_tag: "text-to-speech", widgetData: [{ text: "Read this aloud" }] }),
			expect: { includes: ['pipeline("text-to-speech"', 'pipe("Read this aloud")'] },
		},
		{
			name: "no-usage-example",
			model: tf({ pipeline_tag: "video-classification" }),
			expect: { count: 2, includes: ['pipeline("video-classification"'], excludes: ["pipe("] },
		},
		{
			name: "fill-mask-token",
			model: tf({ pipeline_tag: "fill-mask", mask_token: "<mask>" }),
			expect: { includes: ['pipe("Paris is the <mask> of France.")'] },
		},
		{
			name: "invalid-auto-class",
			model: tf({ transformersInfo: { auto_model: "AutoModel; import os", processor: "AutoTokenizer)" } }),
			expect: {
				count: 1,
				includes: ["from transformers import AutoModel\n", "AutoModel.from_pretrained("],
				excludes: ["import os", "tokenizer"],
			},
		},
	],
	"transformers.js": [
		{
			name: "no-pipeline-tag",
			model: model("transformers.js"),
			expect: { text: "Unknown pipeline tag" },
		},
		{
			name: "unsupported-pipeline-tag",
			model: model("transformers.js", { pipeline_tag: "graph-ml" }),
			expect: { text: "Unknown pipeline tag" },
		},
		{
			name: "text-classification",
			model: model("transformers.js", { pipeline_tag: "text-classification" }),
			expect: { count: 1, includes: ['await pipeline("text-classification", "acme/demo-model")'] },
		},
		{
			name: "zero-shot-image-classification",
			model: model("transformers.js", { pipeline_tag: "zero-shot-image-classification" }),
			expect: { includes: ['["animals", "humans", "landscape"]'] },
		},
		{
			name: "sentence-similarity",
			model: model("transformers.js", { pipeline_tag: "sentence-similarity" }),
			expect: { includes: ['pipeline("feature-extraction"', "pooling"] },
		},
	],
	"sentence-transformers": [
		{
			name: "cross-encoder-tag",
			model: model("sentence-transformers", {
				tags: ["sentence-transformers", "cross-encoder"],
				pipeline_tag: "text-classification",
			}),
			expect: {
				count: 1,
				includes: ["CrossEncoder(", "model.rank(query, documents)"],
				excludes: ["SentenceTransformer("],
			},
		},
		{
			name: "text-ranking",
			model: model("sentence-transformers", { pipeline_tag: "text-ranking" }),
			expect: { includes: ["CrossEncoder("] },
		},
		{
			name: "default-three-sentences",
			model: model("sentence-transformers", { pipeline_tag: "sentence-similarity" }),
			expect: {
				includes: [
					"SentenceTransformer(",
					'"The weather is lovely today."',
					'"It\'s so sunny outside!"',
					'"He drove to the stadium."',
					"model.similarity(embeddings, embeddings)",
				],
				excludes: ["CrossEncoder"],
			},
		},
		{
			name: "widget-text",
			model: model("sentence-transformers", {
				pipeline_tag: "feature-extraction",
				widgetData: [{ text: "Hello from the card" }],
			}),
			expect: { includes: ['"Hello from the card"', '"He drove to the stadium."'] },
		},
		{
			name: "widget-sentences",
			model: model("sentence-transformers", {
				pipeline_tag: "sentence-similarity",
				widgetData: [{ source_sentence: "Source here", sentences: ["First match", "Second match"] }],
			}),
			expect: { includes: ['"Source here"', '"First match"', '"Second match"'], excludes: ["The weather is lovely"] },
		},
		{
			name: "cross-encoder-widget",
			model: model("sentence-transformers", {
				pipeline_tag: "text-ranking",
				widgetData: [{ source_sentence: "Query here", sentences: ["Doc one", "Doc two"] }],
			}),
			expect: { includes: ['query = "Query here"', '"Doc one"', '"Doc two"'] },
		},
	],
	peft: [
		...(
			[
				["causal-lm", "CAUSAL_LM", "AutoModelForCausalLM"],
				["seq2seq-lm", "SEQ_2_SEQ_LM", "AutoModelForSeq2SeqLM"],
				["token-classification", "TOKEN_CLS", "AutoModelForTokenClassification"],
				["sequence-classification", "SEQ_CLS", "AutoModelForSequenceClassification"],
			] as const
		).map(([name, taskType, autoClass]) => ({
			name,
			model: model("peft", { config: { peft: { task_type: taskType, base_model_name_or_path: "acme/base-model" } } }),
			expect: {
				count: 1,
				includes: [
					`${autoClass}.from_pretrained("acme/base-model")`,
					'PeftModel.from_pretrained(base_model, "acme/demo-model")',
				],
			},
		})),
		{
			name: "unknown-task-type",
			model: model("peft", {
				config: { peft: { task_type: "FEATURE_EXTRACTION", base_model_name_or_path: "acme/base-model" } },
			}),
			expect: { text: "Task type is invalid." },
		},
		{ name: "no-config", model: model("peft"), expect: { text: "Task type is invalid." } },
		{
			name: "no-base-model",
			model: model("peft", { config: { peft: { task_type: "CAUSAL_LM" } } }),
			expect: { text: "Base model is not found." },
		},
	],
	"adapter-transformers": [
		{
			name: "config-model-name",
			model: model("adapter-transformers", { config: { adapter_transformers: { model_name: "acme/bert-base" } } }),
			expect: { includes: ['AutoAdapterModel.from_pretrained("acme/bert-base")', 'load_adapter("acme/demo-model"'] },
		},
		{
			name: "card-base-model",
			model: model("adapter-transformers", { cardData: { base_model: ["acme/roberta-base"] } }),
			expect: { includes: ['from_pretrained("acme/roberta-base")'] },
		},
		{ name: "no-base-model", model: model("adapter-transformers"), expect: { text: "Base model is not found." } },
	],
};
