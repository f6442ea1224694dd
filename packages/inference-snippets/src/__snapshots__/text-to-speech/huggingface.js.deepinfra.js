// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";
import { writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.textToSpeech(
	{
		provider: "deepinfra",
		model: "acme/text-to-speech-model",
		inputs: "Welcome to the hub. Have a pleasant day.",
	},
);

await writeFile("output.flac", Buffer.from(await output.arrayBuffer()));
console.log("Saved", "output.flac");
