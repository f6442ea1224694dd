import { readFile } from "node:fs/promises";

const fileData = (await readFile("invoice.png")).toString("base64");

const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/document-question-answering-model", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		inputs: {
			image: fileData,
			question: "What is the total amount due?",
		},
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
