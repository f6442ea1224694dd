// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.tableQuestionAnswering(
	{
		provider: "hf-inference",
		model: "acme/table-question-answering-model",
		inputs: {
			question: "How many moons does Jupiter have?",
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
	},
);

console.log(output);
