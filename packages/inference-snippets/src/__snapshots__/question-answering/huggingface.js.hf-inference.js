// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.questionAnswering(
	{
		provider: "hf-inference",
		model: "acme/question-answering-model",
		inputs: {
			question: "Where does the night ferry stop?",
			context: "The night ferry leaves the harbour at ten and stops at the island of Brac before reaching Split.",
		},
	},
);

console.log(output);
