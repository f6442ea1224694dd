import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** AraClip: Arabic text-image CLIP; ranks Arabic captions against one image. */
export const araclip: SnippetGenerator = (model) => [
	python(
		"Match Arabic captions to an image",
		code`
			# pip install git+https://github.com/Arabic-Clip/Araclip.git
			import numpy as np
			from araclip import AraClip
			from PIL import Image

			model = AraClip.from_pretrained(${py(model.id)})
			labels = ["قطة جالسة", "قطة تقفز", "كلب", "حصان"]
			image_features = model.embed(image=Image.open("cat.png"))
			text_features = np.stack([model.embed(text=label) for label in labels])
			print(labels[int(np.argmax(text_features @ image_features))])
		`,
	),
];
