// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const fileData = new Blob([await readFile("invoice.png")], { type: "image/png" });

const output = await client.documentQuestionAnswering(
	{
		provider: "hf-inference",
		model: "acme/document-question-answering-model",
		inputs: {
			image: fileData,
			question: "What is the total amount due?",
		},
	},
);

console.log(output);
