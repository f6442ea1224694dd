import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { YOLO_VERSION_WARNING, yoloVersion } from "./shared/yolo-version.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * YOLOv10 (the THU-MIG package, which installs as `ultralytics` and provides the `YOLOv10` class):
 * load the model from the hub and predict on an image. `from_pretrained` comes from
 * huggingface_hub, which the package's own dependencies do not include, so it is installed too. A model without a `yolov<digits>` tag
 * gets the warning comment, as the version is then only assumed.
 */
export const yolov10: SnippetGenerator = (model) => {
	const version = yoloVersion(model);
	return [
		python(
			"Detect objects in an image",
			code`
				# pip install git+https://github.com/THU-MIG/yolov10.git huggingface_hub
				from ultralytics import YOLOv10

				${version ? code`# A YOLOv${version} model` : code`${YOLO_VERSION_WARNING} YOLOv10 is assumed.`}
				model = YOLOv10.from_pretrained(${py(model.id)})
				results = model.predict(source="http://images.cocodataset.org/val2017/000000039769.jpg", save=True)
			`,
		),
	];
};
