import { code } from "./shared/code-template.ts";
import { sh } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/** ML-Agents: download a trained agent from the hub with the `mlagents-load-from-hf` command. */
export const mlAgents: SnippetGenerator = (model) => [
	{
		language: "sh",
		title: "Download the agent",
		code: code`
			# pip install -U mlagents
			mlagents-load-from-hf --repo-id=${sh(model.id)} --local-dir=./downloads
			# Then drop the .onnx file from ./downloads into your Unity project to drive the agent.
		`,
	},
];
