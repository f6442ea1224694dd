// npm install openai
import OpenAI from "openai";

const client = new OpenAI({
	baseURL: "https://router.huggingface.co/v1",
	apiKey: process.env.HF_TOKEN,
});

const stream = await client.chat.completions.create({
	model: "acme/chat-model:together",
	messages: [
		{
			role: "user",
			content: "Explain in one sentence why the sky looks blue.",
		},
	],
	stream: true,
});

for await (const chunk of stream) {
	const content = chunk.choices[0]?.delta?.content;
	if (content) process.stdout.write(content);
}
process.stdout.write("\n");
