// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.tabularClassification(
	{
		provider: "hf-inference",
		model: "acme/tabular-classification-model",
		inputs: {
			data: {
				rooms: [
					"3",
					"2",
					"4",
				],
				surface_m2: [
					"72",
					"48",
					"95",
				],
				year_built: [
					"1998",
					"1975",
					"2011",
				],
			},
		},
	},
);

console.log(output);
