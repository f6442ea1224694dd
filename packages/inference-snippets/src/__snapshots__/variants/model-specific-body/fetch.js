import { readFile } from "node:fs/promises";

const fileData = "data:image/jpeg;base64," + (await readFile("cats.jpg")).toString("base64");

const response = await fetch("https://router.huggingface.co/together/v1/images/generations", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		model: "black-forest-labs/FLUX.1-kontext-pro",
		prompt: "Turn the cats into tigers.",
		image_url: fileData,
		response_format: "base64",
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
