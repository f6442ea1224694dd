import type { ModelRecord } from "../model-record.ts";
import { code, type Code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/** The VFIMamba_S checkpoint inside the `ckpt/` folder of a checkpoint-collection repository. */
const COLLECTION_CHECKPOINT = "ckpt/VFIMamba_S.pkl";

/** Whether the repository is a checkpoint collection (`ckpt/VFIMamba_S.pkl`, no `model.pkl`). */
function isCollection(model: ModelRecord): boolean {
	const files = model.siblings?.map((s) => s.rfilename) ?? [];
	return files.includes(COLLECTION_CHECKPOINT) && !files.includes("model.pkl");
}

/** Lines that build the model: the repository's own hub loader, or the manual VFIMamba_S path. */
function loadLines(model: ModelRecord): Code {
	if (isCollection(model)) {
		return code`
			from huggingface_hub import hf_hub_download
			from Trainer_finetune import Model, convert
			from benchmark.utils.padder import InputPadder

			model = Model(-1)  # the VFIMamba_S configuration of config.py
			checkpoint = hf_hub_download(repo_id=${py(model.id)}, filename=${py(COLLECTION_CHECKPOINT)})
			model.net.load_state_dict(convert(torch.load(checkpoint)), strict=True)
		`;
	}
	return code`
		from Trainer_finetune import Model
		from benchmark.utils.padder import InputPadder

		# Reads config.json and model.pkl from the repository (needs huggingface_hub and transformers).
		model = Model.from_pretrained(${py(model.id)})
	`;
}

/**
 * VFIMamba: a model repository (`config.json` + `model.pkl`) loads with the repository's
 * `Model.from_pretrained`; the checkpoint collection (`ckpt/VFIMamba_S.pkl`) is loaded by hand
 * into the default VFIMamba_S configuration. Then the middle frame between the repository's two
 * example frames is interpolated.
 */
export const vfiMamba: SnippetGenerator = (model) => [
	python(
		"Interpolate a frame",
		code`
			# git clone https://github.com/MCG-NJU/VFIMamba.git && cd VFIMamba  # then install the README's requirements
			import cv2
			import torch
			${loadLines(model)}
			model.eval()

			frame0 = cv2.imread("example/im1.png")
			frame2 = cv2.imread("example/im2.png")
			img0 = (torch.tensor(frame0.transpose(2, 0, 1)).cuda() / 255.0).unsqueeze(0)
			img2 = (torch.tensor(frame2.transpose(2, 0, 1)).cuda() / 255.0).unsqueeze(0)
			padder = InputPadder(img0.shape, divisor=32)
			img0, img2 = padder.pad(img0, img2)
			middle = padder.unpad(model.inference(img0, img2, True))[0]
			cv2.imwrite("middle.png", (middle.detach().cpu().numpy().transpose(1, 2, 0) * 255.0).astype("uint8"))
		`,
	),
];
