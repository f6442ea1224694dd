import { code } from "./shared/code-template.ts";
import { sh } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

const DEFAULT_CHECKPOINT = "opendde.pt";

/** A minimal prediction job (one short protein chain, one seed) as the JSON file's text, written once. */
const TINY_JOB = JSON.stringify(
	[
		{
			name: "tiny",
			modelSeeds: [101],
			sequences: [{ proteinChain: { sequence: "ACDEFGHIK", count: 1 } }],
		},
	],
	null,
	4,
);

/**
 * OpenDDE: write an input job, download the checkpoint of `model.id` (its first `.pt` file, or
 * `opendde.pt`) and run `opendde pred` on it with the external feature searches off.
 */
export const opendde: SnippetGenerator = (model) => {
	const checkpoint = model.siblings?.find((s) => s.rfilename.endsWith(".pt"))?.rfilename ?? DEFAULT_CHECKPOINT;
	return [
		{
			language: "json",
			title: "tiny.json: a minimal input job",
			code: TINY_JOB,
		},
		{
			language: "sh",
			title: "Predict the structure",
			code: code`
				# pip install -U opendde huggingface_hub
				hf download ${sh(model.id)} ${sh(checkpoint)} --local-dir ./opendde-checkpoint
				opendde pred -i tiny.json -o ./output \\
				    --load_checkpoint_path ${sh(`./opendde-checkpoint/${checkpoint}`)} \\
				    --use_msa false --use_template false --use_rna_msa false
			`,
		},
	];
};
