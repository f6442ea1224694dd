// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.featureExtraction(
	{
		provider: "together",
		model: "acme/feature-extraction-model",
		inputs: "Hiking boots need a few weeks to wear in.",
	},
);

console.log(output);
