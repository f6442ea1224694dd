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
