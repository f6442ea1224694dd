import { code } from "./shared/code-template.ts";
import { sh } from "./shared/literals.ts";
import type { SnippetGenerator } from "./types.ts";

const SMALL_CHECKPOINT = "Phantom-Wan-1.3B.pth";
const PROMPT =
	"A girl in a light green dress crouches beside daisies, holding up a toy camera next to a brown and white dog.";

/**
 * Phantom-Wan: subject-to-video generation with the repository's `generate.py`. It needs the
 * Wan2.1 1.3B base model (VAE and text encoder) plus the Phantom checkpoint from `model.id`. A
 * repository whose known files hold no 1.3B `.pth` file is run as the 14B model (a folder of
 * shards); otherwise the 1.3B file is used.
 */
export const phantomWan: SnippetGenerator = (model) => {
	const files = model.siblings?.map((s) => s.rfilename) ?? [];
	const small = files.find((f) => /1\.3B.*\.pth$/i.test(f)) ?? (files.length === 0 ? SMALL_CHECKPOINT : undefined);
	const run = small
		? code`
				python generate.py --task s2v-1.3B --size '832*480' \\
				    --ckpt_dir ./Wan2.1-T2V-1.3B --phantom_ckpt ${sh(`./Phantom-Wan-Models/${small}`)} \\
			`
		: code`
				python generate.py --task s2v-14B --size '832*480' --frame_num 121 --sample_fps 24 \\
				    --ckpt_dir ./Wan2.1-T2V-1.3B --phantom_ckpt ./Phantom-Wan-Models \\
			`;
	return [
		{
			language: "sh",
			title: "Generate a video from reference images",
			code: code`
				# git clone https://github.com/Phantom-video/Phantom.git && cd Phantom && pip install -r requirements.txt
				hf download Wan-AI/Wan2.1-T2V-1.3B --local-dir ./Wan2.1-T2V-1.3B
				hf download ${sh(model.id)} --local-dir ./Phantom-Wan-Models
				${run}
				    --ref_image 'examples/ref1.png,examples/ref2.png' --prompt ${sh(PROMPT)} --base_seed 42
			`,
		},
	];
};
