const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/text-classification-model", {
	method: "POST",
	headers: {
		Authorization: "Bearer hf_example",
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		inputs: "The parcel arrived two days early and in perfect shape.",
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
