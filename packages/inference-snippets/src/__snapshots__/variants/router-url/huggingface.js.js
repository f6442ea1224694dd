// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const completion = await client.chatCompletion(
	{
		endpointUrl: "https://inference.atrium.example/v1",
		model: "acme/chat-model:novita",
		messages: [
			{
				role: "user",
				content: "Explain in one sentence why the sky looks blue.",
			},
		],
	},
);

console.log(completion.choices[0].message);
