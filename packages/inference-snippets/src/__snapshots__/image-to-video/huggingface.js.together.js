// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";
import { readFile, writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const fileData = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const output = await client.imageToVideo(
	{
		provider: "together",
		model: "acme/image-to-video-model",
		inputs: fileData,
		parameters: {
			prompt: "The cats slowly wake up and stretch.",
		},
	},
);

await writeFile("output.mp4", Buffer.from(await output.arrayBuffer()));
console.log("Saved", "output.mp4");
