import type { ModelRecord } from "../../model-record.ts";
import { fileNames } from "./rules.ts";

/** Quantizations preferred as the example file, best first (a common size/quality balance). */
const PREFERRED_QUANTS = ["Q4_K_M", "Q4_K_S", "Q5_K_M", "Q8_0"] as const;

/**
 * The glob used when the file list is unknown. `Llama.from_pretrained` resolves a glob itself but
 * needs exactly one match, so the pattern names the most common quantization.
 */
export const GGUF_FALLBACK_PATTERN = "*Q4_K_M.gguf";

/**
 * The GGUF file a snippet should load: a real `.gguf` file of the repository (preferring a
 * Q4_K_M-style quantization and skipping split shards after the first), else `GGUF_FALLBACK_PATTERN`.
 */
export function ggufFile(model: ModelRecord): string {
	const files = fileNames(model).filter(
		(name) => name.toLowerCase().endsWith(".gguf") && !/-0*[2-9]\d*-of-\d+\.gguf$/i.test(name),
	);
	for (const quant of PREFERRED_QUANTS) {
		const match = files.find((name) => name.toUpperCase().includes(quant));
		if (match) return match;
	}
	return files[0] ?? GGUF_FALLBACK_PATTERN;
}

/**
 * The other shards of a split GGUF model whose first shard is `first` (`x-00001-of-00003.gguf` →
 * the listed `x-00002-of-00003.gguf` and `x-00003-of-00003.gguf`), in shard order; empty when
 * `first` is not a first shard. llama.cpp opens the rest itself, but only once they are downloaded.
 */
export function ggufOtherShards(model: ModelRecord, first: string): string[] {
	const head = /^(.*)-0*1-of-(\d+)\.gguf$/is.exec(first);
	if (!head) return [];
	const prefix = head[1] ?? "";
	const total = head[2] ?? "";
	const shardNumber = (name: string): number | undefined => {
		if (!name.startsWith(`${prefix}-`)) return undefined;
		const tail = /^-(\d+)-of-(\d+)\.gguf$/i.exec(name.slice(prefix.length));
		return tail && tail[2] === total ? Number(tail[1]) : undefined;
	};
	return fileNames(model)
		.map((name) => ({ name, n: shardNumber(name) }))
		.filter((shard): shard is { name: string; n: number } => shard.n !== undefined && shard.n > 1)
		.sort((a, b) => a.n - b.n)
		.map((shard) => shard.name);
}
