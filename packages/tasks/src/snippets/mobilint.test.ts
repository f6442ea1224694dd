import { mobilint } from "./mobilint.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("mobilint", mobilint, [
	{
		name: "text-generation",
		model: { id: "mobilint/Llama-3.2-3B-Instruct", pipeline_tag: "text-generation" },
		contains: ['pipeline("text-generation"', "trust_remote_code=True"],
		excludes: ["mblt-model-zoo predict"],
	},
	{
		name: "vision",
		model: { id: "mobilint/resnet50", pipeline_tag: "image-classification" },
		contains: ["mblt-model-zoo predict", "--model 'resnet50'"],
		excludes: ["trust_remote_code"],
	},
	{
		name: "other",
		model: { id: "mobilint/whisper-small", pipeline_tag: "automatic-speech-recognition" },
		contains: ["AutoModel.from_pretrained", "trust_remote_code=True"],
	},
]);
