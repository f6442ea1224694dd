const response = await fetch("https://router.huggingface.co/fal-ai/fal-ai/flux-lora", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		prompt: "A lighthouse on a rocky cliff at sunset, watercolor",
		loras: [
			{
				path: "https://huggingface.co/acme/text-to-image-model/resolve/main/pixel-art.safetensors",
				scale: 1,
			},
		],
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
