// npm install @huggingface/inference
import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const output = await client.summarization(
	{
		endpointUrl: "https://inference.atrium.example/hf-inference/models/acme/summarization-model",
		inputs: "The town council met on Tuesday to discuss the new cycle lanes. After two hours of debate, members agreed to build a first lane along the river next spring and to measure its use for a year before extending the network.",
	},
);

console.log(output);
