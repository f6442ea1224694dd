# git clone https://github.com/MCG-NJU/VFIMamba.git && cd VFIMamba  # then install the README's requirements
import cv2
import torch
from huggingface_hub import hf_hub_download
from Trainer_finetune import Model, convert
from benchmark.utils.padder import InputPadder

model = Model(-1)  # the VFIMamba_S configuration of config.py
checkpoint = hf_hub_download(repo_id="MCG-NJU/VFIMamba_ckpts", filename="ckpt/VFIMamba_S.pkl")
model.net.load_state_dict(convert(torch.load(checkpoint)), strict=True)
model.eval()

frame0 = cv2.imread("example/im1.png")
frame2 = cv2.imread("example/im2.png")
img0 = (torch.tensor(frame0.transpose(2, 0, 1)).cuda() / 255.0).unsqueeze(0)
img2 = (torch.tensor(frame2.transpose(2, 0, 1)).cuda() / 255.0).unsqueeze(0)
padder = InputPadder(img0.shape, divisor=32)
img0, img2 = padder.pad(img0, img2)
middle = padder.unpad(model.inference(img0, img2, True))[0]
cv2.imwrite("middle.png", (middle.detach().cpu().numpy().transpose(1, 2, 0) * 255.0).astype("uint8"))
