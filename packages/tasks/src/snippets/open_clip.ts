import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** OpenCLIP: load the model from the hub (`hf-hub:` prefix) and score an image against three labels. */
export const openClip: SnippetGenerator = (model) => {
	const ref = py(`hf-hub:${model.id}`);
	return [
		python(
			"Zero-shot image classification",
			code`
				# pip install -U open_clip_torch
				import torch
				from PIL import Image
				import open_clip

				model, preprocess = open_clip.create_model_from_pretrained(${ref})
				tokenizer = open_clip.get_tokenizer(${ref})

				image = preprocess(Image.open("image.jpg")).unsqueeze(0)
				text = tokenizer(["a photo of a cat", "a photo of a dog", "a photo of a llama"])
				with torch.no_grad():
				    image_features = model.encode_image(image)
				    text_features = model.encode_text(text)
				    image_features /= image_features.norm(dim=-1, keepdim=True)
				    text_features /= text_features.norm(dim=-1, keepdim=True)
				    probs = (100.0 * image_features @ text_features.T).softmax(dim=-1)
				print(probs)
			`,
		),
	];
};
