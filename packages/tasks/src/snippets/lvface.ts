import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { repoFileWithExtension } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * LVFace: face-recognition embeddings from the ONNX export, run with the project's ONNX
 * inferencer (`LVFaceONNXInferencer(model_path, use_gpu=...)`, `infer_from_image`). When the file
 * listing names an `.onnx` file, only that file is downloaded (repositories such as
 * ByteDance/LVFace hold several model sizes); otherwise every `.onnx` file is fetched and the
 * first is used.
 */
export const lvface: SnippetGenerator = (model) => {
	const file = repoFileWithExtension(model, [".onnx"]);
	const load = file
		? code`
				from huggingface_hub import hf_hub_download
				from inference_onnx import LVFaceONNXInferencer

				model_path = hf_hub_download(repo_id=${py(model.id)}, filename=${py(file)})
				inferencer = LVFaceONNXInferencer(model_path, use_gpu=False)
			`
		: code`
				from pathlib import Path

				from huggingface_hub import snapshot_download
				from inference_onnx import LVFaceONNXInferencer

				model_dir = snapshot_download(repo_id=${py(model.id)}, allow_patterns=["*.onnx"])
				inferencer = LVFaceONNXInferencer(str(next(Path(model_dir).rglob("*.onnx"))), use_gpu=False)
			`;
	return [
		python(
			"Embed a face",
			code`
				# git clone https://github.com/bytedance/LVFace && cd LVFace && pip install -r requirements.txt
				${load}
				embedding = inferencer.infer_from_image("face.jpg")
				print(embedding.shape)
			`,
		),
	];
};
