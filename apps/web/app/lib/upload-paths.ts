/** Most bytes one upload through the site may carry; bigger uploads go through the clients or git. */
export const SITE_UPLOAD_LIMIT = 1024 * 1024 * 1024;

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
