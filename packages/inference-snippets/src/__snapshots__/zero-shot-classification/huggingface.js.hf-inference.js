// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.zeroShotClassification(
	{
		provider: "hf-inference",
		model: "acme/zero-shot-classification-model",
		inputs: "I was charged twice for the same order and would like my money back.",
		parameters: {
			candidate_labels: [
				"refund",
				"legal",
				"faq",
			],
		},
	},
);

console.log(output);
