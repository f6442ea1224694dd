import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import { notice } from "./shared/notice.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

/** How a scikit-learn model file is stored: skops (safe loading) or pickle (joblib). */
export type SklearnFormat = "skops" | "pickle";

/**
 * The model file (`config.sklearn.model.file`) and its format: `config.sklearn.model_format` when
 * it is skops or pickle, else guessed from the file extension (`.skops` → skops). `undefined`
 * when no file is named.
 */
export function sklearnModelFile(model: ModelRecord): { file: string; format: SklearnFormat } | undefined {
	const file = model.config?.sklearn?.model?.file;
	if (typeof file !== "string" || file.length === 0) return undefined;
	const declared = model.config?.sklearn?.model_format;
	const format: SklearnFormat =
		declared === "skops" || declared === "pickle" ? declared : file.endsWith(".skops") ? "skops" : "pickle";
	return { file, format };
}

function skopsSnippet(id: string, file: string): GeneratedSnippet {
	return {
		language: "python",
		title: "Load the model (skops)",
		code: code`
			# pip install -U skops scikit-learn huggingface_hub
			from huggingface_hub import hf_hub_download
			from skops.io import get_untrusted_types, load

			path = hf_hub_download(repo_id=${py(id)}, filename=${py(file)})
			# Review these types before trusting them: loading runs their code.
			untrusted = get_untrusted_types(file=path)
			print(untrusted)
			model = load(path, trusted=untrusted)
		`,
	};
}

function pickleSnippet(id: string, file: string): GeneratedSnippet {
	return {
		language: "python",
		title: "Load the model (pickle)",
		code: code`
			# pip install -U joblib scikit-learn huggingface_hub
			import joblib
			from huggingface_hub import hf_hub_download

			# Unpickling runs code from the file: load only models you trust.
			model = joblib.load(hf_hub_download(repo_id=${py(id)}, filename=${py(file)}))
		`,
	};
}

/** scikit-learn: download the model file named in config.json and load it with skops or joblib. */
export const sklearn: SnippetGenerator = (model) => {
	const entry = sklearnModelFile(model);
	if (!entry) return [notice("Model filename not specified in config.json")];
	return [entry.format === "skops" ? skopsSnippet(model.id, entry.file) : pickleSnippet(model.id, entry.file)];
};
