const response = await fetch("https://router.huggingface.co/together/v2/videos", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		model: "acme/text-to-video-model",
		prompt: "A paper boat drifting down a rainy street",
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
