// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const stream = client.chatCompletionStream(
	{
		provider: "auto",
		model: "acme/chat-model",
		messages: [
			{
				role: "user",
				content: "Explain in one sentence why the sky looks blue.",
			},
		],
	},
);

for await (const chunk of stream) {
	const content = chunk.choices[0]?.delta?.content;
	if (content) process.stdout.write(content);
}
process.stdout.write("\n");
