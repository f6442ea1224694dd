const response = await fetch("https://router.huggingface.co/v1/chat/completions", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		model: "acme/text-generation-model:groq",
		messages: [
			{
				role: "user",
				content: "Explain in one sentence why the sky looks blue.",
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
