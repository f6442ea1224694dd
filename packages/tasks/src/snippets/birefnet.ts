import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * BiRefNet: the checkpoints carry their own modeling code, loaded through transformers with
 * `trust_remote_code`; the snippet cuts the foreground of one image out with the predicted mask.
 */
export const birefnet: SnippetGenerator = (model) => [
	python(
		"Remove the background of an image",
		code`
			# pip install -U transformers torch torchvision timm kornia einops pillow
			import torch
			from PIL import Image
			from torchvision import transforms
			from transformers import AutoModelForImageSegmentation

			model = AutoModelForImageSegmentation.from_pretrained(${py(model.id)}, trust_remote_code=True)
			model.eval()

			preprocess = transforms.Compose(
			    [
			        transforms.Resize((1024, 1024)),
			        transforms.ToTensor(),
			        transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]),
			    ]
			)
			image = Image.open("image.jpg").convert("RGB")
			with torch.no_grad():
			    mask = model(preprocess(image).unsqueeze(0))[-1].sigmoid()[0, 0]
			image.putalpha(transforms.ToPILImage()(mask).resize(image.size))
			image.save("foreground.png")
		`,
	),
];
