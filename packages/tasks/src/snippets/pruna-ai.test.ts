import { prunaAi } from "./pruna-ai.ts";
import { describeRuleCases } from "./testing/rule-cases.ts";

describeRuleCases("pruna-ai", prunaAi, [
	{
		name: "diffusers",
		model: { id: "PrunaAI/FLUX.1-schnell-smashed", tags: ["diffusers", "pruna-ai"] },
		contains: ["from pruna import PrunaModel", ".images[0]"],
		excludes: ["AutoTokenizer"],
	},
	{
		name: "transformers",
		model: { id: "PrunaAI/Llama-3.2-1B-smashed", tags: ["transformers", "pruna-ai"] },
		contains: ["AutoTokenizer.from_pretrained", "PrunaModel.from_pretrained"],
		excludes: ["images"],
	},
	{
		name: "pro",
		model: { id: "PrunaAI/tiny-llama-smashed-pro", tags: ["transformers", "pruna_pro-ai"] },
		contains: ["from pruna_pro import PrunaProModel", "pip install -U pruna_pro"],
		excludes: ["from pruna import"],
	},
]);
