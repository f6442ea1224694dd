import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * Describe Anything (DAM): a detailed caption of one masked region of an image. The mask here is
 * a plain rectangle; in practice it comes from a segmenter such as SAM.
 */
export const describeAnything: SnippetGenerator = (model) => [
	python(
		"Describe a region of an image",
		code`
			# pip install git+https://github.com/NVlabs/describe-anything
			import torch
			from dam import DescribeAnythingModel, disable_torch_init
			from PIL import Image, ImageDraw

			disable_torch_init()
			dam = DescribeAnythingModel(
			    model_path=${py(model.id)},
			    conv_mode="v1",
			    prompt_mode="full+focal_crop",
			).to("cuda" if torch.cuda.is_available() else "cpu")

			image = Image.open("image.jpg").convert("RGB")
			mask = Image.new("L", image.size, 0)
			ImageDraw.Draw(mask).rectangle([image.width // 4, image.height // 4, image.width * 3 // 4, image.height * 3 // 4], fill=255)
			description = dam.get_description(
			    image,
			    mask,
			    "<image>\\nDescribe the masked region in detail.",
			    streaming=False,
			    temperature=0.2,
			    top_p=0.5,
			    num_beams=1,
			    max_new_tokens=512,
			)
			print(description)
		`,
	),
];
