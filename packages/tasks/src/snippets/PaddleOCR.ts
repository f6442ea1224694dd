import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { ModelRecord } from "../model-record.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * Which PaddleOCR module class runs a model, keyed by the official model-name patterns (the
 * repository name is the model name, e.g. `PP-OCRv5_server_det`). The first match wins.
 */
const MODULES = [
	{ test: /_seal_det$/i, module: "SealTextDetection" },
	{ test: /_det$/i, module: "TextDetection" },
	{ test: /_rec$/i, module: "TextRecognition" },
	{ test: /doc_ori/i, module: "DocImgOrientationClassification" },
	{ test: /textline_ori/i, module: "TextLineOrientationClassification" },
	{ test: /^uvdoc/i, module: "TextImageUnwarping" },
	{ test: /layout/i, module: "LayoutDetection" },
	{ test: /^slanet/i, module: "TableStructureRecognition" },
	{ test: /formulanet|unimernet/i, module: "FormulaRecognition" },
] as const satisfies readonly { test: RegExp; module: string }[];

/** A PaddleOCR module class name. */
type PaddleOcrModule = (typeof MODULES)[number]["module"];

/** The PaddleOCR module class for a model, or `undefined` when its name follows no known pattern. */
export function paddleOcrModule(model: ModelRecord): PaddleOcrModule | undefined {
	const name = model.id.split("/").pop() ?? "";
	return MODULES.find(({ test }) => test.test(name))?.module;
}

/**
 * PaddleOCR 3: each model family runs through its own module class (text detection, text
 * recognition, layout detection, ...), loaded from the downloaded repository with its official
 * model name. Models whose name follows no known pattern get the download and a docs pointer.
 */
export const PaddleOCR: SnippetGenerator = (model) => {
	const module = paddleOcrModule(model);
	const name = model.id.split("/").pop() ?? model.id;
	if (!module) {
		return [
			python(
				"Download the model",
				code`
					# pip install -U paddleocr paddlepaddle
					from huggingface_hub import snapshot_download

					model_dir = snapshot_download(repo_id=${py(model.id)})
					# Pick the PaddleOCR module or pipeline for this model and pass model_dir to it:
					# https://www.paddleocr.ai/
					print(model_dir)
				`,
			),
		];
	}
	return [
		python(
			`Run ${module}`,
			code`
				# pip install -U paddleocr paddlepaddle
				from huggingface_hub import snapshot_download
				from paddleocr import ${module}

				model = ${module}(model_name=${py(name)}, model_dir=snapshot_download(repo_id=${py(model.id)}))
				output = model.predict(input="image.png", batch_size=1)
				for result in output:
				    result.print()
				    result.save_to_json(save_path="output/")
			`,
		),
	];
};
