// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const fileData = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const output = await client.visualQuestionAnswering(
	{
		provider: "hf-inference",
		model: "acme/visual-question-answering-model",
		inputs: {
			image: fileData,
			question: "How many cats are lying down?",
		},
	},
);

console.log(output);
