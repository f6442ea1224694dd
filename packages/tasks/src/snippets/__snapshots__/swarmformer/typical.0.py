# git clone https://github.com/takara-ai/SwarmFormer.git && cd SwarmFormer && pip install -e .
import torch
from swarmformer.config import MODEL_CONFIGS
from swarmformer.inference import get_device, load_trained_model

config = MODEL_CONFIGS["base"]
config.hf_model_id = "acme/demo-model"
device = get_device()
model, test_dataset = load_trained_model(config, device)

tokens, label = test_dataset[0]
with torch.no_grad():
    logits = model(tokens.unsqueeze(0).to(device))
print("predicted:", logits.argmax(dim=-1).item(), "label:", int(label))
