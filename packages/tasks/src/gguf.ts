/**
 * GGUF enumerations: the file quantization types (the `general.file_type` of a GGUF header) and
 * the tensor types (`ggml_type` of each tensor). Numbers are the on-disk values; gaps in the
 * tensor types are types that were removed.
 */

/** File quantization types, by name. 1000–1005 are the extra-large dynamic quantizations. */
export const GGUF_FILE_QUANTIZATION_TYPES = {
	F32: 0,
	F16: 1,
	Q4_0: 2,
	Q4_1: 3,
	Q4_1_SOME_F16: 4,
	Q4_2: 5,
	Q4_3: 6,
	Q8_0: 7,
	Q5_0: 8,
	Q5_1: 9,
	Q2_K: 10,
	Q3_K_S: 11,
	Q3_K_M: 12,
	Q3_K_L: 13,
	Q4_K_S: 14,
	Q4_K_M: 15,
	Q5_K_S: 16,
	Q5_K_M: 17,
	Q6_K: 18,
	IQ2_XXS: 19,
	IQ2_XS: 20,
	Q2_K_S: 21,
	IQ3_XS: 22,
	IQ3_XXS: 23,
	IQ1_S: 24,
	IQ4_NL: 25,
	IQ3_S: 26,
	IQ3_M: 27,
	IQ2_S: 28,
	IQ2_M: 29,
	IQ4_XS: 30,
	IQ1_M: 31,
	BF16: 32,
	Q4_0_4_4: 33,
	Q4_0_4_8: 34,
	Q4_0_8_8: 35,
	TQ1_0: 36,
	TQ2_0: 37,
	MXFP4_MOE: 38,
	NVFP4: 39,
	Q1_0: 40,
	Q2_0: 41,
	Q2_K_XL: 1000,
	Q3_K_XL: 1001,
	Q4_K_XL: 1002,
	Q5_K_XL: 1003,
	Q6_K_XL: 1004,
	Q8_K_XL: 1005,
} as const;

export type GGUFFileQuantizationType = keyof typeof GGUF_FILE_QUANTIZATION_TYPES;

/** Tensor types, by name. */
export const GGML_TENSOR_TYPES = {
	F32: 0,
	F16: 1,
	Q4_0: 2,
	Q4_1: 3,
	Q5_0: 6,
	Q5_1: 7,
	Q8_0: 8,
	Q8_1: 9,
	Q2_K: 10,
	Q3_K: 11,
	Q4_K: 12,
	Q5_K: 13,
	Q6_K: 14,
	Q8_K: 15,
	IQ2_XXS: 16,
	IQ2_XS: 17,
	IQ3_XXS: 18,
	IQ1_S: 19,
	IQ4_NL: 20,
	IQ3_S: 21,
	IQ2_S: 22,
	IQ4_XS: 23,
	I8: 24,
	I16: 25,
	I32: 26,
	I64: 27,
	F64: 28,
	IQ1_M: 29,
	BF16: 30,
	TQ1_0: 34,
	TQ2_0: 35,
	MXFP4: 39,
	NVFP4: 40,
	Q1_0: 41,
	Q2_0: 42,
} as const;

export type GGMLTensorType = keyof typeof GGML_TENSOR_TYPES;

/**
 * Approximate storage cost of each file quantization type, in bits per weight, for ordering
 * files from biggest to smallest. Mixed types (K-quants, i-quants) average their tensors.
 */
const BITS_PER_WEIGHT: Record<GGUFFileQuantizationType, number> = {
	F32: 32,
	F16: 16,
	BF16: 16,
	Q8_K_XL: 9,
	Q8_0: 8.5,
	Q6_K_XL: 7,
	Q6_K: 6.56,
	Q4_3: 6,
	Q5_1: 6,
	Q5_K_XL: 5.9,
	Q5_K_M: 5.69,
	Q5_K_S: 5.54,
	Q5_0: 5.5,
	Q4_2: 5,
	Q4_1: 5,
	Q4_1_SOME_F16: 5,
	Q4_K_XL: 4.95,
	Q4_K_M: 4.85,
	Q4_K_S: 4.58,
	Q4_0: 4.5,
	Q4_0_4_4: 4.5,
	Q4_0_4_8: 4.5,
	Q4_0_8_8: 4.5,
	IQ4_NL: 4.5,
	NVFP4: 4.5,
	MXFP4_MOE: 4.25,
	IQ4_XS: 4.25,
	Q3_K_XL: 4.3,
	Q3_K_L: 4.27,
	Q3_K_M: 3.91,
	IQ3_M: 3.66,
	Q3_K_S: 3.5,
	IQ3_S: 3.44,
	IQ3_XS: 3.3,
	Q2_K_XL: 3.2,
	IQ3_XXS: 3.06,
	Q2_K: 2.96,
	IQ2_M: 2.7,
	Q2_K_S: 2.6,
	Q2_0: 2.5,
	IQ2_S: 2.5,
	IQ2_XS: 2.31,
	TQ2_0: 2.06,
	IQ2_XXS: 2.06,
	IQ1_M: 1.75,
	TQ1_0: 1.69,
	IQ1_S: 1.56,
	Q1_0: 1.5,
};

/** Every file quantization label, longest first so that `Q4_K_M` wins over `Q4_K`. */
const LABELS = (Object.keys(GGUF_FILE_QUANTIZATION_TYPES) as GGUFFileQuantizationType[]).sort(
	(a, b) => b.length - a.length,
);

/**
 * The quantization label in a GGUF file name, or `undefined` when it names none.
 * Case-insensitive; the label must stand between separators (`-`, `.`, `_`, `/`, or an end).
 *
 * @example parseGGUFQuantLabel("Llama-3.2-1B-Instruct-Q4_K_M.gguf") // "Q4_K_M"
 * @example parseGGUFQuantLabel("unsloth/model-UD-IQ1_S-00001-of-00002.gguf") // "IQ1_S"
 */
export function parseGGUFQuantLabel(filename: string): GGUFFileQuantizationType | undefined {
	const name = filename.replace(/\.gguf$/i, "").toUpperCase();
	let best: { label: GGUFFileQuantizationType; at: number } | undefined;
	for (const label of LABELS) {
		let from = name.length;
		for (;;) {
			const at = name.lastIndexOf(label, from);
			if (at < 0) break;
			const before = name[at - 1];
			const after = name[at + label.length];
			const bounded =
				(before === undefined || /[-._/ ]/.test(before)) && (after === undefined || /[-._/ ]/.test(after));
			if (bounded) {
				// The rightmost label wins; at the same place, the longest (checked first).
				if (!best || at > best.at) best = { label, at };
				break;
			}
			if (at === 0) break;
			from = at - 1;
		}
	}
	return best?.label;
}

/** Approximate bits per weight of a quantization type. */
export function bitsPerWeight(type: GGUFFileQuantizationType): number {
	return BITS_PER_WEIGHT[type];
}

/**
 * Orders quantization labels from the biggest files to the smallest (highest precision first);
 * equal sizes keep name order. Unknown labels go last.
 */
export function orderByQuantSize<T extends string>(labels: readonly T[]): T[] {
	const bits = (label: string) =>
		Object.hasOwn(BITS_PER_WEIGHT, label) ? BITS_PER_WEIGHT[label as GGUFFileQuantizationType] : -1;
	return [...labels].sort((a, b) => bits(b) - bits(a) || a.localeCompare(b));
}
