// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";
import { writeFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.textToImage(
	{
		provider: "nscale",
		model: "acme/text-to-image-model",
		inputs: "A lighthouse on a rocky cliff at sunset, watercolor",
		parameters: {
			num_inference_steps: 5,
		},
	},
	{ outputType: "blob" },
);

await writeFile("output.jpg", Buffer.from(await output.arrayBuffer()));
console.log("Saved", "output.jpg");
