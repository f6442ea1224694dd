import type { ModelRecord } from "../model-record.ts";
import { code } from "./shared/code-template.ts";
import { py, pyList } from "./shared/literals.ts";
import { notice } from "./shared/notice.ts";
import { python } from "./shared/python-snippet.ts";
import { hasTag } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/** The audiocraft model families, by tag: the class that loads each and whether it takes a duration. */
export const AUDIOCRAFT_MODELS = {
	musicgen: { className: "MusicGen", descriptions: ["happy rock", "energetic EDM", "sad jazz"], duration: true },
	audiogen: { className: "AudioGen", descriptions: ["dog barking", "siren of an emergency vehicle"], duration: true },
	magnet: { className: "MAGNeT", descriptions: ["disco beat", "energetic EDM"], duration: false },
} as const;

/** Which audiocraft family a model belongs to (the first matching tag), or `undefined`. */
export function audiocraftFamily(model: ModelRecord): keyof typeof AUDIOCRAFT_MODELS | undefined {
	return (Object.keys(AUDIOCRAFT_MODELS) as (keyof typeof AUDIOCRAFT_MODELS)[]).find((tag) => hasTag(model, tag));
}

/** audiocraft: generate audio from text descriptions with MusicGen, AudioGen or MAGNeT, chosen by tag. */
export const audiocraft: SnippetGenerator = (model) => {
	const family = audiocraftFamily(model);
	if (!family) return [notice("Type of model unknown.")];
	const { className, descriptions, duration } = AUDIOCRAFT_MODELS[family];
	return [
		python(
			`Generate audio with ${className}`,
			code`
				# pip install -U audiocraft
				from audiocraft.data.audio import audio_write
				from audiocraft.models import ${className}

				model = ${className}.get_pretrained(${py(model.id)})
				${duration ? "model.set_generation_params(duration=8)  # seconds\n" : ""}descriptions = ${pyList(descriptions)}
				wav = model.generate(descriptions)

				for index, one_wav in enumerate(wav):
				    audio_write(f"sample_{index}", one_wav.cpu(), model.sample_rate, strategy="loudness")
			`,
		),
	];
};
