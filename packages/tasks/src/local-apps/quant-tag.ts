import { parseGGUFQuantLabel } from "../gguf.ts";
import type { ModelRecord } from "../model-record.ts";
import { ggufFiles } from "./display.ts";

/** The quantization most local apps pick by default, when the repository has it. */
const PREFERRED = ["Q4_K_M", "Q4_K_XL", "Q4_K_S", "Q4_0", "Q5_K_M", "Q8_0"];

/**
 * The `:QUANT` suffix for `hf.co/<id>:QUANT`-style references: the label of the given file, else
 * the repository's preferred quantization, else nothing (the app then picks its default).
 */
export function quantTagFor(model: ModelRecord, filepath?: string): string {
	const fromFile = filepath ? parseGGUFQuantLabel(filepath) : undefined;
	if (fromFile) return `:${fromFile}`;
	const labels = ggufFiles(model)
		.map((f) => parseGGUFQuantLabel(f))
		.filter((l): l is NonNullable<typeof l> => l !== undefined);
	const preferred = PREFERRED.find((l) => (labels as string[]).includes(l));
	return preferred ? `:${preferred}` : "";
}

/** The GGUF file to name where an app needs a file: the given one, else the tagged or first one. */
export function ggufFileFor(model: ModelRecord, filepath?: string): string | undefined {
	if (filepath) return filepath;
	const files = ggufFiles(model);
	const tag = quantTagFor(model).slice(1);
	return files.find((f) => tag !== "" && parseGGUFQuantLabel(f) === tag) ?? files[0];
}
