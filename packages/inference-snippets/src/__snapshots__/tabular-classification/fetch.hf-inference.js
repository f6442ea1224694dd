const response = await fetch("https://router.huggingface.co/hf-inference/models/acme/tabular-classification-model", {
	method: "POST",
	headers: {
		Authorization: "Bearer " + process.env.HF_TOKEN,
		"Content-Type": "application/json",
	},
	body: JSON.stringify({
		inputs: {
			data: {
				rooms: [
					"3",
					"2",
					"4",
				],
				surface_m2: [
					"72",
					"48",
					"95",
				],
				year_built: [
					"1998",
					"1975",
					"2011",
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
