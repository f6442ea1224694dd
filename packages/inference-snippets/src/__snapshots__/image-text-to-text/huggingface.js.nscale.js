// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const completion = await client.chatCompletion(
	{
		provider: "nscale",
		model: "acme/vision-chat-model",
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
	},
);

console.log(completion.choices[0].message);
