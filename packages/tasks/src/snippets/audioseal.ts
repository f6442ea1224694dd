import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { repoFilesContaining } from "./shared/rules.ts";
import type { ModelRecord } from "../model-record.ts";
import type { SnippetGenerator } from "./types.ts";

/** The repository whose checkpoints the package's bundled model cards point to. */
const OFFICIAL_REPO = "facebook/audioseal";

/** The checkpoint file of one AudioSeal part: the first `.pth` naming it, else the default name. */
function checkpoint(model: ModelRecord, part: "generator" | "detector"): string {
	return repoFilesContaining(model, part).find((name) => name.endsWith(".pth")) ?? `${part}_base.pth`;
}

/**
 * AudioSeal: the official repository's checkpoints carry no model config (the package's model
 * cards `audioseal_wm_16bits` / `audioseal_detector_16bits` hold it and point to those files), so
 * that repository loads by card name. Other repositories load by checkpoint path, which works for
 * checkpoints that embed their training config (`xp.cfg`), as AudioCraft-trained ones do.
 */
export const audioseal: SnippetGenerator = (model) => {
	// The owner/name pair is the id's last two segments (real ids have no more).
	const official = model.id.toLowerCase().split("/").slice(-2).join("/") === OFFICIAL_REPO;
	const load = official
		? code`
				from audioseal import AudioSeal

				# The bundled model cards load this repository's 16-bit generator and detector
				generator = AudioSeal.load_generator("audioseal_wm_16bits")
				detector = AudioSeal.load_detector("audioseal_detector_16bits")
			`
		: code`
				from audioseal import AudioSeal
				from huggingface_hub import hf_hub_download

				# Loading by path needs checkpoints that embed their config (xp.cfg), as AudioCraft-trained ones do
				generator = AudioSeal.load_generator(hf_hub_download(repo_id=${py(model.id)}, filename=${py(checkpoint(model, "generator"))}))
				detector = AudioSeal.load_detector(hf_hub_download(repo_id=${py(model.id)}, filename=${py(checkpoint(model, "detector"))}))
			`;
	return [
		python(
			"Watermark audio and detect the watermark",
			code`
				# pip install -U audioseal huggingface_hub
				import torch
				${load}

				sample_rate = 16000
				audio = torch.randn(1, 1, sample_rate)  # (batch, channels, samples): one second of noise
				watermarked = audio + generator.get_watermark(audio, sample_rate)
				probability, message = detector.detect_watermark(watermarked, sample_rate)
				print(probability, message)
			`,
		),
	];
};
