import type { ModelRecord } from "../model-record.ts";
import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { fileNames } from "./shared/rules.ts";
import { YOLO_PLACEHOLDER_VERSION, YOLO_VERSION_WARNING, yoloVersion } from "./shared/yolo-version.ts";
import type { SnippetGenerator } from "./types.ts";

/** The repository's first listed `.pt` file, when the listing has one. */
function listedWeights(model: ModelRecord): string | undefined {
	return fileNames(model).find((name) => name.endsWith(".pt"));
}

/** The weights file to load: the repository's first `.pt` file, else `yolov<version>.pt`. */
export function ultralyticsWeights(model: ModelRecord): string {
	return listedWeights(model) ?? `yolov${yoloVersion(model) ?? YOLO_PLACEHOLDER_VERSION}.pt`;
}

/**
 * Ultralytics: download the weights and load them with `YOLO`. The version comes from a
 * `yolov<digits>` tag; without one the snippet uses a placeholder and says so.
 */
export const ultralytics: SnippetGenerator = (model) => {
	const version = yoloVersion(model);
	// Only a guessed file name carries the placeholder; a listed weights file needs no edit.
	const usesPlaceholder = version === undefined && listedWeights(model) === undefined;
	return [
		python(
			"Detect objects in an image",
			code`
				# pip install -U ultralytics huggingface_hub
				from huggingface_hub import hf_hub_download
				from ultralytics import YOLO

				${version ? code`# A YOLOv${version} model` : usesPlaceholder ? code`${YOLO_VERSION_WARNING} Replace ${YOLO_PLACEHOLDER_VERSION} below with it.` : YOLO_VERSION_WARNING}
				weights = hf_hub_download(repo_id=${py(model.id)}, filename=${py(ultralyticsWeights(model))})
				model = YOLO(weights)
				results = model.predict("https://ultralytics.com/images/bus.jpg")
				results[0].show()
			`,
		),
	];
};
