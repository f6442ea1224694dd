import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * LeRobot: a policy checkpoint records its type (ACT, Diffusion, SmolVLA, pi0, ...) in its config;
 * the snippet reads it and loads the matching policy class.
 */
export const lerobot: SnippetGenerator = (model) => [
	python(
		"Load the policy",
		code`
			# pip install -U lerobot
			from lerobot.configs.policies import PreTrainedConfig
			from lerobot.policies.factory import get_policy_class

			config = PreTrainedConfig.from_pretrained(${py(model.id)})
			policy = get_policy_class(config.type).from_pretrained(${py(model.id)})
			policy.eval()
			print(config.type, config.input_features, config.output_features)
		`,
	),
];
