// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.sentenceSimilarity(
	{
		provider: "hf-inference",
		model: "acme/sentence-similarity-model",
		inputs: {
			source_sentence: "A man is playing the guitar.",
			sentences: [
				"Someone plays a musical instrument.",
				"A woman is cooking pasta.",
				"The guitar is out of tune.",
			],
		},
	},
);

console.log(output);
