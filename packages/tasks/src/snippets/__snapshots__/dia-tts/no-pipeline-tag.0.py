# pip install git+https://github.com/nari-labs/dia.git
from dia.model import Dia

model = Dia.from_pretrained("acme/demo-model", compute_dtype="float16")
text = "[S1] Dia turns a script into speech. [S2] Two voices, one model. (laughs) [S1] Try it."
output = model.generate(text, verbose=True)
model.save_audio("dialogue.mp3", output)
