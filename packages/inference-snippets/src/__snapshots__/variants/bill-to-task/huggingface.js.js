// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const fileData = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const output = await client.imageClassification(
	{
		provider: "hf-inference",
		model: "acme/image-classification-model",
		inputs: fileData,
	},
	{ billTo: "acme-research" },
);

console.log(output);
