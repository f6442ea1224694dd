import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { exampleText } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * ChatTTS: load the assets of this repository as a custom source and synthesize one sentence.
 * `load` checks the `asset/` files against the package's pinned SHA-256 hashes (and returns False
 * on a mismatch), so only the official weights, or an exact copy of them, load this way.
 */
export const chatTts: SnippetGenerator = (model) => [
	python(
		"Synthesize speech",
		code`
			# pip install -U ChatTTS soundfile
			import ChatTTS
			import soundfile as sf
			from huggingface_hub import snapshot_download

			chat = ChatTTS.Chat()
			# load() verifies the asset files against the package's pinned hashes and returns False on a mismatch
			assert chat.load(source="custom", custom_path=snapshot_download(repo_id=${py(model.id)}))
			wavs = chat.infer([${py(exampleText(model, "Hello, this is a chat voice."))}])
			sf.write("output.wav", wavs[0], 24000)
		`,
	),
];
