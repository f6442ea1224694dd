const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/question-answering-model", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		inputs: {
			question: "Where does the night ferry stop?",
			context: "The night ferry leaves the harbour at ten and stops at the island of Brac before reaching Split.",
		},
	}),
});
if (!response.ok) {
	throw new Error("Request failed with status " + response.status + ": " + (await response.text()));
}
const result = await response.json();
console.log(JSON.stringify(result, null, 2));
