// npm install openai
import OpenAI from "openai";

const client = new OpenAI({
	baseURL: "https://router.huggingface.co/v1",
	apiKey: process.env.HF_TOKEN,
});

const completion = await client.chat.completions.create({
	model: "acme/vision-chat-model:novita",
	messages: [
		{
			role: "user",
			content: [
				{
					type: "text",
					text: "Describe this image in one sentence.",
				},
				{
					type: "image_url",
					image_url: {
						url: "https://upload.wikimedia.org/wikipedia/commons/4/47/PNG_transparency_demonstration_1.png",
					},
				},
			],
		},
	],
});

console.log(completion.choices[0].message);
