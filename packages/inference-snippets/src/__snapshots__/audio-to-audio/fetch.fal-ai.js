import { readFile } from "node:fs/promises";

const fileData = "data:audio/flac;base64," + (await readFile("sample1.flac")).toString("base64");

const response = await fetch("https://router.huggingface.co/fal-ai/acme/audio-to-audio-model", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		audio_url: fileData,
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
