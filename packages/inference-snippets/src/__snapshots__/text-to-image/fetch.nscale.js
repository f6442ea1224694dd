const response = await fetch("https://router.huggingface.co/nscale/v1/images/generations", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		model: "acme/text-to-image-model",
		prompt: "A lighthouse on a rocky cliff at sunset, watercolor",
		response_format: "b64_json",
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
