const response = await fetch("https://router.huggingface.co/v1/chat/completions", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		model: "acme/vision-chat-model:featherless-ai",
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
		stream: false,
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const completion = await response.json();
console.log(completion.choices[0].message);
