// npm install openai
import OpenAI from "openai";

const client = new OpenAI({
	baseURL: "https://router.huggingface.co/deepinfra/v1/openai",
	apiKey: process.env.HF_TOKEN,
});

const completion = await client.completions.create({
	model: "acme/text-generation-model",
	prompt: "The old lighthouse keeper opened the door and saw",
});

console.log(completion.choices[0].text);
