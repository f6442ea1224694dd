import { lines, py } from "./shared/literals.ts";
import { repoFilesContaining } from "./shared/rules.ts";
import type { ModelRecord } from "../model-record.ts";
import type { SnippetGenerator } from "./types.ts";

/** The checkpoint file of one AudioSeal part: the first `.pth` naming it, else the default name. */
function checkpoint(model: ModelRecord, part: "generator" | "detector"): string {
	return repoFilesContaining(model, part).find((name) => name.endsWith(".pth")) ?? `${part}_base.pth`;
}

/**
 * AudioSeal: the loaders accept a local checkpoint path, so the snippet downloads the generator
 * and detector checkpoints of this repository, watermarks a signal and detects the mark.
 */
export const audioseal: SnippetGenerator = (model) => [
	{
		language: "python",
		title: "Watermark audio and detect the watermark",
		code: lines(
			"# pip install -U audioseal huggingface_hub",
			"import torch",
			"from audioseal import AudioSeal",
			"from huggingface_hub import hf_hub_download",
			"",
			`generator = AudioSeal.load_generator(hf_hub_download(repo_id=${py(model.id)}, filename=${py(checkpoint(model, "generator"))}))`,
			`detector = AudioSeal.load_detector(hf_hub_download(repo_id=${py(model.id)}, filename=${py(checkpoint(model, "detector"))}))`,
			"",
			"sample_rate = 16000",
			"audio = torch.randn(1, 1, sample_rate)  # (batch, channels, samples): one second of noise",
			"watermarked = audio + generator.get_watermark(audio, sample_rate)",
			"probability, message = detector.detect_watermark(watermarked, sample_rate)",
			"print(probability, message)",
		),
	},
];
