import type { Db } from "../db/create-db.ts";
import type { RepoRow } from "../db/database.ts";
import { extractMetadata, type RepoMetadata } from "../metadata/extract-metadata.ts";
import { blobKey, type BlobStorage } from "../storage/blob-storage.ts";
import { listAllFiles } from "../repos/trees.repository.ts";

/**
 * The repository metadata of a stored tree, and which files can change it: a commit that touches none
 * of them and adds or removes no path keeps its parent's metadata.
 */

/** Files whose content (not only presence) feeds the extracted metadata. */
const METADATA_FILES = new Set([
	"README.md",
	"config.json",
	"tokenizer_config.json",
	"adapter_config.json",
	"model_index.json",
]);

/** Whether the content of `path` feeds the extracted metadata. */
export function feedsMetadata(path: string): boolean {
	return METADATA_FILES.has(path) || path.endsWith(".safetensors") || path.endsWith(".gguf");
}

/** Reads the first `maxBytes` of a stored blob. */
export async function readBlob(
	storage: BlobStorage,
	sha256: string,
	size: number,
	maxBytes?: number,
): Promise<Uint8Array> {
	const length = Math.min(size, maxBytes ?? size);
	if (length <= 0) return new Uint8Array();
	const stream = await storage.get(blobKey(sha256), { start: 0, end: length - 1 });
	if (!stream) throw new Error(`blob ${sha256} is missing from storage`);
	const chunks: Uint8Array[] = [];
	for await (const chunk of stream) chunks.push(chunk);
	return new Uint8Array(Buffer.concat(chunks));
}

/** Extracts the metadata of a stored tree, reading files through `read` first (bytes not in storage yet), then storage. */
export async function metadataOfTree(
	deps: { db: Db; storage: BlobStorage },
	repo: RepoRow,
	rootTree: string,
	read?: (path: string, maxBytes?: number) => Promise<Uint8Array | undefined>,
): Promise<RepoMetadata> {
	const files = await listAllFiles(deps.db.kysely, repo.pk, rootTree);
	const byPath = new Map(files.map((file) => [file.path, file]));
	return extractMetadata(
		repo.type,
		files.map((file) => file.path),
		async (path, maxBytes) => {
			const own = await read?.(path, maxBytes);
			if (own) return own;
			const file = byPath.get(path);
			return file ? readBlob(deps.storage, file.sha256, file.size, maxBytes) : new Uint8Array();
		},
	);
}
