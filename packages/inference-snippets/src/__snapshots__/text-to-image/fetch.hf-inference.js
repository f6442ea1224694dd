import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/text-to-image-model", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		inputs: "A lighthouse on a rocky cliff at sunset, watercolor",
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
await writeFile("output.jpg", Buffer.from(await response.arrayBuffer()));
console.log("Saved", "output.jpg");
