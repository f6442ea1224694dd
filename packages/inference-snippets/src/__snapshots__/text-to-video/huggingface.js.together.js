// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";
import { writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.textToVideo(
	{
		provider: "together",
		model: "acme/text-to-video-model",
		inputs: "A paper boat drifting down a rainy street",
	},
);

await writeFile("output.mp4", Buffer.from(await output.arrayBuffer()));
console.log("Saved", "output.mp4");
