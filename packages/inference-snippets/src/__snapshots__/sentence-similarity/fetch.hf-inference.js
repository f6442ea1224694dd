const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/sentence-similarity-model/pipeline/sentence-similarity", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		inputs: {
			source_sentence: "A man is playing the guitar.",
			sentences: [
				"Someone plays a musical instrument.",
				"A woman is cooking pasta.",
				"The guitar is out of tune.",
			],
		},
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
