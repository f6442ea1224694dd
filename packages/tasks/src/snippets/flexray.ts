import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** FleXray: X-ray anatomy segmentation; loads a model bundle from the hub and predicts masks for one image. */
export const flexray: SnippetGenerator = (model) => [
	python(
		"Segment an X-ray",
		code`
			# pip install -U flexray
			from fxr.inference import FleXraySegmenter

			segmenter = FleXraySegmenter.from_pretrained(${py(model.id)})
			prediction = segmenter.predict("xray.png")
			print(prediction.masks.shape)  # batch x labels x height x width
		`,
	),
];
