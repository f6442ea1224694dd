import { code } from "./shared/code-template.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * COLIPRI: a 3D vision-language encoder for chest CT. `get_model` loads the published weights;
 * the snippet scores a CT volume against two text findings (zero-shot).
 */
export const colipri: SnippetGenerator = () => [
	python(
		"Score a CT scan against findings",
		code`
			# pip install -U colipri
			import torch
			from colipri import get_model, get_processor

			model = get_model().eval()
			processor = get_processor()

			with torch.inference_mode():
			    images = processor.to_images_batch(processor.process_images("chest_ct.nii.gz"))
			    image_embeddings = model.encode_image(images, pool=True, project=True, normalize=True)
			    token_ids, attention_mask = processor.process_text(["No lung nodules", "Lung nodules"])
			    text_embeddings = model.encode_text(token_ids, attention_mask, pool=True, normalize=True)
			print(image_embeddings @ text_embeddings.T)
		`,
	),
];
