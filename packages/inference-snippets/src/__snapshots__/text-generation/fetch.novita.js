const response = await fetch("https://router.huggingface.co/novita/v3/openai/completions", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		model: "acme/text-generation-model",
		prompt: "The old lighthouse keeper opened the door and saw",
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
