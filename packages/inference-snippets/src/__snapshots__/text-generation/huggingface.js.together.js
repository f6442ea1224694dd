// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.textGeneration(
	{
		provider: "together",
		model: "acme/text-generation-model",
		inputs: "The old lighthouse keeper opened the door and saw",
	},
);

console.log(output);
