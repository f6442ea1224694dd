const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/zero-shot-classification-model", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		inputs: "I was charged twice for the same order and would like my money back.",
		parameters: {
			candidate_labels: [
				"refund",
				"legal",
				"faq",
			],
		},
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
