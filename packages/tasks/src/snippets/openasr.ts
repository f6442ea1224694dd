import { code } from "./shared/code-template.ts";
import { sh } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * OpenASR: the CLI installs packs from its signed catalog by short id (the repository name, the
 * last segment of `model.id`) and transcribes locally.
 */
export const openasr: SnippetGenerator = (model) => {
	const pack = sh(model.id.split("/").pop() ?? model.id);
	return [
		{
			language: "sh",
			title: "Transcribe with the openasr CLI",
			code: code`
				# brew install quintinshaw/tap/openasr  (or a release binary: https://github.com/QuintinShaw/openasr/releases)
				openasr pull ${pack}
				openasr transcribe audio.wav --model ${pack}
			`,
		},
	];
};
