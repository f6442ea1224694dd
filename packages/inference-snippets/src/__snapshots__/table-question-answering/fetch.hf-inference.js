const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/table-question-answering-model", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		inputs: {
			query: "How many moons does Jupiter have?",
			table: {
				planet: [
					"Mars",
					"Jupiter",
					"Saturn",
				],
				moons: [
					"2",
					"95",
					"146",
				],
			},
		},
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
