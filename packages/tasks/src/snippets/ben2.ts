import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** BEN2: background removal; `inference` returns the foreground as an RGBA image. */
export const ben2: SnippetGenerator = (model) => [
	python(
		"Remove the background of an image",
		code`
			# pip install git+https://github.com/PramaLLC/BEN2.git
			import torch
			from ben2 import AutoModel
			from PIL import Image

			device = "cuda" if torch.cuda.is_available() else "cpu"
			model = AutoModel.from_pretrained(${py(model.id)})
			model.to(device).eval()

			foreground = model.inference(Image.open("image.jpg"))
			foreground.save("foreground.png")
		`,
	),
];
