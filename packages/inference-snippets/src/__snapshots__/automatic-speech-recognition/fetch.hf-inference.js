import { readFile } from "node:fs/promises";

const fileData = await readFile("sample1.flac");

const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/automatic-speech-recognition-model", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "audio/flac",
	},
	body: fileData,
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
