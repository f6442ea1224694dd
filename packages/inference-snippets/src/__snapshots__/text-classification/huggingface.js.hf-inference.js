// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.textClassification(
	{
		provider: "hf-inference",
		model: "acme/text-classification-model",
		inputs: "The parcel arrived two days early and in perfect shape.",
	},
);

console.log(output);
