import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import { fileNames, repoName } from "./shared/rules.ts";
import type { SnippetGenerator } from "./types.ts";

/** The mlx-image architecture name of a repository: its name without the `-mlxim` suffix (`resnet18-mlxim` → `resnet18`). */
export function mlxImageArchitecture(model: ModelRecord): string {
	return repoName(model.id).replace(/-mlxim$/, "");
}

/**
 * The weights file to load: the repository's first top-level `.safetensors` or `.npz` file, else
 * `model.safetensors`. Only top-level files qualify: mlx-image splits an `hf://` path at its last
 * slash, so a file in a folder would be read as part of the repository id.
 */
export function mlxImageWeights(model: ModelRecord): string {
	return fileNames(model).find((name) => /^[^/]+\.(safetensors|npz)$/.test(name)) ?? "model.safetensors";
}

/** mlx-image: build the architecture and load this repository's weights with an `hf://` path. */
export const mlxImage: SnippetGenerator = (model) => [
	python(
		"Load the model",
		code`
			# pip install -U mlx-image
			from mlxim.model import create_model

			model = create_model(
			    ${py(mlxImageArchitecture(model))},
			    weights=${py(`hf://${model.id}/${mlxImageWeights(model)}`)},
			)
			model.eval()
		`,
	),
];
