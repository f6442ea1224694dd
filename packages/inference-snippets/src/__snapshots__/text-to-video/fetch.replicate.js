const response = await fetch("https://router.huggingface.co/replicate/v1/models/acme/text-to-video-model/predictions", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
		"Prefer": "wait",
	},
	body: JSON.stringify({
		input: {
			prompt: "A paper boat drifting down a rainy street",
		},
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
