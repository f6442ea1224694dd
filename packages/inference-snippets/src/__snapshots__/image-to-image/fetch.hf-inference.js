import { readFile, writeFile } from "node:fs/promises";

const fileData = (await readFile("cats.jpg")).toString("base64");

const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/image-to-image-model", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		inputs: fileData,
		parameters: {
			prompt: "Turn the cats into tigers.",
		},
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
await writeFile("output.jpg", Buffer.from(await response.arrayBuffer()));
console.log("Saved", "output.jpg");
