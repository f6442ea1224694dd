import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_POLICY = "policy.onnx";

/**
 * Microduck: a shared walking policy is an ONNX file (`obs` [1, 61] → actions [1, 14]); the
 * snippet downloads it and runs one step with ONNX Runtime.
 */
export const microduck: SnippetGenerator = (model) => {
	const file =
		model.siblings?.find((s) => s.rfilename === DEFAULT_POLICY)?.rfilename ??
		model.siblings?.find((s) => s.rfilename.endsWith(".onnx"))?.rfilename ??
		DEFAULT_POLICY;
	return [
		python(
			"Run the policy with ONNX Runtime",
			code`
				# pip install -U onnxruntime huggingface_hub numpy
				import numpy as np
				import onnxruntime as ort
				from huggingface_hub import hf_hub_download

				policy = hf_hub_download(repo_id=${py(model.id)}, filename=${py(file)})
				session = ort.InferenceSession(policy)

				# 48 proprioception values followed by the 13-value command block
				obs = np.zeros((1, 61), dtype=np.float32)
				actions = session.run(None, {"obs": obs})[0]
				print(actions.shape)  # (1, 14) joint-position targets
			`,
		),
	];
};
