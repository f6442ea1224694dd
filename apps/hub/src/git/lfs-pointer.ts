/** git-lfs pointer files: the blob a repository holds in place of a large file's content. */

/** The git-lfs pointer text of an object (three lines, trailing newline). */
export function lfsPointer(sha256: string, size: number): string {
	return `version https://git-lfs.github.com/spec/v1\noid sha256:${sha256}\nsize ${size}\n`;
}

const LFS_POINTER = /^version https:\/\/git-lfs\.github\.com\/spec\/v1\noid sha256:([0-9a-f]{64})\nsize (\d+)\n$/;

/** The object an LFS pointer text names, or undefined when `content` is not exactly a pointer in canonical form. */
export function parseLfsPointer(content: Uint8Array): { sha256: string; size: number } | undefined {
	if (content.byteLength > 200) return undefined;
	const match = LFS_POINTER.exec(new TextDecoder().decode(content));
	return match?.[1] && match[2] ? { sha256: match[1], size: Number(match[2]) } : undefined;
}
