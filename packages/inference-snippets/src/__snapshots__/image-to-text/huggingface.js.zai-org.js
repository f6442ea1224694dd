// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const fileData = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const output = await client.imageToText(
	{
		provider: "zai-org",
		model: "acme/image-to-text-model",
		inputs: fileData,
	},
);

console.log(output);
