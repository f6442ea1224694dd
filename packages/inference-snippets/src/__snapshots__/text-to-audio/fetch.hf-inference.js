import { writeFile } from "node:fs/promises";

const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/text-to-audio-model", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		inputs: "A gentle piano melody with soft rain in the background",
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
await writeFile("output.flac", Buffer.from(await response.arrayBuffer()));
console.log("Saved", "output.flac");
