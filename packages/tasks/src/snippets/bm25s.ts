import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/** BM25S: load a saved BM25 index (with its corpus) from the hub and retrieve for one query. */
export const bm25s: SnippetGenerator = (model) => [
	python(
		"Search the index",
		code`
			# pip install -U "bm25s[full]"
			import bm25s
			from bm25s.hf import BM25HF

			retriever = BM25HF.load_from_hub(${py(model.id)}, load_corpus=True)
			query_tokens = bm25s.tokenize(${py(exampleText(model, "What is a cat?"))})
			results, scores = retriever.retrieve(query_tokens, k=3)
			for document, score in zip(results[0], scores[0]):
			    print(f"{score:.2f} {document}")
		`,
	),
];
