import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { notice } from "./shared/notice.ts";
import { python } from "./shared/python-snippet.ts";
import { isTask } from "./shared/rules.ts";
import type { ModelRecord } from "../model-record.ts";
import type { SnippetGenerator } from "./types.ts";

/** The NeMo domains this generator has a snippet for, by tag. */
export const NEMO_DOMAINS = ["automatic-speech-recognition"] as const;

/** The NeMo domain of a model (its task tag), or `undefined` when none is supported. */
export function nemoDomain(model: ModelRecord): (typeof NEMO_DOMAINS)[number] | undefined {
	return NEMO_DOMAINS.find((domain) => isTask(model, domain));
}

/** NeMo: speech recognition models load through `ASRModel.from_pretrained`; other domains get the spec's notice. */
export const nemo: SnippetGenerator = (model) => {
	if (nemoDomain(model) !== "automatic-speech-recognition") {
		return [notice("tag did not correspond to a valid NeMo domain.")];
	}
	return [
		python(
			"Transcribe audio",
			code`
				# pip install -U "nemo_toolkit[asr]"
				import nemo.collections.asr as nemo_asr

				asr_model = nemo_asr.models.ASRModel.from_pretrained(model_name=${py(model.id)})
				transcriptions = asr_model.transcribe(["sample.wav"])
				print(transcriptions[0].text)
			`,
		),
	];
};
