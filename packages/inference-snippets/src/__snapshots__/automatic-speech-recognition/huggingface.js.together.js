// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";
import { readFile } from "node:fs/promises";

const client = new InferenceClient(process.env.HF_TOKEN);
const fileData = new Blob([await readFile("sample1.flac")], { type: "audio/flac" });

const output = await client.automaticSpeechRecognition(
	{
		provider: "together",
		model: "acme/automatic-speech-recognition-model",
		inputs: fileData,
	},
);

console.log(output);
