// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.translation(
	{
		provider: "hf-inference",
		model: "acme/translation-model",
		inputs: "The museum opens at nine and closes at six.",
	},
);

console.log(output);
