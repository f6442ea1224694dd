// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.fillMask(
	{
		provider: "hf-inference",
		model: "acme/fill-mask-model",
		inputs: "Paris is the [MASK] of France.",
	},
);

console.log(output);
