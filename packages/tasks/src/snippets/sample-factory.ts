import { code } from "./shared/code-template.ts";
import { sh } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/** Sample Factory: download a trained agent (config and checkpoint) into a local train directory. */
export const sampleFactory: SnippetGenerator = (model) => [
	{
		language: "sh",
		title: "Download the agent",
		code: code`
			# pip install -U sample-factory
			python -m sample_factory.huggingface.load_from_hub -r ${sh(model.id)} -d ./train_dir
			# Then run the enjoy script of its environment family with --train_dir=./train_dir and the experiment name.
		`,
	},
];
