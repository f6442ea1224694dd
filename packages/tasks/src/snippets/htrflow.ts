import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { ModelRecord } from "../model-record.ts";
import type { SnippetGenerator } from "./types.ts";

/** Pipeline types whose models HTRflow runs as a segmentation (YOLO) step; everything else is text recognition. */
const SEGMENTATION_TASKS = new Set(["object-detection", "image-segmentation"]);

/** The HTRflow pipeline step this model fills: layout segmentation or text recognition. */
function step(model: ModelRecord): { name: string; runner: string } {
	return model.pipeline_tag && SEGMENTATION_TASKS.has(model.pipeline_tag)
		? { name: "Segmentation", runner: "yolo" }
		: { name: "TextRecognition", runner: "TrOCR" };
}

/**
 * HTRflow: handwritten text recognition pipelines. The model fills one pipeline step (YOLO
 * segmentation for detection/segmentation models, TrOCR recognition otherwise); the pipeline
 * runs over a page image and exports plain text.
 */
export const htrflow: SnippetGenerator = (model) => {
	const { name, runner } = step(model);
	return [
		python(
			"Run an HTR pipeline",
			code`
				# pip install -U htrflow
				from htrflow.pipeline.pipeline import Pipeline
				from htrflow.volume.volume import Collection

				pipeline = Pipeline.from_config(
				    {
				        "steps": [
				            {
				                "step": ${py(name)},
				                "settings": {"model": ${py(runner)}, "model_settings": {"model": ${py(model.id)}}},
				            },
				            {"step": "Export", "settings": {"format": "txt", "dest": "outputs"}},
				        ]
				    }
				)
				collection = pipeline.run(Collection(["page.jpg"]))
				print(collection)
			`,
		),
	];
};
