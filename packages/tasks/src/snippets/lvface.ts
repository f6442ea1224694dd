import { lines, py } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * LVFace: face-recognition embeddings from the ONNX export, run with the project's ONNX
 * inferencer. The snippet takes the repository's first `.onnx` file.
 */
export const lvface: SnippetGenerator = (model) => [
	{
		language: "python",
		title: "Embed a face",
		code: lines(
			"# git clone https://github.com/bytedance/LVFace && cd LVFace && pip install -r requirements.txt",
			"from pathlib import Path",
			"",
			"from huggingface_hub import snapshot_download",
			"from inference_onnx import LVFaceONNXInferencer",
			"",
			`model_dir = snapshot_download(repo_id=${py(model.id)}, allow_patterns=["*.onnx"])`,
			'inferencer = LVFaceONNXInferencer(str(next(Path(model_dir).rglob("*.onnx"))), use_gpu=False)',
			'embedding = inferencer.infer_from_image("face.jpg")',
			"print(embedding.shape)",
		),
	},
];
