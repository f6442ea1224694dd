// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";
import { readFile, writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const fileData = new Blob([await readFile("cats.jpg")], { type: "image/jpeg" });

const output = await client.imageToImage(
	{
		provider: "together",
		model: "acme/image-to-image-model",
		inputs: fileData,
		parameters: {
			prompt: "Turn the cats into tigers.",
		},
	},
);

await writeFile("output.jpg", Buffer.from(await output.arrayBuffer()));
console.log("Saved", "output.jpg");
