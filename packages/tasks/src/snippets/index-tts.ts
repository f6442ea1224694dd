import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { ModelRecord } from "../model-record.ts";
import type { SnippetGenerator } from "./types.ts";

/** The IndexTTS generation a repository holds, read from its name: 2.5, 2 or the first (1.x). */
export function indexTtsVersion(model: ModelRecord): "2.5" | "2" | "1" {
	const name = model.id.split("/").pop()?.toLowerCase() ?? "";
	if (/(?:^|[^0-9.])2[._]5(?![0-9])/.test(name)) return "2.5";
	if (/(?:^|[^0-9.])2(?![0-9.])/.test(name)) return "2";
	return "1";
}

/**
 * IndexTTS: zero-shot voice cloning from a reference recording. The inference class differs per
 * generation (IndexTTS, IndexTTS2, IndexTTS2.5); the repository is downloaded to `checkpoints`,
 * which the classes read their config and weights from.
 */
export const indexTts: SnippetGenerator = (model) => {
	const version = indexTtsVersion(model);
	const text = py(exampleText(model, "Hello! This voice was cloned from a short reference recording."));
	const download = code`snapshot_download(repo_id=${py(model.id)}, local_dir="checkpoints")`;
	const body =
		version === "1"
			? code`
					from huggingface_hub import snapshot_download
					from indextts.infer import IndexTTS

					${download}
					tts = IndexTTS(model_dir="checkpoints", cfg_path="checkpoints/config.yaml")
					tts.infer("reference_voice.wav", ${text}, "output.wav")
				`
			: code`
					from huggingface_hub import snapshot_download
					from indextts.${version === "2.5" ? "infer_v2_5" : "infer_v2"} import IndexTTS2

					${download}
					tts = IndexTTS2(cfg_path="checkpoints/config.yaml", model_dir="checkpoints")
					tts.infer(spk_audio_prompt="reference_voice.wav", text=${text},${version === "2.5" ? ' lang="EN",' : ""} output_path="output.wav")
				`;
	return [
		python(
			"Clone a voice",
			code`
				# git clone https://github.com/index-tts/index-tts.git && cd index-tts && uv sync --all-extras
				# then run this script with: uv run python script.py
				${body}
			`,
		),
	];
};
