import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py, pyValue } from "./shared/literals.ts";
import { hasTag, widgetSentences, widgetText } from "./shared/rules.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

/** Whether a model is a cross-encoder (reranker): tagged `cross-encoder` or with the text-ranking pipeline. */
export function isCrossEncoder(model: ModelRecord): boolean {
	return hasTag(model, "cross-encoder") || model.pipeline_tag === "text-ranking";
}

const DEFAULT_SENTENCES = [
	"The weather is lovely today.",
	"It's so sunny outside!",
	"He drove to the stadium.",
] as const;

/**
 * The three sentences the bi-encoder example encodes: the widget's source sentence and sentences
 * when the card has them (up to three), else its text followed by defaults, else the defaults.
 */
export function exampleSentences(model: ModelRecord): string[] {
	const pair = widgetSentences(model);
	if (pair) return [pair.source, ...pair.sentences].slice(0, 3);
	const text = widgetText(model);
	return text ? [text, ...DEFAULT_SENTENCES.slice(1)] : [...DEFAULT_SENTENCES];
}

function biEncoder(model: ModelRecord): GeneratedSnippet {
	return {
		language: "python",
		title: "Compute sentence similarities",
		code: code`
			# pip install -U sentence-transformers
			from sentence_transformers import SentenceTransformer

			model = SentenceTransformer(${py(model.id)})

			sentences = ${pyValue(exampleSentences(model))}
			embeddings = model.encode(sentences)

			similarities = model.similarity(embeddings, embeddings)
			print(similarities.shape)
		`,
	};
}

function crossEncoder(model: ModelRecord): GeneratedSnippet {
	const pair = widgetSentences(model);
	const query = pair?.source ?? widgetText(model) ?? "Which planet is known as the Red Planet?";
	const documents = pair?.sentences ?? [
		"Venus is often called Earth's twin because of its similar size.",
		"Mars, known for its reddish appearance, is often referred to as the Red Planet.",
		"Jupiter is the largest planet in our solar system.",
	];
	return {
		language: "python",
		title: "Rank documents for a query",
		code: code`
			# pip install -U sentence-transformers
			from sentence_transformers import CrossEncoder

			model = CrossEncoder(${py(model.id)})

			query = ${py(query)}
			documents = ${pyValue(documents)}
			ranks = model.rank(query, documents)
			for rank in ranks:
			    print(rank["score"], documents[rank["corpus_id"]])
		`,
	};
}

/** Sentence Transformers: a cross-encoder ranking example for rerankers, else embeddings and similarities. */
export const sentenceTransformers: SnippetGenerator = (model) => [
	isCrossEncoder(model) ? crossEncoder(model) : biEncoder(model),
];
