// npm install openai
import OpenAI from "openai";

const client = new OpenAI({
	baseURL: "https://router.huggingface.co/v1",
	apiKey: process.env.HF_TOKEN,
});

const completion = await client.chat.completions.create({
	model: "acme/text-generation-model:groq",
	messages: [
		{
			role: "user",
			content: "Explain in one sentence why the sky looks blue.",
		},
	],
});

console.log(completion.choices[0].message);
