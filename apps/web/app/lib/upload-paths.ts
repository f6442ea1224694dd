/**
 * Most bytes one upload through the site may carry (the hub's `LIMITS.siteUploadBytes` says the
 * same): the site reads a form whole, so this bounds its memory. Bigger uploads go through the
 * clients (`hf upload`, `huggingface_hub`) or git with git-lfs.
 */
export const SITE_UPLOAD_LIMIT = 32 * 1024 * 1024;

/**
 * Where an uploaded file goes in the repository: the target folder joined with the file's
 * relative path (a folder upload sends `folder/sub/file`). Answers null for a path the hub would
 * refuse anyway (empty, `.` or `..` parts, backslashes, a `.git` part).
 */
export function uploadPath(folder: string, relative: string): string | null {
	const parts = [...folder.split("/"), ...relative.split("/")].filter((p) => p !== "");
	if (parts.length === 0) return null;
	for (const part of parts) {
		if (part === "." || part === ".." || part === ".git" || part.includes("\\") || part.includes("\0")) return null;
	}
	return parts.join("/");
}
