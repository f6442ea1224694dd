// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";
import { writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.textToAudio(
	{
		provider: "hf-inference",
		model: "acme/text-to-audio-model",
		inputs: "A gentle piano melody with soft rain in the background",
	},
);

await writeFile("output.flac", Buffer.from(await output.arrayBuffer()));
console.log("Saved", "output.flac");
