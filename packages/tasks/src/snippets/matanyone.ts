import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** MatAnyone: video matting from a first-frame mask of the target; writes foreground and alpha videos. */
export const matanyone: SnippetGenerator = (model) => [
	python(
		"Matte a video",
		code`
			# pip install git+https://github.com/pq-yang/MatAnyone
			from matanyone import InferenceCore

			processor = InferenceCore(${py(model.id)})
			foreground_path, alpha_path = processor.process_video(
			    input_path="video.mp4",
			    mask_path="first_frame_mask.png",
			    output_path="outputs",
			)
			print(foreground_path, alpha_path)
		`,
	),
];
