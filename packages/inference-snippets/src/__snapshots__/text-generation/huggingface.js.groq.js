// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const completion = await client.chatCompletion(
	{
		provider: "groq",
		model: "acme/text-generation-model",
		messages: [
			{
				role: "user",
				content: "Explain in one sentence why the sky looks blue.",
			},
		],
	},
);

console.log(completion.choices[0].message);
