import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { repoFileWithExtension } from "./shared/rules.ts";
import type { ModelRecord } from "../model-record.ts";
import type { SnippetGenerator } from "./types.ts";

/** The architecture settings of each Depth Anything V2 encoder size (from the project's own run script); `outChannels` is a Python list. */
const ENCODERS = {
	vits: { features: 64, outChannels: "[48, 96, 192, 384]" },
	vitb: { features: 128, outChannels: "[96, 192, 384, 768]" },
	vitl: { features: 256, outChannels: "[256, 512, 1024, 1024]" },
	vitg: { features: 384, outChannels: "[1536, 1536, 1536, 1536]" },
} as const;

type Encoder = keyof typeof ENCODERS;

const SIZE_WORDS: [string, Encoder][] = [
	["small", "vits"],
	["base", "vitb"],
	["giant", "vitg"],
	["large", "vitl"],
];

/** The encoder size: from the checkpoint's file name when the listing is known, else from the id. */
function encoderOf(model: ModelRecord): Encoder {
	const file = repoFileWithExtension(model, [".pth"]);
	const fromFile = file?.match(/_(vit[sblg])\.pth$/)?.[1];
	if (fromFile && Object.hasOwn(ENCODERS, fromFile)) return fromFile as Encoder;
	const id = model.id.toLowerCase();
	return SIZE_WORDS.find(([word]) => id.includes(word))?.[1] ?? "vitl";
}

/**
 * Depth Anything V2: build the network for the checkpoint's encoder size, load the `.pth`
 * weights from the hub and predict a relative depth map for one image.
 */
export const depthAnythingV2: SnippetGenerator = (model) => {
	const encoder = encoderOf(model);
	const { features, outChannels } = ENCODERS[encoder];
	const file = repoFileWithExtension(model, [".pth"]) ?? `depth_anything_v2_${encoder}.pth`;
	return [
		python(
			"Estimate depth",
			code`
				# git clone https://github.com/DepthAnything/Depth-Anything-V2 && cd Depth-Anything-V2 && pip install -r requirements.txt
				import cv2
				import torch
				from depth_anything_v2.dpt import DepthAnythingV2
				from huggingface_hub import hf_hub_download

				model = DepthAnythingV2(encoder=${py(encoder)}, features=${features}, out_channels=${outChannels})
				checkpoint = hf_hub_download(repo_id=${py(model.id)}, filename=${py(file)})
				model.load_state_dict(torch.load(checkpoint, map_location="cpu"))
				model.eval()

				depth = model.infer_image(cv2.imread("image.jpg"))  # H x W relative depth
				print(depth.shape)
			`,
		),
	];
};
