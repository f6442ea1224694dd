import { code } from "./shared/code-template.ts";
import type { ModelRecord } from "../model-record.ts";
import { py, sh } from "./shared/literals.ts";
import type { GeneratedSnippet, SnippetGenerator } from "./types.ts";

const PRITHVI = /^Prithvi-EO-(\d)\.0-(\d+)M(-TL)?$/i;
const DEFAULT_CONFIG = "config.yaml";
const DEFAULT_CHECKPOINT = "model.ckpt";

/** The TerraTorch backbone registry name of a Prithvi foundation-model repository, if it is one. */
export function prithviBackbone(id: string): string | undefined {
	const match = PRITHVI.exec(id.split("/").pop() ?? "");
	if (!match) return undefined;
	return `prithvi_eo_v${match[1]}_${match[2]}${match[3] ? "_tl" : ""}`;
}

function backbone(name: string): GeneratedSnippet {
	return {
		language: "python",
		title: "Build the backbone",
		code: code`
			# pip install -U terratorch
			import torch
			from terratorch.registry import BACKBONE_REGISTRY

			model = BACKBONE_REGISTRY.build(${py(name)}, pretrained=True)  # downloads the weights from the hub
			features = model(torch.randn(1, 6, 224, 224))  # six HLS bands, 224 x 224 pixels
			print([f.shape for f in features])
		`,
	};
}

function finetuned(model: ModelRecord): GeneratedSnippet {
	const files = model.siblings?.map((s) => s.rfilename) ?? [];
	const config = files.find((f) => /\.ya?ml$/.test(f)) ?? DEFAULT_CONFIG;
	const checkpoint = files.find((f) => /\.(ckpt|pt)$/.test(f)) ?? DEFAULT_CHECKPOINT;
	return {
		language: "sh",
		title: "Predict with the fine-tuned model",
		code: code`
			# pip install -U terratorch huggingface_hub
			hf download ${sh(model.id)} --local-dir ./model
			terratorch predict -c ${sh(`./model/${config}`)} --ckpt_path ${sh(`./model/${checkpoint}`)} \\
			    --predict_output_dir ./predictions --data.init_args.predict_data_root ./inputs
		`,
	};
}

/**
 * TerraTorch: Prithvi foundation models (`Prithvi-EO-<v>.0-<size>M[-TL]`) are built from the
 * backbone registry; other repositories are fine-tuned models (a Lightning config and a
 * checkpoint) run with `terratorch predict` on a folder of input images.
 */
export const terratorch: SnippetGenerator = (model) => {
	const name = prithviBackbone(model.id);
	return name ? [backbone(name)] : [finetuned(model)];
};
