// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.tokenClassification(
	{
		provider: "hf-inference",
		model: "acme/token-classification-model",
		inputs: "My name is Ada and I work at the observatory in Lyon.",
	},
);

console.log(output);
