import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

const INSTALL =
	"# git clone https://github.com/facebookresearch/perception_models.git && cd perception_models && pip install -e .";

function clip(name: string): GeneratedSnippet {
	return {
		language: "python",
		title: "Use the model as CLIP",
		code: code`
			${INSTALL}
			import torch
			from PIL import Image
			import core.vision_encoder.pe as pe
			import core.vision_encoder.transforms as transforms

			model = pe.CLIP.from_config(${py(name)}, pretrained=True)  # downloads the weights from the hub
			preprocess = transforms.get_image_transform(model.image_size)
			tokenizer = transforms.get_text_tokenizer(model.context_length)

			image = preprocess(Image.open("image.jpg")).unsqueeze(0)
			text = tokenizer(["a photo of a cat", "a photo of a dog", "a photo of a llama"])
			with torch.no_grad():
			    image_features, text_features, logit_scale = model(image, text)
			    probs = (logit_scale * image_features @ text_features.T).softmax(dim=-1)
			print(probs)
		`,
	};
}

function visionEncoder(name: string): GeneratedSnippet {
	return {
		language: "python",
		title: "Use the model as a vision encoder",
		code: code`
			${INSTALL}
			import torch
			from PIL import Image
			import core.vision_encoder.pe as pe
			import core.vision_encoder.transforms as transforms

			model = pe.VisionTransformer.from_config(${py(name)}, pretrained=True)  # downloads the weights from the hub
			preprocess = transforms.get_image_transform(model.image_size)

			image = preprocess(Image.open("image.jpg")).unsqueeze(0)
			with torch.no_grad():
			    features = model(image)
			print(features.shape)
		`,
	};
}

function audioVisual(name: string): GeneratedSnippet {
	return {
		language: "python",
		title: "Embed video and text",
		code: code`
			${INSTALL}
			import torch
			from core.audio_visual_encoder import PEAudioVisual, PEAudioVisualTransform

			model = PEAudioVisual.from_config(${py(name)}, pretrained=True)
			transform = PEAudioVisualTransform.from_config(${py(name)})

			inputs = transform(videos=["video.mp4"], text=["a person talking with a train in the background"])
			with torch.inference_mode():
			    outputs = model(**inputs)
			print(torch.einsum("ij,ij->i", outputs.visual_embeds, outputs.visual_text_embeds))
		`,
	};
}

function audioFrame(name: string): GeneratedSnippet {
	return {
		language: "python",
		title: "Find when a sound occurs",
		code: code`
			${INSTALL}
			import torch
			from core.audio_visual_encoder import PEAudioFrame, PEAudioFrameTransform

			model = PEAudioFrame.from_config(${py(name)}, pretrained=True)
			transform = PEAudioFrameTransform.from_config(${py(name)})

			inputs = transform(audio=["audio.wav"], text=["a person talking"])
			with torch.inference_mode():
			    outputs = model(**inputs)
			print(outputs.spans)
		`,
	};
}

/**
 * Perception Encoder: the configuration name is the repository name. Core models are CLIP models
 * (and vision encoders); Lang and Spatial models are vision encoders; `pe-av-*` models embed
 * audio, video and text; `pe-a-frame-*` models localize sounds in time.
 */
export const perceptionEncoder: SnippetGenerator = (model: ModelRecord) => {
	const name = model.id.split("/").pop() ?? model.id;
	const lower = name.toLowerCase();
	if (lower.startsWith("pe-av")) return [audioVisual(name)];
	if (lower.startsWith("pe-a-frame")) return [audioFrame(name)];
	if (lower.startsWith("pe-core")) return [clip(name), visionEncoder(name)];
	return [visionEncoder(name)];
};
