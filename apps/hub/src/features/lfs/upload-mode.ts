import { LFS_SIZE_THRESHOLD } from "../../commits/lfs-rules.ts";
import { isLfsByAttributes, type lfsAttributeRules } from "../../git/git-patterns.ts";

/** How a client is told to send a file (docs/reference/uploads-and-commits.md#preupload). */
export type UploadMode = "lfs" | "regular";

/**
 * The public hub's choice, restated: LFS when the effective `.gitattributes` sends the path to LFS,
 * when the file has 10 MiB or more (regular files above that are refused), or when its first bytes
 * hold a NUL byte (git's test for binary content; regular binaries are refused). Otherwise regular.
 */
export function uploadModeOf(
	file: { path: string; size: number; sample: Uint8Array },
	attributes: ReturnType<typeof lfsAttributeRules>,
): UploadMode {
	if (isLfsByAttributes(attributes, file.path)) return "lfs";
	if (file.size >= LFS_SIZE_THRESHOLD) return "lfs";
	return file.sample.includes(0) ? "lfs" : "regular";
}
