# pip install -U pruna diffusers
from pruna import PrunaModel

pipe = PrunaModel.from_pretrained("PrunaAI/FLUX.1-schnell-smashed")
image = pipe("a fruit basket").images[0]
image.save("image.png")
