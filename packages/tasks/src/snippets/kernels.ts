import { code } from "./shared/code-template.ts";
import { py } from "./shared/literals.ts";
import { python } from "./shared/python-snippet.ts";
import type { SnippetGenerator } from "./types.ts";

/**
 * Kernels: fetch a compiled compute kernel from the hub for the local torch/CUDA build. Each
 * kernel exposes its own functions, so the snippet lists them instead of guessing one.
 */
export const kernels: SnippetGenerator = (model) => [
	python(
		"Load the kernel",
		code`
			# pip install -U kernels
			from kernels import get_kernel

			# version=1 picks the newest build on the kernel's v1 branch; see its model card
			kernel = get_kernel(${py(model.id)}, version=1)
			print([name for name in dir(kernel) if not name.startswith("_")])
		`,
	),
];
